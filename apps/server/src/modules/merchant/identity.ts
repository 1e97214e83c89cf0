import {
  merchantAccountOf,
  type MerchantRow,
  type RedemptionRow,
  type StoreRow,
} from '../../domain/merchants.js';
import type { AppDeps } from '../../http/deps.js';
import { sessionInvalid, toast } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';
import { text } from './texts.js';

/** Who the signed-in merchant is (domain/merchants.ts); a session that is no merchant's is refused. */

export { merchantActor } from '../../domain/merchants.js';
export type { MerchantRow, RedemptionRow };

export async function merchantOf(
  deps: AppDeps,
  session: SessionContext | null,
): Promise<{ merchant: MerchantRow; stores: StoreRow[] }> {
  const id = session?.customerId;
  if (!id) throw sessionInvalid();
  const me = await merchantAccountOf(deps.db, id);
  if (!me) throw toast(text.noMerchant);
  return me;
}

/** What a merchant may look up and redeem at: their own enabled stores. */
export function scopeOf(me: { merchant: MerchantRow; stores: StoreRow[] }) {
  return { merchantId: me.merchant.id, stores: me.stores };
}
