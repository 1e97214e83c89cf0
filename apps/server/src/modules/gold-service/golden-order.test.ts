import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldenOrderTrack, goldenOrders } from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit, type CustomerSession } from '../../testing/factories.js';

let t: TestApp;
const { call, ok, aCustomer, aCoupon, anOrder } = testKit(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const workerMobile = '13600007788';

/**
 * A customer's gold-service desk bookings, as the desk writes them: a three-use
 * inspection-run coupon paying for a completed and an ongoing run (one use left), and
 * a battery-check coupon paying for one just booked; newest first: battery, ongoing, completed.
 */
async function goldenCustomer(): Promise<{ me: CustomerSession; inspectionId: string }> {
  const crypto = t.app.deps.fieldCrypto;
  const me = await aCustomer({ vip: true, branches: ['310000'] });
  const inspection = await aCoupon({
    owner: me,
    serviceType: '12',
    quantity: 3,
    name: '金牌管家·代办年检（3次）',
    nameEn: 'Gold concierge: inspection run (3 uses)',
  });
  const battery = await aCoupon({
    owner: me,
    serviceType: '14',
    quantity: 3,
    name: '金牌管家·电瓶检测',
    nameEn: 'Gold concierge: battery check',
  });
  const worker = { name: '孟师傅', mobileSealed: crypto.seal(workerMobile), vehicleNo: '晋TG0001' };
  const golden = (zh: string, en: string, trail?: [number, number][]) => ({
    golden: {
      item: { 'zh-CN': zh, 'en-US': en },
      worker,
      trailSealed: trail
        ? crypto.seal(
            JSON.stringify(
              trail.map(([lng, lat], i) => ({
                lng,
                lat,
                at: new Date(Date.now() - (5 - i) * 240_000).toISOString(),
              })),
            ),
          )
        : null,
    },
  });
  await anOrder({
    owner: me,
    coupon: inspection,
    businessType: 'golden',
    status: 'completed',
    details: golden('代办年检（含尾气检测）', 'Inspection run with emissions test'),
  });
  await anOrder({
    owner: me,
    coupon: inspection,
    businessType: 'golden',
    status: 'inService',
    details: golden(
      '上门取车，代办年检后送回',
      'Collect the car, take it through inspection and bring it back',
      [
        [121.4737, 31.2304],
        [121.4805, 31.2261],
        [121.4893, 31.2219],
        [121.5046, 31.2141],
      ],
    ),
  });
  await anOrder({
    owner: me,
    coupon: battery,
    businessType: 'golden',
    details: golden('上门检测电瓶', 'Battery check at your door'),
  });
  return { me, inspectionId: inspection.id };
}

const all = { id: 'all' };

describe('gold-service orders (order/R00010048, R00010046)', () => {
  it('lists all, pages by spec 4 and filters by coupon', async () => {
    const { me: vip, inspectionId } = await goldenCustomer();
    const list = await ok(goldenOrders, { as: vip, params: all });
    expect(list.total).toBe(3);
    expect(list.list.map((o) => o.status)).toEqual(['submitted', 'inService', 'completed']);
    expect(list.coupons).toHaveLength(2);
    const p2 = await ok(goldenOrders, { as: vip, params: all, body: { onPagenum: 2, onPagesize: 2 } });
    expect(p2.list).toHaveLength(1);
    expect(p2.total).toBe(3);

    const inspection = list.coupons.find((c) => c.usesLeft === 1);
    if (!inspection) throw new Error('no inspection coupon');
    expect(inspection.id).toBe(inspectionId);
    const one = await ok(goldenOrders, { as: vip, params: { id: inspection.id } });
    expect(one.total).toBe(2);
    expect(one.list.every((o) => o.couponId === inspection.id)).toBe(true);
    const en = await ok(goldenOrders, { as: vip, params: all, locale: 'en-US' });
    expect(en.list[1]?.item).toContain('inspection');
    expect((await call(goldenOrders, { as: vip, params: all, body: { onPagesize: 51 } })).status).toBe(-5);
  });

  it("tracks an order with its worker masked and the vehicle's trail", async () => {
    const { me: vip } = await goldenCustomer();
    const list = await ok(goldenOrders, { as: vip, params: all });
    const going = list.list.find((o) => o.status === 'inService');
    if (!going) throw new Error('no order in service');
    const track = await call(goldenOrderTrack, { as: vip, params: { id: going.id } });
    expect(track.status, track.statusText).toBe(0);
    expect(track.data.worker?.mobile).toBe('136****7788');
    expect(track.response.body).not.toContain(workerMobile);
    expect(track.data.points.length).toBeGreaterThan(2);
    expect(track.data.history.map((h) => h.status)).toEqual(['submitted', 'accepted', 'inService']);
  });

  it("another customer's golden coupon or order answers -3", async () => {
    const { me: vip } = await goldenCustomer();
    const other = await aCustomer();
    const list = await ok(goldenOrders, { as: vip, params: all });
    const [order] = list.list;
    const [coupon] = list.coupons;
    if (!order || !coupon) throw new Error('nothing made');
    expect((await call(goldenOrderTrack, { as: other, params: { id: order.id } })).status).toBe(-3);
    expect((await call(goldenOrders, { as: other, params: { id: coupon.id } })).status).toBe(-3);
    expect((await ok(goldenOrders, { as: other, params: all })).total).toBe(0);
    expect((await call(goldenOrderTrack, { as: vip, params: { id: 'not-an-order' } })).status).toBe(-3);
  });
});
