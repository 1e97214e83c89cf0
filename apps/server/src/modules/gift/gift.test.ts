import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { exchangeGift, giftCatalogue, giftExchangeDetail, giftExchangeHistory } from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit } from '../../testing/factories.js';
import { couponEvents, coupons, customers, giftExchanges, gifts } from '../../db/schema/index.js';

let t: TestApp;
const { call, ok, aCustomer } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function pointsOf(customerId: string) {
  const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) throw new Error(customerId);
  return row.remainPoint;
}

async function stockOf(id: string) {
  const [g] = await t.database.db.select().from(gifts).where(eq(gifts.id, id));
  return g?.stock ?? -1;
}

describe('gift catalogue (gift/R00010048)', () => {
  it("lists the gifts with the customer's points and what they exchanged already", async () => {
    const me = await aCustomer({ points: 2680 });
    const first = await call(giftCatalogue, { as: me, body: {} });
    expect(first.status).toBe(0);
    expect(first.data.remainPoint).toBe(2680);
    expect(first.data.list.length).toBeGreaterThanOrEqual(4);
    expect(first.data.list.find((g) => g.id === 'GIFT-DISINFECT')?.exchanged).toBe(false);
    await ok(exchangeGift, { as: me, body: { giftId: 'GIFT-DISINFECT', quantity: 1 } });
    const reply = await call(giftCatalogue, { as: me, body: {} });
    expect(reply.data.list.find((g) => g.id === 'GIFT-DISINFECT')?.exchanged).toBe(true);
    expect(reply.data.list.find((g) => g.id === 'GIFT-WASH-4')?.exchanged).toBe(false);
  });
});

describe('exchange a gift (gift/R00040034)', () => {
  it('20 concurrent exchanges of one gift give exactly one success, points and stock taken once', async () => {
    const me = await aCustomer({ points: 15800 });
    const stockBefore = await stockOf('GIFT-HOME-CLEAN');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(exchangeGift, { as: me, body: { giftId: 'GIFT-HOME-CLEAN', quantity: 1 } }),
      ),
    );
    const won = replies.filter((r) => r.status === 0);
    expect(won).toHaveLength(1);
    expect(replies.filter((r) => r.status === -3)).toHaveLength(19);
    expect(won[0]?.data.remainPoint).toBe(15800 - 2000);
    expect(won[0]?.data.coupons).toHaveLength(1);
    expect(await pointsOf(me.id)).toBe(15800 - 2000);
    expect(await stockOf('GIFT-HOME-CLEAN')).toBe(stockBefore - 1);
    const rows = await t.database.db
      .select()
      .from(giftExchanges)
      .where(and(eq(giftExchanges.customerId, me.id), eq(giftExchanges.giftId, 'GIFT-HOME-CLEAN')));
    expect(rows).toHaveLength(1);
    const issued = await t.database.db
      .select()
      .from(coupons)
      .where(
        and(eq(coupons.customerId, me.id), eq(coupons.serviceType, '21'), eq(coupons.source, 'exchange')),
      );
    expect(issued).toHaveLength(1);
  });

  it('refuses without enough points and changes nothing', async () => {
    const me = await aCustomer({ points: 100 });
    const stock = await stockOf('GIFT-WASH-4');
    const reply = await call(exchangeGift, { as: me, body: { giftId: 'GIFT-WASH-4', quantity: 1 } });
    expect(reply.status).toBe(-3);
    expect(await pointsOf(me.id)).toBe(100);
    expect(await stockOf('GIFT-WASH-4')).toBe(stock);
    const rows = await t.database.db.select().from(giftExchanges).where(eq(giftExchanges.customerId, me.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses a sold-out gift and more than the per-customer limit', async () => {
    const me = await aCustomer({ points: 15800 });
    const exchange = (giftId: string, quantity: number) =>
      call(exchangeGift, { as: me, body: { giftId, quantity } }).then((r) => r.status);
    expect(await exchange('GIFT-TYRE', 1)).toBe(-3);
    expect(await exchange('GIFT-WASH-4', 2)).toBe(-5);
    expect(await exchange('NOPE', 1)).toBe(-3);
  });

  it('exchanging two of a gift issues each of its items once per unit, each named for the exchange', async () => {
    // The seeded gifts allow one each; this one allows two in this test's database.
    await t.database.db.update(gifts).set({ limitPerCustomer: 2 }).where(eq(gifts.id, 'GIFT-SAFETY'));
    const me = await aCustomer({ points: 15800 });
    const reply = await call(exchangeGift, { as: me, body: { giftId: 'GIFT-SAFETY', quantity: 2 } });
    expect(reply.status).toBe(0);
    expect(reply.data.remainPoint).toBe(15800 - 2 * 1500);
    expect(reply.data.coupons.map((c) => c.serviceType).sort()).toEqual(['17', '17', '9', '9']);
    const [exchange] = await t.database.db
      .select()
      .from(giftExchanges)
      .where(eq(giftExchanges.customerId, me.id));
    const issued = await t.database.db
      .select({ source: coupons.source, refId: couponEvents.refId })
      .from(coupons)
      .innerJoin(couponEvents, and(eq(couponEvents.couponId, coupons.id), eq(couponEvents.action, 'issued')))
      .where(eq(coupons.customerId, me.id));
    expect(issued).toHaveLength(4);
    expect(new Set(issued.map((c) => `${c.source} ${c.refId}`))).toEqual(
      new Set([`exchange exchange:${exchange?.id ?? ''}`]),
    );
  });
});

describe('exchange history and detail (gift/R00010049, R00040035)', () => {
  it('pages the history newest first and shows an exchange with its coupons', async () => {
    const me = await aCustomer({ points: 10000 });
    await ok(exchangeGift, { as: me, body: { giftId: 'GIFT-DISINFECT', quantity: 1 } });
    await ok(exchangeGift, { as: me, body: { giftId: 'GIFT-HOME-CLEAN', quantity: 1 } });
    const page1 = await call(giftExchangeHistory, { as: me, query: { onPagenum: 1, onPagesize: 1 } });
    expect(page1.status).toBe(0);
    expect(page1.data.total).toBe(2);
    expect(page1.data.presentList).toHaveLength(1);
    expect(page1.data.presentList[0]?.giftId).toBe('GIFT-HOME-CLEAN');
    const id = page1.data.presentList[0]?.exchangeId ?? '';
    const detail = await call(giftExchangeDetail, { as: me, body: { exchangeId: id } });
    expect(detail.status).toBe(0);
    expect(detail.data.coupons.map((c) => c.serviceType)).toEqual(['21']);

    const stranger = await aCustomer();
    const refused = await call(giftExchangeDetail, { as: stranger, body: { exchangeId: id } });
    expect(refused.status).toBe(-3);
    expect(refused.data).toBeNull();
  });
});
