import { sql, type SQL } from 'drizzle-orm';
import type { Coupon, Locale } from '@rc/contract';
import type { CouponRow } from '../../domain/coupons.js';
import { coupons } from '../../db/schema/rights.js';

/** The redemption code masked except its last four characters (the full code comes with the QR only). */
export function maskCode(code: string): string {
  return `****${code.slice(-4)}`;
}

/** `expired` is derived on read: an unused coupon past its validity is expired (db/schema/rights.ts). */
export function couponOf(row: CouponRow, typeName: string, locale: Locale, now = new Date()): Coupon {
  const state = row.state === 'unused' && row.validTo <= now ? 'expired' : row.state;
  return {
    id: row.id,
    serviceType: row.serviceType,
    serviceTypeName: typeName,
    name: locale === 'en-US' ? row.nameEn : row.name,
    code: maskCode(row.code),
    state,
    source: row.source,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    quantity: row.quantity,
    usedCount: row.usedCount,
    faceValue: row.faceValue,
    plateNumber: row.plateNumber,
    transferable: row.transferable,
  };
}

/** Usable first, then not yet valid, then being given, then used, expired and given away. */
export function stateOrder(now: Date): SQL<number> {
  const at = now.toISOString();
  return sql<number>`case
    when ${coupons.state} = 'unused' and ${coupons.validFrom} <= ${at}::timestamptz and ${coupons.validTo} > ${at}::timestamptz then 0
    when ${coupons.state} = 'unused' and ${coupons.validFrom} > ${at}::timestamptz then 1
    when ${coupons.state} = 'transferring' then 2
    when ${coupons.state} = 'used' then 3
    else 4 end`;
}
