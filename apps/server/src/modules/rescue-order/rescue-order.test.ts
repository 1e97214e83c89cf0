import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addressPromptSwitch,
  cancelRescue,
  followRescue,
  mapConfig,
  provinces,
  rescueAppointmentSlots,
  rescueLoadInfo,
  rescueOrders,
  rightDetail,
  submitRescueOrder,
  urgeRescue,
} from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit, type CustomerSession } from '../../testing/factories.js';
import type { Reply } from '../../testing/handoff.js';
import { invalidateCatalogue } from '../../db/catalogue-cache.js';

let t: TestApp;
const { call, ok, aCustomer, aCoupon } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const api = '/api/rcservice';

async function post<T = unknown>(path: string, payload: unknown, token?: string) {
  const res = await t.call({ method: 'POST', url: api + path, payload: payload as object, token });
  return res.json<Reply<T>>();
}
async function rows<T>(query: string): Promise<T[]> {
  const r = await t.database.db.execute(sql.raw(query));
  return (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
}

/** A customer holding `rescueUses` uses of a rescue right (service type 1). */
async function customer(rescueUses = 1): Promise<CustomerSession> {
  const me = await aCustomer();
  if (rescueUses > 0) await aCoupon({ owner: me, serviceType: '1', quantity: rescueUses });
  return me;
}
/** A rescue request as the page submits it (sealed by the client). */
function askRescue(s: CustomerSession, plate: string) {
  return call(submitRescueOrder, { as: s, body: payload(plate) });
}

const place = { address: '北京市朝阳区建国路88号', lng: 116.47, lat: 39.906 };

function payload(plate: string) {
  return {
    serviceType: '1',
    faultType: 'tow' as const,
    contactName: '张伟',
    contactMobile: '13812341234',
    plateNumber: plate,
    place,
    onHighway: true,
    loadInfo: '车上2人',
  };
}

describe('rescue request', () => {
  it("takes the free tow distance from the rescue right's data: the right's words, the form and the rescue agree", async () => {
    // Two uses: the form still offers the right after the request below took one.
    const s = await customer(2);
    const [right] = await rows<{ km: number; description: string }>(
      `select free_tow_km as km, description from service_catalogue where service_type = '1'`,
    );
    expect(right?.km).toBe(300);
    const words = async (locale: 'zh-CN' | 'en-US') =>
      (await ok(rightDetail, { as: s, params: { type: '1' }, locale })).description;
    // The right's page says the right's figure.
    expect(await words('zh-CN')).toContain('全国 300 公里内免费拖车');
    expect(await words('en-US')).toContain('within 300 km');
    const info = await call(rescueLoadInfo, { as: s, body: {} });
    expect(info.data.coupons.length).toBeGreaterThan(0);
    expect(info.data.freeTowKm).toBe(300);
    const plate = info.data.plateNumbers[0] ?? '';
    expect(plate).toBe(s.plates[0]);
    const made = await ok(submitRescueOrder, { as: s, body: payload(plate) });
    const ref = { orderPrimaryId: made.orderPrimaryId, primaryCheck: made.primaryCheck };
    const follow = await ok(followRescue, { as: s, body: ref });
    expect(follow.freeTowKm).toBe(300);
    // An operator's change of the right's figure is what the form offers next.
    await rows(`update service_catalogue set free_tow_km = 250 where service_type = '1'`);
    expect((await ok(rescueLoadInfo, { as: s, body: {} })).freeTowKm).toBe(250);
    // ...and what the right's page says, whether its words carry the placeholder or a figure of their own.
    invalidateCatalogue(t.database.db);
    expect(await words('zh-CN')).toContain('全国 250 公里内免费拖车');
    expect(await words('zh-CN')).not.toContain('300');
    expect(await words('en-US')).toContain('within 250 km');
    await rows(
      `update service_catalogue set description = '全国 300 公里内免费拖车。' where service_type = '1'`,
    );
    invalidateCatalogue(t.database.db);
    expect(await words('zh-CN')).toBe('全国 250 公里内免费拖车。');
    await rows(`update service_catalogue set free_tow_km = 300 where service_type = '1'`);
    await call(cancelRescue, { as: s, body: { ...ref, reasonCode: 'otherHelp' } });
  });

  it('uses a rescue coupon the customer holds, and still accepts a rescue without one', async () => {
    // Two uses of the rescue right: the first request and one of the five after it take them.
    const s = await customer(2);
    const info = await call(rescueLoadInfo, { as: s, body: {} });
    expect(info.status).toBe(0);
    expect(info.data.faultTypes.map((f) => f.code)).toContain('tow');
    const plate = info.data.plateNumbers[0] ?? '';
    const couponsBefore = info.data.coupons.length;
    expect(couponsBefore).toBeGreaterThan(0);

    const first = await askRescue(s, plate);
    expect(first.status, first.statusText).toBe(0);
    expect(first.data.jumpUrl).toContain('/rescue/applicationStatus');
    const [order] = await rows<{ coupon_id: string | null; price_fen: number }>(
      `select coupon_id, price_fen from orders where id = '${first.data.orderPrimaryId}'`,
    );
    if (couponsBefore > 0) {
      expect(order?.coupon_id).not.toBeNull();
      expect(Number(order?.price_fen)).toBe(0);
    }
    // Use up every rescue coupon, then ask again: still accepted, at the listed price.
    for (let i = 0; i < 5; i++) await askRescue(s, plate);
    const after = await ok(rescueLoadInfo, { as: s, body: {} });
    expect(after.coupons).toHaveLength(0);
    expect(after.freeTowKm).toBe(0);
    const unpaid = await askRescue(s, plate);
    expect(unpaid.status).toBe(0);
    const [row] = await rows<{ coupon_id: string | null; price_fen: number }>(
      `select coupon_id, price_fen from orders where id = '${unpaid.data.orderPrimaryId}'`,
    );
    expect(row?.coupon_id).toBeNull();
    expect(Number(row?.price_fen)).toBe(30000);
    const [request] = await rows<{ on_highway: boolean; masked_address: string; place_sealed: string }>(
      `select on_highway, masked_address, place_sealed from rescue_requests where order_id = '${unpaid.data.orderPrimaryId}'`,
    );
    expect(request?.on_highway).toBe(true);
    expect(request?.masked_address).toBe('北京市朝阳区建国路**号');
    expect(request?.place_sealed).not.toContain('建国路');
  });

  it('lets the owner follow and urge (rate-limited); another customer gets not found', async () => {
    const s = await customer();
    const created = await ok(submitRescueOrder, { as: s, body: payload(s.plates[0] ?? '') });
    const ref = { orderPrimaryId: created.orderPrimaryId, primaryCheck: created.primaryCheck };
    const follow = await ok(followRescue, { as: s, body: ref });
    expect(follow.status).toBe('submitted');
    expect(follow.stage).toBe('offered');
    expect(follow.rescuer).toBeNull();

    const urge = await call(urgeRescue, { as: s, body: ref });
    expect(urge.status).toBe(0);
    const twice = await call(urgeRescue, { as: s, body: ref });
    expect(twice.status).toBe(-3);

    const other = await customer();
    expect((await call(followRescue, { as: other, body: ref })).status).toBe(-3);
    expect((await call(urgeRescue, { as: other, body: ref })).status).toBe(-3);

    const list = await ok(rescueOrders, { as: s, body: {} });
    expect(list.list.some((o) => o.id === ref.orderPrimaryId)).toBe(true);
    // orderSideSteps is a GET: a POST to it is refused.
    const side = await post('/rescueOrder/R00010073', {}, s.token);
    expect(side.status).not.toBe(0);
  });

  it('answers appointment times, the address prompt and the map config', async () => {
    const s = await customer(0);
    const slots = await ok(rescueAppointmentSlots, { as: s, body: { serviceType: '1', date: '2030-01-02' } });
    expect(slots.slots.length).toBeGreaterThan(5);
    expect((await ok(addressPromptSwitch, {})).promptAddress).toBe(true);
    expect((await ok(mapConfig, {})).provider).toBe('leaflet');
    const list = await ok(provinces, { as: s });
    expect(list.list.map((p) => p.platePrefix)).toContain('京');
  });
});
