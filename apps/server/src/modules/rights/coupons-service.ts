import {
  Status,
  type Coupon,
  type CouponDetail,
  type DataOf,
  type Locale,
  type Localized,
  type myCoupons,
  isUuid,
} from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { BusinessError, notFound, toast } from '../../http/errors.js';
import { couponViews, toCoupon } from '../../domain/coupon-views.js';
import { catalogueOf, type Catalogue } from '../../db/catalogue-cache.js';
import { serialized, type SerializedData } from '../../http/endpoints.js';
import type { CouponRow } from '../../domain/coupons.js';
import type { ActingFor } from '../../http/acting-for.js';
import { myCouponsPage, type MyCouponsAsk } from '../../domain/coupon-lists.js';
import { eventAction, ownCouponById, ownCouponWithExtras } from '../../domain/coupon-details.js';
import { changeOwnCouponPlate } from '../../domain/coupon-plates.js';
import { acceptGiftCode } from '../../domain/coupon-gift-codes.js';

/** How long a shown redemption code (and its QR content) is good for. */
export const redemptionCodeSeconds = 300;

export const couponMessages = {
  notUsable: {
    'zh-CN': '该券当前不可使用，无法出示券码',
    'en-US': 'This coupon cannot be used now, so its code cannot be shown',
  },
  plateNotYours: {
    'zh-CN': '请选择您名下的车牌',
    'en-US': 'Choose one of your own plates',
  },
  plateNotChangeable: {
    'zh-CN': '只有未使用的券可以更换车牌',
    'en-US': 'Only an unused coupon can change its plate',
  },
  giftCodeInvalid: {
    'zh-CN': '礼品码无效或已被领取',
    'en-US': 'This gift code is not valid or has been accepted already',
  },
} satisfies Record<string, Localized>;

type MyCouponsData = DataOf<typeof myCoupons>;

interface KeptPage {
  catalogue: Catalogue;
  /** Shaped at this instant: an earlier one is shaped again (a shown state may differ). */
  at: number;
  until: number;
  reply: SerializedData<MyCouponsData>;
}

/**
 * The serialised pages shaped from one page as read (the same object while nothing it was read
 * from changed), by language: with the catalogue they were named from, and the instant until which
 * their shown states hold (an unused coupon shows `expired` from its end on).
 */
const myCouponsReplies = new WeakMap<object, Map<Locale, KeptPage>>();

/** The first end still ahead of `now` among the unused coupons shown (Infinity: none). */
function shownStatesUntil(rows: readonly CouponRow[], now: number): number {
  let until = Infinity;
  for (const r of rows) {
    const end = r.validTo.getTime();
    if (r.state === 'unused' && end > now && end < until) until = end;
  }
  return until;
}

/**
 * myCoupons as sent: a page serialised once and kept beside the customer's cached page (decision
 * 061) while the catalogue and every shown state stay the same.
 */
export async function listMyCoupons(
  deps: AppDeps,
  who: ActingFor,
  body: MyCouponsAsk,
  locale: Locale,
  now = new Date(),
): Promise<SerializedData<MyCouponsData>> {
  const page = await myCouponsPage(deps.db, { customerId: who.id, plates: who.plates }, body, now);
  const at = now.getTime();
  const catalogue = await catalogueOf(deps.db);
  const kept = page.read ? myCouponsReplies.get(page.read) : undefined;
  const hit = kept?.get(locale);
  if (hit && hit.catalogue === catalogue && at >= hit.at && at < hit.until) return hit.reply;
  const reply = serialized<MyCouponsData>({
    list: await couponViews(deps.db, page.rows, locale, now),
    total: page.total,
  });
  if (page.read) {
    const mine = kept ?? new Map<Locale, KeptPage>();
    mine.set(locale, { catalogue, at, until: shownStatesUntil(page.rows, at), reply });
    if (!kept) myCouponsReplies.set(page.read, mine);
  }
  return reply;
}

export async function couponDetail(
  deps: AppDeps,
  who: ActingFor,
  idOrType: string,
  locale: Locale,
  now = new Date(),
): Promise<CouponDetail> {
  const found = await ownCouponWithExtras(deps.db, who, idOrType, now);
  if (!found) throw notFound();
  const { row, events, stores: storeRows } = found;
  const en = locale === 'en-US';
  const catalogue = (await catalogueOf(deps.db)).byType.get(row.serviceType);
  const storeList: CouponDetail['limits']['stores'] = storeRows
    ? storeRows.map((s) => ({
        id: s.id,
        name: en ? s.nameEn : s.name,
        address: en ? s.addressEn : s.address,
      }))
    : null;
  return {
    ...toCoupon(row, catalogue ?? null, locale, now),
    usageNotes: catalogue ? (en ? catalogue.usageNotesEn : catalogue.usageNotes) : '',
    limits: {
      weekdays: row.weekdays && row.weekdays.length > 0 ? [...row.weekdays].sort() : null,
      hours: row.hourFrom != null && row.hourTo != null ? { from: row.hourFrom, to: row.hourTo } : null,
      stores: storeList,
    },
    history: events.map((e) => ({
      action: eventAction(e.action),
      at: new Date(e.at).toISOString(),
      count: e.count,
      note: e.action === 'plateChanged' ? e.note : '',
    })),
  };
}

/**
 * The full code, only for the owner's coupon that is usable now. The QR content
 * carries an expiry and a keyed digest, so a screenshot stops working after a
 * few minutes and a merchant's scanner can tell a forged one.
 */
export async function redemptionCode(deps: AppDeps, who: ActingFor, couponId: string, now = new Date()) {
  if (!isUuid(couponId)) throw notFound();
  const row = await ownCouponById(deps.db, who, couponId);
  if (!row) throw notFound();
  const usable =
    row.state === 'unused' && row.validFrom <= now && row.validTo > now && row.usedCount < row.quantity;
  if (!usable) throw toast(couponMessages.notUsable);
  const expiresAt = new Date(now.getTime() + redemptionCodeSeconds * 1000);
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const digest = deps.fieldCrypto.blindIndex(`coupon:${row.code}:${exp}`).slice(0, 16);
  return {
    couponId: row.id,
    code: row.code,
    qrContent: `RC1:${row.code}:${exp}:${digest}`,
    expiresAt: expiresAt.toISOString(),
  };
}

export async function changeCouponPlate(
  deps: AppDeps,
  customerId: string,
  couponId: string,
  plate: string,
  locale: Locale,
): Promise<Coupon> {
  if (!isUuid(couponId)) throw notFound();
  const changed = await changeOwnCouponPlate(deps.db, customerId, couponId, plate, locale);
  if (changed.ok) return changed.coupon;
  switch (changed.reason) {
    case 'notFound':
      throw notFound();
    case 'plateNotYours':
      throw new BusinessError(Status.badInput, couponMessages.plateNotYours, {
        errors: [{ field: 'plateNumber', message: couponMessages.plateNotYours[locale] }],
      });
    case 'notChangeable':
      throw toast(couponMessages.plateNotChangeable);
  }
}

/** Accepts a gift code of one service type (domain/coupon-gift-codes.ts); once, whoever races for it. */
export async function acceptGift(
  deps: AppDeps,
  customerId: string,
  type: string,
  giftCode: string,
  locale: Locale,
  now = new Date(),
): Promise<{ coupons: Coupon[] }> {
  const accepted = await acceptGiftCode(deps.db, customerId, type, giftCode, locale, now);
  if (!accepted) throw toast(couponMessages.giftCodeInvalid);
  return accepted;
}
