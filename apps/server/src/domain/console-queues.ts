import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { customers, orders } from '../db/schema/index.js';
import { maskName } from './masking.js';
import type { OrderRow } from './orders.js';

/**
 * Which orders wait in which console queue: the driver bookings and health
 * cards screens list them, and the overview counts them, by the same rule.
 */

/** A designated-driver booking. */
export const isDriverBooking = sql`${orders.details}->>'form' = 'designatedDriver'`;
/** A booking that has a driver (`details.driver`). */
export const hasDriver = sql`(${orders.details} -> 'driver') is not null`;
/** A driver booking waiting for a driver. */
export const waitingDriverBooking = and(
  isDriverBooking,
  eq(orders.status, 'submitted'),
  sql`not ${hasDriver}`,
);

/** A health payment card application. */
export const isHealthCard = and(
  eq(orders.businessType, 'card'),
  sql`${orders.details}->>'form' = 'healthCard'`,
);
/** A health card application waiting to be made. */
export const pendingHealthCard = and(isHealthCard, eq(orders.status, 'submitted'));

/** The customers' names, masked as the console may see them. */
export async function customerNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, name: customers.custName })
    .from(customers)
    .where(inArray(customers.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, maskName(r.name)]));
}

/** One page of the orders matching `where` in `order`, with how many match in all. */
export async function pageOfOrders(
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[],
  page: { onPagenum: number; onPagesize: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, [n]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...order)
      .offset((page.onPagenum - 1) * page.onPagesize)
      .limit(page.onPagesize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: n?.n ?? 0 };
}
