import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReverseGeocode } from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs, type Reply } from '../../testing/handoff.js';
import { vendorAddress, type FetchLike } from './reverse-geocode.js';

/** 定位 gives an address (issue 20 point 6): the vendor's, else the nearest known place, else none. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  // No vendor key: the offline demo.
  t = await createTestApp();
  token = ((await loginAs(t, 'headPage')) as { token: string }).token;
});
afterAll(async () => {
  await t.close();
});

async function locate(lng: number, lat: number, locale?: 'zh-CN' | 'en-US') {
  const res = await t.call({
    method: 'POST',
    url: '/api/rcservice/map/reverseGeocode',
    payload: { lng, lat },
    token,
    locale,
  });
  return res.json<Reply<ReverseGeocode>>();
}

describe('map/reverseGeocode without a vendor key', () => {
  it('names the nearest known place of the network, in the language of the screen', async () => {
    // 300 m from 杨光洗车（望京店）.
    const zh = await locate(116.4732, 39.9978);
    expect(zh.status, zh.statusText).toBe(0);
    expect(zh.data).toMatchObject({
      source: 'nearbyPlace',
      address: '北京市朝阳区望京街9号望京国际商业中心B1层',
      nearby: '杨光洗车（望京店）',
    });
    expect(zh.data.distanceMeters).toBeGreaterThan(100);
    expect(zh.data.distanceMeters).toBeLessThan(500);
    const en = await locate(116.4732, 39.9978, 'en-US');
    expect(en.data.nearby).toBe('Yangguang Car Wash (Wangjing)');
  });

  it('says none when no known place is near (the form then asks the customer to type it)', async () => {
    const far = await locate(87.6168, 43.8256);
    expect(far.data).toEqual({ source: 'none', address: '', nearby: '', distanceMeters: null });
  });

  it('refuses a position off the globe naming the field, and a caller not signed in', async () => {
    expect((await locate(200, 39.9)).status).toBe(-5);
    const anon = await t.call({
      method: 'POST',
      url: '/api/rcservice/map/reverseGeocode',
      payload: { lng: 116.47, lat: 39.99 },
    });
    expect(anon.json<Reply>().status).toBe(-4);
  });
});

describe('the vendor reverse geocoders (no network: a stand-in fetch answers as the vendor would)', () => {
  const answer =
    (body: unknown, seen: string[] = []): FetchLike =>
    (url) => {
      seen.push(url);
      return Promise.resolve({ ok: true, json: () => Promise.resolve(body) });
    };

  it("reads AMap's regeo formatted address, asking with the web-service key and lng,lat", async () => {
    const seen: string[] = [];
    const got = await vendorAddress(
      { vendor: 'amap', key: 'k1' },
      { lng: 116.4732, lat: 39.9978 },
      answer({ status: '1', regeocode: { formatted_address: '北京市朝阳区望京街道望京街10号' } }, seen),
    );
    expect(got).toBe('北京市朝阳区望京街道望京街10号');
    expect(seen[0]).toContain('restapi.amap.com/v3/geocode/regeo');
    expect(seen[0]).toContain('key=k1');
    expect(seen[0]).toContain('location=116.473200%2C39.997800');
  });

  it("reads Baidu's formatted address, telling it the position is WGS-84 (lat,lng)", async () => {
    const seen: string[] = [];
    const got = await vendorAddress(
      { vendor: 'baidu', key: 'ak1' },
      { lng: 116.4732, lat: 39.9978 },
      answer({ status: 0, result: { formatted_address: '北京市朝阳区望京街10号' } }, seen),
    );
    expect(got).toBe('北京市朝阳区望京街10号');
    expect(seen[0]).toContain('coordtype=wgs84ll');
    expect(seen[0]).toContain('location=39.997800%2C116.473200');
  });

  it('gives null on a refusal, an empty address or a failed request, so the fallback answers', async () => {
    const at = { lng: 116.4732, lat: 39.9978 };
    expect(
      await vendorAddress(
        { vendor: 'amap', key: 'k' },
        at,
        answer({ status: '0', info: 'INVALID_USER_KEY' }),
      ),
    ).toBeNull();
    expect(
      await vendorAddress(
        { vendor: 'amap', key: 'k' },
        at,
        answer({ status: '1', regeocode: { formatted_address: [] } }),
      ),
    ).toBeNull();
    const failing: FetchLike = () => Promise.reject(new Error('offline'));
    expect(await vendorAddress({ vendor: 'baidu', key: 'k' }, at, failing)).toBeNull();
  });
});
