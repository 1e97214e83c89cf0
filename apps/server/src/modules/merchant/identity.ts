import { and, asc, eq } from 'drizzle-orm';
import { type Actor } from '../../domain/coupons.js';
import type { redemptions } from '../../db/schema/index.js';
import { merchants, stores } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { sessionInvalid, toast } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';
import { type StoreRow } from './tickets.js';
import { text } from './texts.js';

/**
 * Who the signed-in merchant is: their merchant row, their enabled stores, and the actor
 * their coupon moves are recorded under.
 */

export type MerchantRow = typeof merchants.$inferSelect;
export type RedemptionRow = typeof redemptions.$inferSelect;

export function merchantActor(m: MerchantRow): Actor {
  return { kind: 'merchant', id: m.id };
}

export async function merchantOf(
  deps: AppDeps,
  session: SessionContext | null,
): Promise<{ merchant: MerchantRow; stores: StoreRow[] }> {
  const id = session?.customerId;
  if (!id) throw sessionInvalid();
  const [merchant] = await deps.db.select().from(merchants).where(eq(merchants.accountCustomerId, id));
  if (!merchant || !merchant.enabled) throw toast(text.noMerchant);
  const list = await deps.db
    .select()
    .from(stores)
    .where(and(eq(stores.merchantId, merchant.id), eq(stores.enabled, true)))
    .orderBy(asc(stores.snCode));
  return { merchant, stores: list };
}

/** What a merchant may look up and redeem at: their own enabled stores. */
export function scopeOf(me: { merchant: MerchantRow; stores: StoreRow[] }) {
  return { merchantId: me.merchant.id, stores: me.stores };
}
