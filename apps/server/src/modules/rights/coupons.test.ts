import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  acceptGiftRight,
  changeCouponPlate,
  couponDetail,
  couponRedemptionCode,
  myCoupons,
} from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit, uniquePlate, type CouponOptions } from '../../testing/factories.js';
import { couponEvents, coupons, giftCodes } from '../../db/schema/index.js';
import { useCoupon } from '../../domain/coupons.js';

let t: TestApp;
const { call, callRaw, ok, aCustomer, aCoupon, aGiftCode } = testKit(() => t);
const dayMs = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A tyre-service coupon (type 13, two uses) of `owner`, valid from `from` to `to` days from now. */
function give(owner: { id: string }, from: number, to: number, extra: Partial<CouponOptions> = {}) {
  const now = Date.now();
  return aCoupon({
    owner,
    serviceType: '13',
    name: '轮胎服务',
    nameEn: 'Tyre service',
    validFrom: new Date(now + from * dayMs),
    validUntil: new Date(now + to * dayMs),
    quantity: 2,
    ...extra,
  });
}

describe('my coupons (rights/R00010066)', () => {
  it('puts each coupon in the tab of its state: usable, not yet valid, giving, used, expired', async () => {
    const me = await aCustomer();
    const usable = await give(me, -1, 30, { transferable: true });
    const future = await give(me, 5, 60);
    const expiredByDate = await give(me, -60, -1);
    const used = await give(me, -10, 30, { quantity: 1, state: 'used' });
    const giving = await give(me, -1, 30, { transferable: true, quantity: 1, state: 'transferring' });

    const tab = async (name: 'usable' | 'notYetValid' | 'expired' | 'used' | 'giving') =>
      (await ok(myCoupons, { as: me, body: { tab: name, onPagenum: 1, onPagesize: 50 } })).list.map(
        (c) => c.id,
      );
    expect(await tab('usable')).toEqual([usable.id]);
    expect(await tab('notYetValid')).toEqual([future.id]);
    expect(await tab('expired')).toEqual([expiredByDate.id]);
    expect(await tab('used')).toEqual([used.id]);
    expect(await tab('giving')).toEqual([giving.id]);

    const all = await ok(myCoupons, { as: me, body: {} });
    expect(all.total).toBe(5);
    const shown = all.list.find((c) => c.id === expiredByDate.id);
    expect(shown?.state).toBe('expired');
    expect(shown?.code).toMatch(/^\*{8}\d{4}$/);
  });

  it('pages a long list: page 1 and page 2 without repeats, total counted', async () => {
    const me = await aCustomer();
    await give(me, -1, 30);
    const before = (await ok(myCoupons, { as: me, body: { tab: 'usable', onPagesize: 50 } })).total;
    for (let i = 0; i < 13; i++) await give(me, -1, 10 + i);
    const p1 = await ok(myCoupons, { as: me, body: { tab: 'usable', onPagenum: 1, onPagesize: 10 } });
    const p2 = await ok(myCoupons, { as: me, body: { tab: 'usable', onPagenum: 2, onPagesize: 10 } });
    expect(p1.total).toBe(before + 13);
    expect(p1.list).toHaveLength(10);
    const ids = new Set([...p1.list, ...p2.list].map((c) => c.id));
    expect(ids.size).toBe(Math.min(20, before + 13));
  });

  it('answers -5 for an unknown tab', async () => {
    const me = await aCustomer();
    const reply = await callRaw(myCoupons, { body: { tab: 'someday' } }, { as: me });
    expect(reply.status).toBe(-5);
  });
});

