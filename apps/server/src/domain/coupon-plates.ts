import { and, eq } from 'drizzle-orm';
import type { Coupon, Locale } from '@rc/contract';
import type { Db } from '../db/client.js';
import { coupons, customers } from '../db/schema/index.js';
import { changePlate } from './coupons.js';
import { couponViews } from './coupon-views.js';

/** Why a coupon's plate was not changed: not the customer's coupon, not their plate, or no longer unused. */
export type PlateChangeRefusal = 'notFound' | 'plateNotYours' | 'notChangeable';

/**
 * Moves the customer's unused coupon to another of their plates, in one transaction; a refusal comes
 * before any write (the last one is the conditional update that matched nothing), so nothing changes.
 */
export async function changeOwnCouponPlate(
  db: Db,
  customerId: string,
  couponId: string,
  plate: string,
  locale: Locale,
): Promise<{ ok: true; coupon: Coupon } | { ok: false; reason: PlateChangeRefusal }> {
  return db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ state: coupons.state })
      .from(coupons)
      .where(and(eq(coupons.id, couponId), eq(coupons.customerId, customerId)));
    if (!owned) return { ok: false, reason: 'notFound' } as const;
    const [customer] = await tx
      .select({ plates: customers.plateNumbers })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!customer?.plates.includes(plate)) return { ok: false, reason: 'plateNotYours' } as const;
    const row = await changePlate(tx, couponId, customerId, plate);
    if (!row) return { ok: false, reason: 'notChangeable' } as const;
    const [view] = await couponViews(tx, [row], locale, new Date());
    if (!view) return { ok: false, reason: 'notFound' } as const;
    return { ok: true, coupon: view } as const;
  });
}
