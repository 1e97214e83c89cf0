import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { orders } from '../db/schema/index.js';
import type { Actor } from './coupons.js';
import { orderNotes, sendOrderNotice } from './order-notices.js';
import { moveOrder, type OrderRow } from './orders.js';
import type { SmsSender } from './sms.js';

/** Bookings placed at a merchant's stores: the list, what waits to be accepted, accepting one. */

/** A booking is open (the store's to handle) while submitted, accepted or in service. */
export const openBookingStatuses = ['submitted', 'accepted', 'inService'] as const;

export function isOpenBooking(status: OrderRow['status']): boolean {
  return (openBookingStatuses as readonly string[]).includes(status);
}

function atStores(storeIds: readonly string[]) {
  return and(
    inArray(orders.storeId, storeIds.length > 0 ? [...storeIds] : ['00000000-0000-0000-0000-000000000000']),
    inArray(orders.status, [...openBookingStatuses]),
  );
}

/** A page of the open bookings at the stores, those to accept first, then by appointment. */
export async function openBookingsAt(
  db: DbOrTx,
  storeIds: readonly string[],
  q: { onPagenum: number; onPagesize: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = atStores(storeIds);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(
      sql`case ${orders.status} when 'submitted' then 0 else 1 end`,
      sql`coalesce(${orders.appointmentAt}, ${orders.createdAt})`,
      asc(orders.id),
    )
    .limit(q.onPagesize)
    .offset((q.onPagenum - 1) * q.onPagesize);
  return { total: count?.n ?? 0, rows };
}

/** How many bookings at the stores wait to be accepted. */
export async function bookingsToAccept(db: DbOrTx, storeIds: readonly string[]): Promise<number> {
  if (storeIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(inArray(orders.storeId, [...storeIds]), eq(orders.status, 'submitted')));
  return row?.n ?? 0;
}

/** An order by id, or null. */
export async function orderById(db: DbOrTx, orderId: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order ?? null;
}

/**
 * The store takes a booking, in the caller's transaction: one conditional move from
 * submitted (null when it is no longer submitted). The one home of this step: the
 * booking list's accept and a verified code (`domain/redemption.ts`) both take it.
 */
export function takeBooking(tx: DbOrTx, orderId: string, actor: Actor, at?: Date): Promise<OrderRow | null> {
  return moveOrder(tx, orderId, ['submitted'], 'accepted', actor, orderNotes.accepted, at ? { at } : {});
}

/**
 * Accepts a booking placed at the merchant's store: one conditional move, the customer told in
 * the same transaction. Answers the order as it now is (moved by this call or by another).
 */
export async function acceptBookingAt(
  db: Db,
  fieldCrypto: FieldCrypto,
  sms: SmsSender,
  merchantId: string,
  orderId: string,
  now: Date,
): Promise<OrderRow | null> {
  const moved = await db.transaction(async (tx) => {
    const row = await takeBooking(tx, orderId, { kind: 'merchant', id: merchantId }, now);
    if (row) await sendOrderNotice(tx, fieldCrypto, sms, row, 'accepted');
    return row;
  });
  return moved ?? (await orderById(db, orderId));
}
