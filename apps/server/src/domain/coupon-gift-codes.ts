import { and, eq, gt, sql } from 'drizzle-orm';
import type { Coupon, Locale } from '@rc/contract';
import type { Db } from '../db/client.js';
import { giftCodes } from '../db/schema/index.js';
import { couponViews } from './coupon-views.js';
import { issuePackageItems } from './gift-packages.js';

/**
 * Accepts a gift code of one service type: one conditional UPDATE from `open`
 * (so a code is accepted once, whoever races for it), then its coupons are
 * issued to the customer in the same transaction. Null: no such open code for
 * this customer (the update matched nothing, so nothing changed).
 */
export async function acceptGiftCode(
  db: Db,
  customerId: string,
  type: string,
  giftCode: string,
  locale: Locale,
  now = new Date(),
): Promise<{ coupons: Coupon[] } | null> {
  return db.transaction(async (tx) => {
    const [code] = await tx
      .update(giftCodes)
      .set({ state: 'accepted', acceptedBy: customerId, acceptedAt: now })
      .where(
        and(
          eq(giftCodes.code, giftCode.toUpperCase()),
          eq(giftCodes.serviceType, type),
          eq(giftCodes.state, 'open'),
          gt(giftCodes.expiresAt, now),
          sql`(${giftCodes.forCustomerId} is null or ${giftCodes.forCustomerId} = ${customerId})`,
        ),
      )
      .returning();
    if (!code) return null;
    const issued = await issuePackageItems(tx, customerId, code.items, {
      source: 'giftPackage',
      refId: `giftCode:${code.code}`,
      now,
    });
    return { coupons: await couponViews(tx, issued, locale, now) };
  });
}
