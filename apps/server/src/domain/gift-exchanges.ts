import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { isUuid } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import { coupons, customers, giftExchanges, gifts } from '../db/schema/index.js';
import type { CouponRow } from './coupons.js';
import { issuePackageItems } from './gift-packages.js';

/** The points shop: gifts a customer exchanges points for, once each, paid in coupons. */

export type GiftRow = typeof gifts.$inferSelect;
export type GiftExchangeRow = typeof giftExchanges.$inferSelect;

/** The shop's gifts (of a category), the customer's points and which gifts they exchanged; null: no customer. */
export async function giftShop(
  db: DbOrTx,
  customerId: string,
  category: string | undefined,
): Promise<{ remainPoint: number; gifts: GiftRow[]; exchanged: Set<string> } | null> {
  const [customer] = await db
    .select({ remainPoint: customers.remainPoint })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) return null;
  const rows = await db
    .select()
    .from(gifts)
    .where(category ? eq(gifts.category, category) : undefined)
    .orderBy(gifts.sort, gifts.id);
  const mine = await db
    .select({ giftId: giftExchanges.giftId })
    .from(giftExchanges)
    .where(eq(giftExchanges.customerId, customerId));
  return { remainPoint: customer.remainPoint, gifts: rows, exchanged: new Set(mine.map((m) => m.giftId)) };
}

export type GiftExchangeRefusal =
  'notFound' | 'overLimit' | 'alreadyExchanged' | 'soldOut' | 'notEnoughPoints';
class ExchangeRefused extends Error {
  constructor(readonly reason: GiftExchangeRefusal) {
    super(reason);
  }
}

/**
 * Exchanges points for a gift, once per customer. The INSERT on the unique key
 * (customer, gift) goes first: of racing requests only one row is inserted
 * (PostgreSQL makes the others wait for it and then skip), so only one goes on
 * to take the stock and the points, each a conditional UPDATE in the same
 * transaction; any refusal rolls the whole exchange back and is returned as a value.
 * `thenRead` reads what the reply shows of the coupons, in the same transaction.
 */
export async function exchangeGift<T>(
  db: Db,
  customerId: string,
  giftId: string,
  quantity: number,
  now: Date,
  thenRead: (tx: DbOrTx, issued: CouponRow[]) => Promise<T>,
): Promise<
  | { ok: true; exchange: GiftExchangeRow; gift: GiftRow; remainPoint: number; coupons: T }
  | { ok: false; reason: GiftExchangeRefusal }
> {
  try {
    return await db.transaction(async (tx) => {
      const [gift] = await tx.select().from(gifts).where(eq(gifts.id, giftId));
      if (!gift) throw new ExchangeRefused('notFound');
      if (quantity > gift.limitPerCustomer) throw new ExchangeRefused('overLimit');
      const points = gift.pointPrice * quantity;
      const [row] = await tx
        .insert(giftExchanges)
        .values({ customerId, giftId, quantity, points, exchangedAt: now })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ExchangeRefused('alreadyExchanged');
      const [stock] = await tx
        .update(gifts)
        .set({ stock: sql`${gifts.stock} - ${quantity}` })
        .where(and(eq(gifts.id, giftId), gte(gifts.stock, quantity)))
        .returning({ stock: gifts.stock });
      if (!stock) throw new ExchangeRefused('soldOut');
      const [balance] = await tx
        .update(customers)
        .set({ remainPoint: sql`${customers.remainPoint} - ${points}`, updatedAt: now })
        .where(and(eq(customers.id, customerId), gte(customers.remainPoint, points)))
        .returning({ remainPoint: customers.remainPoint });
      if (!balance) throw new ExchangeRefused('notEnoughPoints');
      // One coupon per item and unit exchanged.
      const issued = await issuePackageItems(tx, customerId, gift.items, {
        source: 'exchange',
        refId: `exchange:${row.id}`,
        now,
        units: quantity,
      });
      await tx
        .update(giftExchanges)
        .set({ couponIds: issued.map((c) => c.id) })
        .where(eq(giftExchanges.id, row.id));
      return {
        ok: true as const,
        exchange: row,
        gift,
        remainPoint: balance.remainPoint,
        coupons: await thenRead(tx, issued),
      };
    });
  } catch (e) {
    if (e instanceof ExchangeRefused) return { ok: false, reason: e.reason };
    throw e;
  }
}

/**
 * One of the customer's exchanges with its gift and the coupons it gave that the customer still
 * holds (coupons given away since keep their history with their new owner); null: none.
 */
export async function ownGiftExchange(
  db: DbOrTx,
  customerId: string,
  exchangeId: string,
): Promise<{ exchange: GiftExchangeRow; gift: GiftRow; coupons: CouponRow[] } | null> {
  if (!isUuid(exchangeId)) return null;
  const [found] = await db
    .select({ exchange: giftExchanges, gift: gifts })
    .from(giftExchanges)
    .innerJoin(gifts, eq(gifts.id, giftExchanges.giftId))
    .where(and(eq(giftExchanges.id, exchangeId), eq(giftExchanges.customerId, customerId)));
  if (!found) return null;
  const ids = found.exchange.couponIds;
  const rows = ids.length
    ? await db
        .select()
        .from(coupons)
        .where(and(inArray(coupons.id, ids), eq(coupons.customerId, customerId)))
    : [];
  return { ...found, coupons: rows };
}

/** A page of the customer's exchanges, newest first, and their total. */
export async function giftExchangesPage(
  db: DbOrTx,
  customerId: string,
  page: { onPagenum: number; onPagesize: number },
): Promise<{ rows: { exchange: GiftExchangeRow; gift: GiftRow }[]; total: number }> {
  const mine = eq(giftExchanges.customerId, customerId);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(giftExchanges)
    .where(mine);
  const rows = await db
    .select({ exchange: giftExchanges, gift: gifts })
    .from(giftExchanges)
    .innerJoin(gifts, eq(gifts.id, giftExchanges.giftId))
    .where(mine)
    .orderBy(desc(giftExchanges.exchangedAt), giftExchanges.id)
    .limit(page.onPagesize)
    .offset((page.onPagenum - 1) * page.onPagesize);
  return { rows, total: count?.n ?? 0 };
}
