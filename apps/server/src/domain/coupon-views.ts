import type { Coupon, Locale } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import type { CouponRow } from './coupons.js';
import { catalogueOf, type CatalogueEntry } from '../db/catalogue-cache.js';

/**
 * How a coupon row is shown, for every module that answers coupons: the
 * redemption code masked except its last four characters (the full code only
 * comes with the QR, rights/R00010028), and `expired` derived on read for an
 * unused coupon past valid_to (schema/rights.ts), so lists and badges agree
 * without a sweeper job.
 */
export function maskCode(code: string): string {
  // As long as the code, so the detail's groups of four read like the real one.
  return code.length > 4 ? `${'*'.repeat(code.length - 4)}${code.slice(-4)}` : '****';
}

export function shownState(row: Pick<CouponRow, 'state' | 'validTo'>, now: Date): Coupon['state'] {
  return row.state === 'unused' && row.validTo <= now ? 'expired' : row.state;
}

export function toCoupon(
  row: CouponRow,
  catalogue: { name: string; nameEn: string } | null,
  locale: Locale,
  now: Date,
): Coupon {
  const en = locale === 'en-US';
  return {
    id: row.id,
    serviceType: row.serviceType,
    serviceTypeName: catalogue ? (en ? catalogue.nameEn : catalogue.name) : '',
    name: en ? row.nameEn : row.name,
    code: maskCode(row.code),
    state: shownState(row, now),
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

/** Rows to their shown form, with the catalogue's name of each service type in the user's language. */
export async function couponViews(
  db: DbOrTx,
  rows: CouponRow[],
  locale: Locale,
  now = new Date(),
): Promise<Coupon[]> {
  const byType = rows.length ? (await catalogueOf(db)).byType : new Map<string, CatalogueEntry>();
  return rows.map((r) => toCoupon(r, byType.get(r.serviceType) ?? null, locale, now));
}
