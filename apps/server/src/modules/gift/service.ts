import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
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
import type { DbOrTx } from '../../db/client.js';
import { issueCoupon, type CouponRow } from '../../domain/coupons.js';
import { couponViews } from '../../domain/coupon-views.js';
import { coupons, customers, giftExchanges, gifts } from '../../db/schema/index.js';

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

type GiftRow = typeof gifts.$inferSelect;
type ExchangeRow = typeof giftExchanges.$inferSelect;

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
  const [customer] = await deps.db
    .select({ remainPoint: customers.remainPoint })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw sessionInvalid();
  const rows = await deps.db
    .select()
    .from(gifts)
    .where(category ? eq(gifts.category, category) : undefined)
    .orderBy(gifts.sort, gifts.id);
  const mine = await deps.db
    .select({ giftId: giftExchanges.giftId })
    .from(giftExchanges)
    .where(eq(giftExchanges.customerId, customerId));
  const exchanged = new Set(mine.map((m) => m.giftId));
  const en = locale === 'en-US';
  return {
    remainPoint: customer.remainPoint,
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
 * Exchanges points for a gift, once per customer. The INSERT on the unique key
 * (customer, gift) goes first: of racing requests only one row is inserted
 * (PostgreSQL makes the others wait for it and then skip), so only one goes on
 * to take the stock and the points, each a conditional UPDATE in the same
 * transaction; any refusal rolls the whole exchange back.
 */
export async function exchange(
  deps: AppDeps,
  customerId: string,
  giftId: string,
  quantity: number,
  locale: Locale,
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const [gift] = await tx.select().from(gifts).where(eq(gifts.id, giftId));
    if (!gift) throw notFound();
    if (quantity > gift.limitPerCustomer) {
      throw new BusinessError(Status.badInput, giftMessages.overLimit, {
        errors: [{ field: 'quantity', message: giftMessages.overLimit[locale] }],
      });
    }
    const points = gift.pointPrice * quantity;
    const [row] = await tx
      .insert(giftExchanges)
      .values({ customerId, giftId, quantity, points, exchangedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw toast(giftMessages.alreadyExchanged);
    const [stock] = await tx
      .update(gifts)
      .set({ stock: sql`${gifts.stock} - ${quantity}` })
      .where(and(eq(gifts.id, giftId), gte(gifts.stock, quantity)))
      .returning({ stock: gifts.stock });
    if (!stock) throw toast(giftMessages.soldOut);
    const [balance] = await tx
      .update(customers)
      .set({ remainPoint: sql`${customers.remainPoint} - ${points}`, updatedAt: now })
      .where(and(eq(customers.id, customerId), gte(customers.remainPoint, points)))
      .returning({ remainPoint: customers.remainPoint });
    if (!balance) throw toast(giftMessages.notEnoughPoints);
    const issued = await issueGiftCoupons(tx, customerId, gift, quantity, row.id, now);
    await tx
      .update(giftExchanges)
      .set({ couponIds: issued.map((c) => c.id) })
      .where(eq(giftExchanges.id, row.id));
    return {
      ...toExchange(row, gift, locale),
      remainPoint: balance.remainPoint,
      coupons: await couponViews(tx, issued, locale, now),
    };
  });
}

/** One coupon per item and unit exchanged, valid from now for the item's days. */
export async function issueGiftCoupons(
  tx: DbOrTx,
  customerId: string,
  gift: GiftRow,
  quantity: number,
  exchangeId: string,
  now: Date,
): Promise<CouponRow[]> {
  const issued: CouponRow[] = [];
  for (let i = 0; i < quantity; i++) {
    for (const item of gift.items) {
      issued.push(
        await issueCoupon(
          tx,
          {
            customerId,
            serviceType: item.serviceType,
            name: item.name,
            nameEn: item.nameEn,
            source: 'exchange',
            validFrom: now,
            validTo: new Date(now.getTime() + item.validDays * 86_400_000),
            quantity: item.quantity,
            faceValue: item.faceValue ?? null,
            transferable: item.transferable ?? false,
          },
          { kind: 'customer', id: customerId },
          `exchange:${exchangeId}`,
        ),
      );
    }
  }
  return issued;
}

export async function exchangeDetail(deps: AppDeps, customerId: string, exchangeId: string, locale: Locale) {
  if (!/^[0-9a-f-]{36}$/i.test(exchangeId)) throw notFound();
  const [found] = await deps.db
    .select({ exchange: giftExchanges, gift: gifts })
    .from(giftExchanges)
    .innerJoin(gifts, eq(gifts.id, giftExchanges.giftId))
    .where(and(eq(giftExchanges.id, exchangeId), eq(giftExchanges.customerId, customerId)));
  if (!found) throw notFound();
  const ids = found.exchange.couponIds;
  // Coupons given away since keep their history with their new owner; only the customer's own show.
  const rows = ids.length
    ? await deps.db
        .select()
        .from(coupons)
        .where(and(inArray(coupons.id, ids), eq(coupons.customerId, customerId)))
    : [];
  const views: Coupon[] = await couponViews(deps.db, rows, locale);
  return { ...toExchange(found.exchange, found.gift, locale), coupons: views };
}

export async function history(
  deps: AppDeps,
  customerId: string,
  page: { onPagenum: number; onPagesize: number },
  locale: Locale,
): Promise<DataOf<typeof giftExchangeHistory>> {
  const mine = eq(giftExchanges.customerId, customerId);
  const [count] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(giftExchanges)
    .where(mine);
  const rows = await deps.db
    .select({ exchange: giftExchanges, gift: gifts })
    .from(giftExchanges)
    .innerJoin(gifts, eq(gifts.id, giftExchanges.giftId))
    .where(mine)
    .orderBy(desc(giftExchanges.exchangedAt), giftExchanges.id)
    .limit(page.onPagesize)
    .offset((page.onPagenum - 1) * page.onPagesize);
  return {
    presentList: rows.map((r) => toExchange(r.exchange, r.gift, locale)),
    total: count?.n ?? 0,
  };
}
