import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapConfig } from '@rc/contract';
import { gcjToBd09, isVendorMap, loadVendorMap } from './vendor-map-loader.js';

const leaflet: MapConfig = {
  provider: 'leaflet',
  tileUrl: 'https://tiles.example.cn/{z}/{x}/{y}.png',
  jsApiKey: '',
  jsApiUrl: '',
  securityJsCode: '',
};

// The page's head records the scripts the loader adds instead of fetching them.
let added: HTMLScriptElement[] = [];
beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    added.push(node as unknown as HTMLScriptElement);
    return node;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the map vendor loader', () => {
  it('loads nothing vendor-specific with the default Leaflet provider', async () => {
    expect(isVendorMap(leaflet)).toBe(false);
    await expect(loadVendorMap(leaflet)).rejects.toThrow();
    expect(added).toHaveLength(0);
  });

  it('adds the AMap loader once, after setting its security code', async () => {
    const amap: MapConfig = {
      ...leaflet,
      provider: 'amap',
      jsApiKey: 'k1',
      jsApiUrl: 'https://webapi.amap.com/maps?v=2.0&key=k1',
      securityJsCode: 's1',
    };
    const first = loadVendorMap(amap);
    const again = loadVendorMap(amap);
    expect(again).toBe(first);
    const scripts = added.filter((s) => s.dataset.rcMap === 'amap');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe('https://webapi.amap.com/maps?v=2.0&key=k1');
    expect((window as unknown as { _AMapSecurityConfig?: unknown })._AMapSecurityConfig).toEqual({
      securityJsCode: 's1',
    });
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('asks Baidu for a callback and resolves when it is called', async () => {
    const baidu: MapConfig = {
      ...leaflet,
      provider: 'baidu',
      jsApiKey: 'b1',
      jsApiUrl: 'https://api.map.baidu.com/api?v=1.0&type=webgl&ak=b1',
    };
    const loaded = loadVendorMap(baidu);
    const script = added.find((s) => s.dataset.rcMap === 'baidu');
    expect(script?.getAttribute('src')).toBe(
      'https://api.map.baidu.com/api?v=1.0&type=webgl&ak=b1&callback=__rcBaiduMapReady',
    );
    (window as unknown as { __rcBaiduMapReady: () => void }).__rcBaiduMapReady();
    await expect(loaded).resolves.toBeUndefined();
  });

  it('converts the stores’ GCJ-02 coordinates for Baidu', () => {
    const [lng, lat] = gcjToBd09(116.47052, 39.99648);
    expect(lng).toBeCloseTo(116.4771, 3);
    expect(lat).toBeCloseTo(40.0024, 3);
  });
});
