import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs, type Reply } from '../../testing/handoff.js';

let t: TestApp;
let vip: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  vip = (await loginAs(t, 'vip')).token;
  other = (await loginAs(t, 'headPage')).token;
});
afterAll(async () => {
  await t.close();
});

interface Golden {
  id: string;
  couponId: string | null;
  item: string;
  status: string;
}
interface Page {
  list: Golden[];
  total: number;
  coupons: { id: string; name: string; usesLeft: number }[];
}
interface Track {
  orderPrimaryId: string;
  status: string;
  worker: { name: string; mobile: string; vehicleNo: string | null } | null;
  history: { status: string }[];
  points: { lng: number; lat: number }[];
}

async function post<T = unknown>(
  token: string,
  path: string,
  payload: object = {},
  locale?: 'zh-CN' | 'en-US',
) {
  const res = await t.call({ method: 'POST', url: `/api/rcservice/${path}`, payload, token, locale });
  return res.json<Reply<T>>();
}

describe('gold-service orders (order/R00010048, R00010046)', () => {
  it('lists all, pages by spec 4 and filters by coupon', async () => {
    const all = await post<Page>(vip, 'order/R00010048/all');
    expect(all.status, all.statusText).toBe(0);
    expect(all.data.total).toBe(3);
    expect(all.data.list.map((o) => o.status)).toEqual(['submitted', 'inService', 'completed']);
    expect(all.data.coupons).toHaveLength(2);
    const p2 = await post<Page>(vip, 'order/R00010048/all', { onPagenum: 2, onPagesize: 2 });
    expect(p2.data.list).toHaveLength(1);
    expect(p2.data.total).toBe(3);

    const inspection = all.data.coupons.find((c) => c.usesLeft === 1);
    if (!inspection) throw new Error('no inspection coupon');
    const one = await post<Page>(vip, `order/R00010048/${inspection.id}`);
    expect(one.data.total).toBe(2);
    expect(one.data.list.every((o) => o.couponId === inspection.id)).toBe(true);
    const en = await post<Page>(vip, 'order/R00010048/all', {}, 'en-US');
    expect(en.data.list[1]?.item).toContain('inspection');
    expect((await post(vip, 'order/R00010048/all', { onPagesize: 51 })).status).toBe(-5);
  });

  it("tracks an order with its worker masked and the vehicle's trail", async () => {
    const all = await post<Page>(vip, 'order/R00010048/all');
    const going = all.data.list.find((o) => o.status === 'inService');
    if (!going) throw new Error('no order in service');
    const track = await post<Track>(vip, `order/R00010046/${going.id}`);
    expect(track.status, track.statusText).toBe(0);
    expect(track.data.worker?.mobile).toBe('136****2222');
    expect(JSON.stringify(track.data)).not.toContain('13600002222');
    expect(track.data.points.length).toBeGreaterThan(2);
    expect(track.data.history.map((h) => h.status)).toEqual(['submitted', 'accepted', 'inService']);
  });

  it("another customer's golden coupon or order answers -3", async () => {
    const all = await post<Page>(vip, 'order/R00010048/all');
    const [order] = all.data.list;
    const [coupon] = all.data.coupons;
    if (!order || !coupon) throw new Error('nothing seeded');
    expect((await post(other, `order/R00010046/${order.id}`)).status).toBe(-3);
    expect((await post(other, `order/R00010048/${coupon.id}`)).status).toBe(-3);
    expect((await post<Page>(other, 'order/R00010048/all')).data.total).toBe(0);
    expect((await post(vip, 'order/R00010046/not-an-order')).status).toBe(-3);
  });
});
