import {
  Status,
  type Coupon,
  type DataOf,
  type GiftExchange,
  type Locale,
  type Localized,
  type giftExchangeHistory,
} from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { BusinessError, notFound, sessionInvalid, toast } from '../../http/errors.js';
import { couponViews } from '../../domain/coupon-views.js';
import {
  exchangeGift,
  giftExchangesPage,
  giftShop,
  ownGiftExchange,
  type GiftExchangeRow as ExchangeRow,
  type GiftRow,
} from '../../domain/gift-exchanges.js';

export const giftMessages = {
  alreadyExchanged: {
    'zh-CN': '该礼包您已兑换过，每位客户限兑一次',
    'en-US': 'You have exchanged this gift already; each customer may exchange it once',
  },
  notEnoughPoints: {
    'zh-CN': '您的积分不足，暂时无法兑换',
    'en-US': 'You do not have enough points for this gift',
  },
  soldOut: { 'zh-CN': '该礼包已兑完', 'en-US': 'This gift has run out' },
  overLimit: {
    'zh-CN': '超出每人可兑换数量',
    'en-US': 'That is more than one customer may exchange',
  },
} satisfies Record<string, Localized>;

function giftName(g: Pick<GiftRow, 'name' | 'nameEn'>, locale: Locale): string {
  return locale === 'en-US' ? g.nameEn : g.name;
}

function toExchange(row: ExchangeRow, gift: GiftRow, locale: Locale): GiftExchange {
  return {
    exchangeId: row.id,
    giftId: row.giftId,
    giftName: giftName(gift, locale),
    imageUrl: gift.imageUrl,
    quantity: row.quantity,
    points: row.points,
    exchangedAt: row.exchangedAt.toISOString(),
    state: row.state,
  };
}

export async function catalogue(
  deps: AppDeps,
  customerId: string,
  category: string | undefined,
  locale: Locale,
) {
  const shop = await giftShop(deps.db, customerId, category);
  if (!shop) throw sessionInvalid();
  const { gifts: rows, exchanged } = shop;
  const en = locale === 'en-US';
  return {
    remainPoint: shop.remainPoint,
    list: rows.map((g) => ({
      id: g.id,
      name: giftName(g, locale),
      description: en ? g.descriptionEn : g.description,
      imageUrl: g.imageUrl,
      serviceType: g.serviceType,
      category: g.category,
      pointPrice: g.pointPrice,
      stock: g.stock,
      limitPerCustomer: g.limitPerCustomer,
      exchanged: exchanged.has(g.id),
    })),
  };
}

/**
 * Exchanges points for a gift, once per customer (domain/gift-exchanges.ts): racing requests
 * exchange once, and any refusal rolls the whole exchange back.
 */
export async function exchange(
  deps: AppDeps,
  customerId: string,
  giftId: string,
  quantity: number,
  locale: Locale,
  now = new Date(),
) {
  const done = await exchangeGift(deps.db, customerId, giftId, quantity, now, (tx, issued) =>
    couponViews(tx, issued, locale, now),
  );
  if (!done.ok) {
    switch (done.reason) {
      case 'notFound':
        throw notFound();
      case 'overLimit':
        throw new BusinessError(Status.badInput, giftMessages.overLimit, {
          errors: [{ field: 'quantity', message: giftMessages.overLimit[locale] }],
        });
      default:
        throw toast(giftMessages[done.reason]);
    }
  }
  return {
    ...toExchange(done.exchange, done.gift, locale),
    remainPoint: done.remainPoint,
    coupons: done.coupons,
  };
}

export async function exchangeDetail(deps: AppDeps, customerId: string, exchangeId: string, locale: Locale) {
  const found = await ownGiftExchange(deps.db, customerId, exchangeId);
  if (!found) throw notFound();
  const views: Coupon[] = await couponViews(deps.db, found.coupons, locale);
  return { ...toExchange(found.exchange, found.gift, locale), coupons: views };
}

export async function history(
  deps: AppDeps,
  customerId: string,
  page: { onPagenum: number; onPagesize: number },
  locale: Locale,
): Promise<DataOf<typeof giftExchangeHistory>> {
  const { rows, total } = await giftExchangesPage(deps.db, customerId, page);
  return {
    presentList: rows.map((r) => toExchange(r.exchange, r.gift, locale)),
    total,
  };
}
