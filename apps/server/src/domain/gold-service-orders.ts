import { and, asc, count, desc, eq } from 'drizzle-orm';
import { isUuid } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import { coupons, orderHistory, orders } from '../db/schema/index.js';
import type { OrderRow } from './orders.js';

/** The gold service's orders (business type `golden`), as the customer's own screens read them. */
export const goldenBusinessType = 'golden';

/**
 * A page of the customer's gold-service orders of one coupon (null: of every coupon), newest
 * first, the total, and the coupons that paid for any of them. Null when the coupon is not the
 * customer's (another customer's coupon answers as if it did not exist).
 */
export async function goldenOrdersPage(
  db: DbOrTx,
  customerId: string,
  couponId: string | null,
  page: { onPagenum: number; onPagesize: number },
) {
  const golden = and(eq(orders.customerId, customerId), eq(orders.businessType, goldenBusinessType));
  let where = golden;
  if (couponId !== null) {
    if (!isUuid(couponId)) return null;
    const [own] = await db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.id, couponId), eq(coupons.customerId, customerId)));
    if (!own) return null;
    where = and(golden, eq(orders.couponId, couponId));
  }
  const [rows, [n], couponRows] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.onPagesize)
      .offset((page.onPagenum - 1) * page.onPagesize),
    db.select({ n: count() }).from(orders).where(where),
    db
      .selectDistinct({
        id: coupons.id,
        name: coupons.name,
        nameEn: coupons.nameEn,
        quantity: coupons.quantity,
        usedCount: coupons.usedCount,
        validTo: coupons.validTo,
      })
      .from(coupons)
      .innerJoin(orders, eq(orders.couponId, coupons.id))
      .where(golden)
      .orderBy(asc(coupons.validTo), asc(coupons.id)),
  ]);
  return { rows, total: n?.n ?? 0, coupons: couponRows };
}

/** One of the customer's gold-service orders with its history (oldest first); null: none. */
export async function ownGoldenOrder(
  db: DbOrTx,
  customerId: string,
  orderId: string,
): Promise<{ row: OrderRow; history: (typeof orderHistory.$inferSelect)[] } | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.customerId, customerId),
        eq(orders.businessType, goldenBusinessType),
      ),
    );
  if (!row) return null;
  const history = await db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, row.id))
    .orderBy(asc(orderHistory.at));
  return { row, history };
}
