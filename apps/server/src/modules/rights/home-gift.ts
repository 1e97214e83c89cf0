import type { Coupon, GiftPackage, Locale } from '@rc/contract';
import type { Db } from '../../db/client.js';
import { claimGiftPackage } from '../../domain/gift-packages.js';
import { holdingsOf } from '../../domain/rights-holdings.js';
import { catalogueRowsOf, giftPackageCoupons, latestGiftPackage } from '../../domain/rights-gift-package.js';
import { keepOnScreen, toast } from '../../http/errors.js';
import { badField } from '../../http/validate.js';
import { rightItemOf, type Viewer } from './home-catalogue.js';
import { couponViews } from '../../domain/coupon-views.js';

const words = {
  noPackage: {
    'zh-CN': '您暂无可领取的权益礼包',
    'en-US': 'You have no gift package of rights',
  },
  alreadyClaimed: {
    'zh-CN': '权益礼包已领取，请勿重复领取',
    'en-US': 'This gift package has already been claimed',
  },
} as const;

/** giftPackageRights: the package of /rights/getown, its rights and (once claimed) its coupons. */
export async function giftPackageOf(db: Db, viewer: Viewer, locale: Locale): Promise<GiftPackage> {
  const row = await latestGiftPackage(db, viewer.customerId);
  if (!row) throw keepOnScreen(words.noPackage);
  const types = row.pkg.items.map((i) => i.serviceType);
  const entries = await catalogueRowsOf(db, types);
  const held = await holdingsOf(db, viewer);
  const list = row.pkg.items.flatMap((item) => {
    const entry = entries.find((e) => e.serviceType === item.serviceType);
    if (!entry) return [];
    const right = rightItemOf(entry, held.get(entry.serviceType), locale);
    // Before the claim the package shows what it grants, not what the customer already holds.
    return [row.offer.state === 'claimed' ? right : { ...right, remainCount: item.quantity }];
  });
  let issued: Coupon[] = [];
  if (row.offer.state === 'claimed') {
    const rows = await giftPackageCoupons(db, viewer);
    issued = await couponViews(db, rows, locale);
  }
  return {
    packageName: locale === 'en-US' ? row.pkg.nameEn : row.pkg.name,
    state: row.offer.state,
    claimedAt: row.offer.claimedAt?.toISOString() ?? null,
    list,
    coupons: issued,
  };
}

/** claimRights: issues the package's coupons once; of racing claims exactly one wins. */
export async function claimPackage(
  db: Db,
  viewer: Viewer,
  plateNumber: string | undefined,
  locale: Locale,
): Promise<{ coupons: Coupon[] }> {
  if (plateNumber && !viewer.customer.plateNumbers.includes(plateNumber))
    throw badField('plateNumber', locale);
  const row = await latestGiftPackage(db, viewer.customerId);
  if (!row) throw keepOnScreen(words.noPackage);
  if (row.offer.state !== 'toClaim') throw toast(words.alreadyClaimed);
  const plate = plateNumber ?? (viewer.customer.currentPlate || null);
  const issued = await db.transaction((tx) => claimGiftPackage(tx, viewer.customerId, row.pkg.id, plate));
  if (!issued) throw toast(words.alreadyClaimed);
  return { coupons: await couponViews(db, issued, locale) };
}
