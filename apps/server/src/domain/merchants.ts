import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { merchants, redemptions, stores } from '../db/schema/index.js';
import type { Actor } from './coupons.js';

/**
 * Who a signed-in merchant is: their merchant row, their enabled stores, and the actor
 * their coupon moves are recorded under.
 */

export type MerchantRow = typeof merchants.$inferSelect;
export type RedemptionRow = typeof redemptions.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;

export function merchantActor(m: MerchantRow): Actor {
  return { kind: 'merchant', id: m.id };
}

/** The enabled merchant a customer account signs in as, with its enabled stores; null when none. */
export async function merchantAccountOf(
  db: DbOrTx,
  accountCustomerId: string,
): Promise<{ merchant: MerchantRow; stores: StoreRow[] } | null> {
  const [merchant] = await db
    .select()
    .from(merchants)
    .where(eq(merchants.accountCustomerId, accountCustomerId));
  if (!merchant || !merchant.enabled) return null;
  const list = await db
    .select()
    .from(stores)
    .where(and(eq(stores.merchantId, merchant.id), eq(stores.enabled, true)))
    .orderBy(asc(stores.snCode));
  return { merchant, stores: list };
}

/** How many of a merchant's redemptions are in each state. */
export async function redemptionCountsByState(db: DbOrTx, merchantId: string) {
  return db
    .select({ state: redemptions.state, n: sql<number>`count(*)::int` })
    .from(redemptions)
    .where(eq(redemptions.merchantId, merchantId))
    .groupBy(redemptions.state);
}

/** A merchant's redemptions (not undone) since a moment: which store and when. */
export async function redemptionsSince(db: DbOrTx, merchantId: string, since: Date) {
  return db
    .select({ storeId: redemptions.storeId, at: redemptions.redeemedAt })
    .from(redemptions)
    .where(
      and(
        eq(redemptions.merchantId, merchantId),
        gte(redemptions.redeemedAt, since),
        sql`${redemptions.state} <> 'undone'`,
      ),
    );
}
