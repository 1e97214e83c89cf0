import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { orderHistory, orders } from '../db/schema/index.js';
import type { OrderRow } from './orders.js';

/** A form order's history as its own screens list it (oldest first). */
export async function serviceOrderHistory(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.at));
}

/** person/R00021013: a page of the customer's booked appointments (orders with a time), newest first. */
export async function appointmentsPage(
  db: DbOrTx,
  customerId: string,
  q: { onPagenum: number; onPagesize: number; serviceType?: string | undefined },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(
    eq(orders.customerId, customerId),
    isNotNull(orders.appointmentAt),
    ...(q.serviceType ? [eq(orders.serviceType, q.serviceType)] : []),
  );
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.appointmentAt), desc(orders.id))
    .limit(q.onPagesize)
    .offset((q.onPagenum - 1) * q.onPagesize);
  return { rows, total: total?.n ?? 0 };
}
