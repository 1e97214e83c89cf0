import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import type { Reply } from '../../testing/handoff.js';

interface MapApi {
  provider: string;
  tileUrl: string;
  jsApiKey: string;
  jsApiUrl: string;
  securityJsCode: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RC_MAP_TILE_URL: 'https://tiles.example.cn/{z}/{x}/{y}.png' });
});
afterAll(async () => {
  await t.close();
});

describe('map/getMapApi', () => {
  it('answers Leaflet with the configured tile URL and nothing vendor-specific by default', async () => {
    const res = await t.call({ method: 'POST', url: '/api/rcservice/map/getMapApi', payload: {} });
    const body = res.json<Reply<MapApi>>();
    expect(body.status).toBe(0);
    expect(body.data).toEqual({
      provider: 'leaflet',
      tileUrl: 'https://tiles.example.cn/{z}/{x}/{y}.png',
      jsApiKey: '',
      jsApiUrl: '',
      securityJsCode: '',
    });
    expect(t.config.map.scriptOrigins).toEqual([]);
  });
});
