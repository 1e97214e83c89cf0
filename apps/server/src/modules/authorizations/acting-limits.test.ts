import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, customers, giftExchanges, gifts, transferItems, transfers } from '../../db/schema/index.js';
import { addAuthorizedUser, createTransfer, exchangeGift, switchUser, transferDetail } from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit, type CustomerSession } from '../../testing/factories.js';

/**
 * An authorised user switched to their grantor uses the grantor's rights, but
 * giving coupons away and spending points stay the signed-in person's own acts
 * (docs/decisions/021-access-matrix-coverage.md). Before the fix the grantee
 * could give the grantor's coupon away and claim it into their own account.
 */
let t: TestApp;
const { call, ok, aCustomer, aCoupon } = testKit(() => t);
/** The signed-in grantee, switched to act for the grantor. */
let grantee: CustomerSession;
let grantor: CustomerSession;

async function pointsOf(id: string): Promise<number> {
  const [row] = await t.database.db
    .select({ p: customers.remainPoint })
    .from(customers)
    .where(eq(customers.id, id));
  return row?.p ?? -1;
}

beforeAll(async () => {
  t = await createTestApp();
  grantor = await aCustomer();
  grantee = await aCustomer();
  await ok(addAuthorizedUser, {
    as: grantor,
    body: {
      custName: grantee.name,
      mobile: grantee.mobile,
      idType: '1',
      idNumber: grantee.idNumber ?? '',
      plateNumbers: grantor.plates,
    },
  });
  // The grantee switches to act for the grantor.
  await ok(switchUser, { as: grantee, body: { targetPid: grantor.pid } });
}, 60_000);
afterAll(() => t.close());

describe('acting for a grantor', () => {
  it('cannot give the grantor’s coupon away, and the coupon stays the grantor’s', async () => {
    const db = t.database.db;
    const coupon = await aCoupon({ owner: grantor, transferable: true });
    const made = await call(createTransfer, { as: grantee, body: { couponId: coupon.id, quantity: 1 } });
    expect(made.status).not.toBe(0);
    expect(await db.select().from(transferItems).where(eq(transferItems.couponId, coupon.id))).toEqual([]);
    const [row] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.customerId).toBe(grantor.id);
    expect(row?.usedCount).toBe(0);
  });

  it('does not see the grantor’s transfers or their share codes', async () => {
    const db = t.database.db;
    const coupon = await aCoupon({ owner: grantor, transferable: true });
    const [given] = await db
      .insert(transfers)
      .values({
        giverId: grantor.id,
        shareCode: 'ActingLimitsCode1',
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: transfers.id });
    await db.insert(transferItems).values({ transferId: given?.id ?? '', couponId: coupon.id, quantity: 1 });
    const detail = await call(transferDetail, { as: grantee, params: { id: given?.id ?? '' } });
    expect(detail.status).not.toBe(0);
    expect(detail.response.body).not.toContain('ActingLimitsCode1');
  });

  it('spends the signed-in person’s points on a gift, never the grantor’s', async () => {
    const db = t.database.db;
    const [gift] = await db
      .select()
      .from(gifts)
      .where(sql`${gifts.stock} > 0`)
      .orderBy(gifts.pointPrice)
      .limit(1);
    // The gift catalogue is reference data of the seed, not a persona's.
    if (!gift) throw new Error('the seed has no gift in stock');
    await db
      .update(customers)
      .set({ remainPoint: gift.pointPrice * 2 })
      .where(eq(customers.id, grantor.id));
    await db.update(customers).set({ remainPoint: gift.pointPrice }).where(eq(customers.id, grantee.id));
    await db.delete(giftExchanges).where(eq(giftExchanges.giftId, gift.id));
    const r = await call(exchangeGift, { as: grantee, body: { giftId: gift.id, quantity: 1 } });
    expect(r.status, r.statusText).toBe(0);
    expect(await pointsOf(grantor.id)).toBe(gift.pointPrice * 2);
    expect(await pointsOf(grantee.id)).toBe(0);
    const rows = await db.select().from(giftExchanges).where(eq(giftExchanges.giftId, gift.id));
    expect(rows.map((x) => x.customerId)).toEqual([grantee.id]);
  });
});
