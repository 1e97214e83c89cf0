import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, customers, giftExchanges, gifts, transferItems, transfers } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs, type Reply } from '../../testing/handoff.js';
import { customerIdOf, freshCoupon } from '../../testing/merchant-fixtures.js';

/**
 * An authorised user switched to their grantor uses the grantor's rights, but
 * giving coupons away and spending points stay the signed-in person's own acts
 * (docs/decisions/021-access-matrix-coverage.md). Before the fix the grantee
 * could give the grantor's coupon away and claim it into their own account.
 */
let t: TestApp;
let token: string;
let grantor: string;
let grantee: string;

async function call<T>(path: string, payload: unknown): Promise<Reply<T>> {
  const res = await t.call({
    method: 'POST',
    url: `/api/rcservice/${path}`,
    token,
    payload: payload as object,
  });
  return res.json<Reply<T>>();
}
async function pointsOf(id: string): Promise<number> {
  const [row] = await t.database.db
    .select({ p: customers.remainPoint })
    .from(customers)
    .where(eq(customers.id, id));
  return row?.p ?? -1;
}

beforeAll(async () => {
  t = await createTestApp();
  grantor = await customerIdOf(t.database.db, 'PID30000001');
  grantee = await customerIdOf(t.database.db, 'PID10000007');
  token = (await loginAs(t, 'rightUser')).token;
  // rightUser (PID10000007) was authorised by PID30000001 in the seed: switch to them.
  expect((await call('authority/R00010041', { targetPid: 'PID30000001' })).status).toBe(0);
}, 60_000);
afterAll(() => t.close());

describe('acting for a grantor', () => {
  it('cannot give the grantor’s coupon away, and the coupon stays the grantor’s', async () => {
    const db = t.database.db;
    const coupon = await freshCoupon(db, grantor);
    const made = await call<{ shareCode: string | null }>('donation/R00040019', {
      couponId: coupon.id,
      quantity: 1,
    });
    expect(made.status).not.toBe(0);
    expect(await db.select().from(transferItems).where(eq(transferItems.couponId, coupon.id))).toEqual([]);
    const [row] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.customerId).toBe(grantor);
    expect(row?.usedCount).toBe(0);
  });

  it('does not see the grantor’s transfers or their share codes', async () => {
    const db = t.database.db;
    const coupon = await freshCoupon(db, grantor);
    const [given] = await db
      .insert(transfers)
      .values({
        giverId: grantor,
        shareCode: 'ActingLimitsCode1',
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: transfers.id });
    await db.insert(transferItems).values({ transferId: given?.id ?? '', couponId: coupon.id, quantity: 1 });
    const detail = await t.call({
      method: 'GET',
      url: `/api/rcservice/donation/R00040017/${given?.id ?? ''}`,
      token,
    });
    const body = detail.json<Reply>();
    expect(body.status).not.toBe(0);
    expect(detail.body).not.toContain('ActingLimitsCode1');
  });

  it('spends the signed-in person’s points on a gift, never the grantor’s', async () => {
    const db = t.database.db;
    const [gift] = await db
      .select()
      .from(gifts)
      .where(sql`${gifts.stock} > 0`)
      .orderBy(gifts.pointPrice)
      .limit(1);
    if (!gift) throw new Error('the seed has no gift in stock');
    await db
      .update(customers)
      .set({ remainPoint: gift.pointPrice * 2 })
      .where(eq(customers.id, grantor));
    await db.update(customers).set({ remainPoint: gift.pointPrice }).where(eq(customers.id, grantee));
    await db.delete(giftExchanges).where(eq(giftExchanges.giftId, gift.id));
    const r = await call('gift/R00040034', { giftId: gift.id, quantity: 1 });
    expect(r.status, r.statusText).toBe(0);
    expect(await pointsOf(grantor)).toBe(gift.pointPrice * 2);
    expect(await pointsOf(grantee)).toBe(0);
    const rows = await db.select().from(giftExchanges).where(eq(giftExchanges.giftId, gift.id));
    expect(rows.map((x) => x.customerId)).toEqual([grantee]);
  });
});
