import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('the map provider in the settings', () => {
  it('is Leaflet with nothing vendor-specific unless a key is set', () => {
    expect(loadConfig({}).map).toEqual({
      provider: 'leaflet',
      jsApiKey: '',
      jsApiUrl: '',
      securityJsCode: '',
      scriptOrigins: [],
    });
  });

  it('is AMap with its loader and security code when an AMap key is set (before Baidu)', () => {
    const config = loadConfig({
      RC_AMAP_KEY: 'amapkey123',
      RC_AMAP_SECURITY_CODE: 'sec456',
      RC_BAIDU_MAP_KEY: 'bd',
    });
    expect(config.map).toMatchObject({
      provider: 'amap',
      jsApiKey: 'amapkey123',
      jsApiUrl: 'https://webapi.amap.com/maps?v=2.0&key=amapkey123',
      securityJsCode: 'sec456',
    });
    expect(config.map.scriptOrigins).toContain('https://webapi.amap.com');
  });

  it('is Baidu when only a Baidu key is set, and the page policy allows its hosts', () => {
    const config = loadConfig({ RC_BAIDU_MAP_KEY: 'bdkey' });
    expect(config.map.provider).toBe('baidu');
    expect(config.map.jsApiUrl).toBe('https://api.map.baidu.com/api?v=1.0&type=webgl&ak=bdkey');
    expect(config.map.scriptOrigins).toContain('https://api.map.baidu.com');
  });
});

describe('the proxies whose X-Forwarded-For is believed', () => {
  it('are none by default, so a client cannot name its own address', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
  });

  it('are a comma list of addresses, CIDR ranges or proxy-addr names, and anything else stops the start', () => {
    expect(loadConfig({ RC_TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
      '::1',
    ]);
    expect(() => loadConfig({ RC_TRUST_PROXY: 'true' })).toThrow(/RC_TRUST_PROXY/);
    expect(() => loadConfig({ RC_TRUST_PROXY: '10.0.0.0/33' })).toThrow(/RC_TRUST_PROXY/);
  });
});
