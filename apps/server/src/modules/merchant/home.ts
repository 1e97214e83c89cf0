import { chinaDay, chinaDayStart, type Locale } from '@rc/contract';
import { redemptionCountsByState, redemptionsSince } from '../../domain/merchants.js';
import type { AppDeps } from '../../http/deps.js';
import type { SessionContext } from '../../http/session-store.js';
import { countToAccept } from './bookings.js';
import { merchantOf, type RedemptionRow } from './identity.js';

/** The merchant's home: today's figures and what waits. */

const dayMs = 86_400_000;

export async function merchantHome(
  deps: AppDeps,
  session: SessionContext | null,
  locale: Locale,
  now = new Date(),
) {
  const me = await merchantOf(deps, session);
  const en = locale === 'en-US';
  const mid = me.merchant.id;
  const counts = await redemptionCountsByState(deps.db, mid);
  const countOf = (s: RedemptionRow['state']) => counts.find((c) => c.state === s)?.n ?? 0;
  const today = chinaDayStart(chinaDay(now));
  const weekStart = new Date(today.getTime() - 6 * dayMs);
  const recent = await redemptionsSince(deps.db, mid, weekStart);
  const days = Array.from({ length: 7 }, (_, i) => chinaDay(new Date(today.getTime() - i * dayMs)));
  const first = me.stores[0];
  return {
    merchantName: en ? me.merchant.nameEn : me.merchant.name,
    shopName: first ? (en ? first.nameEn : first.name) : '',
    shopAddress: first ? (en ? first.addressEn : first.address) : '',
    toServeCount: countOf('redeemed'),
    toAcceptCount: await countToAccept(deps, me.stores),
    completedCount: countOf('completed'),
    verifiedTodayCount: recent.filter((r) => r.at >= today).length,
    stores: me.stores.map((s) => ({
      id: s.id,
      name: en ? s.nameEn : s.name,
      address: en ? s.addressEn : s.address,
      days: days.map((date) => ({
        date,
        count: recent.filter((r) => r.storeId === s.id && chinaDay(r.at) === date).length,
      })),
    })),
  };
}
