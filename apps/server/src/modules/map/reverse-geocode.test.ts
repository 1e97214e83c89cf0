import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reverseGeocode } from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit, type CustomerSession } from '../../testing/factories.js';
import { stores } from '../../db/schema/index.js';
import { vendorAddress, type FetchLike } from './reverse-geocode.js';

/** 定位 gives an address (issue 20 point 6): the vendor's, else the nearest known place, else none. */
let t: TestApp;
let me: CustomerSession;
const { call, aCustomer, aMerchant, aStore } = testKit(() => t);
beforeAll(async () => {
  // No vendor key: the offline demo.
  t = await createTestApp();
  me = await aCustomer();
});
afterAll(async () => {
  await t.close();
});

function locate(lng: number, lat: number, locale?: 'zh-CN' | 'en-US') {
  return call(reverseGeocode, { as: me, body: { lng, lat }, ...(locale ? { locale } : {}) });
}

describe('map/reverseGeocode without a vendor key', () => {
  it('names the nearest known place of the network, in the language of the screen', async () => {
    // A store of its own in Lhasa (no other store near); the customer stands 300 m from it.
    const merchant = await aMerchant({ serviceTypes: ['9'] });
    const store = await aStore({ merchant, lat: 29.6469, lng: 91.1172, storeName: '雪域洗车（布达拉店）' });
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, store.id));
    if (!row) throw new Error('the store was not made');
    const zh = await locate(91.1172, 29.6496);
    expect(zh.status, zh.statusText).toBe(0);
    expect(zh.data).toMatchObject({
      source: 'nearbyPlace',
      address: row.address,
      nearby: '雪域洗车（布达拉店）',
    });
    expect(zh.data.distanceMeters).toBeGreaterThan(100);
    expect(zh.data.distanceMeters).toBeLessThan(500);
    const en = await locate(91.1172, 29.6496, 'en-US');
    expect(en.data.nearby).toBe(row.nameEn);
    expect(en.data.address).toBe(row.addressEn);
  });

  it('says none when no known place is near (the form then asks the customer to type it)', async () => {
    const far = await locate(87.6168, 43.8256);
    expect(far.data).toEqual({ source: 'none', address: '', nearby: '', distanceMeters: null });
  });

  it('refuses a position off the globe naming the field, and a caller not signed in', async () => {
    expect((await locate(200, 39.9)).status).toBe(-5);
    const anon = await call(reverseGeocode, { body: { lng: 116.47, lat: 39.99 } });
    expect(anon.status).toBe(-4);
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