describe('coupon detail and code (rights/R00010027, R00010028)', () => {
  it('shows notes, limits, the ledger and a masked code; the full code only from R00010028', async () => {
    const me = await aCustomer();
    const c = await give(me, -1, 30, { weekdays: [6, 7], hours: { from: 9, to: 18 } });
    await useCouponOnce(c.id);
    const reply = await call(couponDetail, { as: me, params: { id: c.id }, locale: 'en-US' });
    expect(reply.status).toBe(0);
    const detail = reply.data;
    expect(detail.code).toBe(`********${c.code.slice(-4)}`);
    expect(detail.limits).toEqual({ weekdays: [6, 7], hours: { from: 9, to: 18 }, stores: null });
    expect(detail.history.map((h) => [h.action, h.count])).toEqual([
      ['issued', 0],
      ['used', 1],
    ]);
    expect(detail.name).toBe('Tyre service');

    const code = await call(couponRedemptionCode, { as: me, params: { id: c.id } });
    expect(code.status).toBe(0);
    expect(code.data.code).toBe(c.code);
    expect(code.data.qrContent).toContain(c.code);
    const ttl = Date.parse(code.data.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(300_000);
  });

  it('resolves a service type to the customer’s usable coupon of that type (a right tap, flag 2)', async () => {
    const me = await aCustomer();
    const battery = { serviceType: '14', name: '电瓶检测', nameEn: 'Battery check' };
    await give(me, 3, 40, battery);
    const soonest = await give(me, -1, 4, battery);
    await give(me, -1, 90, battery);
    const reply = await call(couponDetail, { as: me, params: { id: '14' } });
    expect(reply.status).toBe(0);
    expect(reply.data.id).toBe(soonest.id);
  });

  it('refuses the code of a coupon that is not yet valid', async () => {
    const me = await aCustomer();
    const c = await give(me, 2, 30);
    const reply = await call(couponRedemptionCode, { as: me, params: { id: c.id } });
    expect(reply.status).toBe(-3);
  });
});

describe("another customer's coupon", () => {
  it('is not found for detail, code, plate change and changes nothing', async () => {
    const owner = await aCustomer();
    const c = await give(owner, -1, 30);
    const stranger = await aCustomer();
    const eventsBefore = await t.database.db
      .select()
      .from(couponEvents)
      .where(eq(couponEvents.couponId, c.id));

    const detail = await call(couponDetail, { as: stranger, params: { id: c.id } });
    expect(detail.status).toBe(-3);
    expect(detail.data).toBeNull();
    const code = await call(couponRedemptionCode, { as: stranger, params: { id: c.id } });
    expect(code.status).toBe(-3);
    expect(code.response.body).not.toContain(c.code);
    const plate = await call(changeCouponPlate, {
      as: stranger,
      body: { couponId: c.id, plateNumber: stranger.plates[0] ?? '' },
    });
    expect(plate.status).toBe(-3);

    const [after] = await t.database.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(after).toEqual(c);
    const eventsAfter = await t.database.db
      .select()
      .from(couponEvents)
      .where(eq(couponEvents.couponId, c.id));
    expect(eventsAfter).toEqual(eventsBefore);
  });

  it('never shows in my coupons', async () => {
    const owner = await aCustomer();
    const c = await give(owner, -1, 30);
    const stranger = await aCustomer();
    await give(stranger, -1, 30);
    const all = await ok(myCoupons, { as: stranger, body: { onPagesize: 50 } });
    expect(all.list).toHaveLength(1);
    expect(all.list.some((x) => x.id === c.id)).toBe(false);
  });
});

describe('change plate (rights/R00010029)', () => {
  it("ties an unused coupon to another of the customer's plates, logging it", async () => {
    const [first, second] = [uniquePlate(), uniquePlate()];
    const me = await aCustomer({ plates: [first, second] });
    const c = await give(me, -1, 30, { plate: first });
    const reply = await call(changeCouponPlate, { as: me, body: { couponId: c.id, plateNumber: second } });
    expect(reply.status).toBe(0);
    expect(reply.data.plateNumber).toBe(second);
    const detail = await ok(couponDetail, { as: me, params: { id: c.id } });
    expect(detail.history.at(-1)).toMatchObject({ action: 'plateChanged', note: second });
  });

  it('refuses a plate that is not the customer’s, naming the field', async () => {
    const me = await aCustomer({ plates: [uniquePlate(), uniquePlate()] });
    const someoneElse = await aCustomer();
    const mine = me.plates[0] ?? '';
    const c = await give(me, -1, 30, { plate: mine });
    const reply = await call(changeCouponPlate, {
      as: me,
      body: { couponId: c.id, plateNumber: someoneElse.plates[0] ?? '' },
    });
    expect(reply.status).toBe(-5);
    expect(reply.badFields[0]).toBe('plateNumber');
    const [after] = await t.database.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(after?.plateNumber).toBe(mine);
  });
});

describe('accept a gifted right (rights/R00010017)', () => {
  it('accepts a code meant for the customer once, whatever its letter case, issuing its coupons', async () => {
    const me = await aCustomer();
    const gift = await aGiftCode({
      for: me,
      items: [{ serviceType: '9', name: '精致洗车2次', nameEn: 'Car wash ×2', quantity: 2, validDays: 180 }],
    });
    const first = await call(acceptGiftRight, {
      as: me,
      body: { type: '9', giftCode: gift.code.toLowerCase() },
    });
    expect(first.status).toBe(0);
    expect(first.data.coupons).toHaveLength(1);
    expect(first.data.coupons[0]).toMatchObject({ serviceType: '9', quantity: 2 });
    const again = await call(acceptGiftRight, { as: me, body: { type: '9', giftCode: gift.code } });
    expect(again.status).toBe(-3);
  });

  it('refuses a code meant for someone else, or of another type, and leaves it open', async () => {
    const other = await aCustomer();
    const open = await aGiftCode({ serviceType: '9' });
    const forSomeoneElse = await aGiftCode({ for: await aCustomer(), serviceType: '9' });
    expect(
      (await call(acceptGiftRight, { as: other, body: { type: '15', giftCode: open.code } })).status,
    ).toBe(-3);
    expect(
      (await call(acceptGiftRight, { as: other, body: { type: '9', giftCode: forSomeoneElse.code } })).status,
    ).toBe(-3);
    for (const code of [open.code, forSomeoneElse.code]) {
      const [row] = await t.database.db.select().from(giftCodes).where(eq(giftCodes.code, code));
      expect(row?.state).toBe('open');
    }
  });
});

/** One use of a coupon, as a merchant's redemption takes it. */
async function useCouponOnce(couponId: string): Promise<void> {
  const used = await useCoupon(t.database.db, couponId, 1, { kind: 'merchant', id: 's' }, 'r1');
  if (!used) throw new Error('the coupon could not be used');
}
