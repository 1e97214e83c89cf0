import { couponPlateIn } from './coupon-scope.js';
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Locale } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import { coupons } from '../db/schema/rights.js';
import { catalogueOf } from '../db/catalogue-cache.js';
import type { CouponRow } from './coupons.js';

/**
 * Coupons as an order form offers them (order, car wash and network-service
 * forms): the customer's unused coupons valid now, of the service types given,
 * that the store (when one is chosen) accepts.
 */
export async function usableCoupons(
  db: DbOrTx,
  customerId: string,
  serviceTypes: readonly string[],
  opts: {
    storeId?: string | null;
    plateNumber?: string;
    now?: Date;
    /** A grantee's authorised plates: only coupons for them (decision 040). */
    plates?: readonly string[] | null;
  } = {},
): Promise<CouponRow[]> {
  const now = opts.now ?? new Date();
  if (serviceTypes.length === 0) return [];
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.customerId, customerId),
        eq(coupons.state, 'unused'),
        inArray(coupons.serviceType, [...serviceTypes]),
        lte(coupons.validFrom, now),
        gt(coupons.validTo, now),
        couponPlateIn(opts.plates ?? null),
      ),
    )
    .orderBy(asc(coupons.validTo), asc(coupons.id));
  return rows.filter(
    (c) =>
      (!opts.storeId || !c.storeIds || c.storeIds.includes(opts.storeId)) &&
      (!opts.plateNumber || !c.plateNumber || c.plateNumber === opts.plateNumber),
  );
}

export async function serviceTypeNames(
  db: DbOrTx,
  types: readonly string[],
  locale: Locale,
): Promise<Map<string, string>> {
  if (types.length === 0) return new Map();
  const { byType } = await catalogueOf(db);
  const names = new Map<string, string>();
  for (const type of types) {
    const entry = byType.get(type);
    if (entry) names.set(type, locale === 'en-US' ? entry.nameEn : entry.name);
  }
  return names;
}
