import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { orderNotes, sendOrderNotice } from './order-notices.js';
import { cancelOrder } from './orders.js';
import { orders } from '../db/schema/index.js';
import type { SmsSender } from './sms.js';

/** A store has this long after a booking is placed to accept it (and never past the appointment). */
export const bookingAcceptHours = 24;

/** When a booking must be accepted by: its appointment time, at the latest 24 hours after it was placed. */
export function acceptByOf(order: { createdAt: Date; appointmentAt: Date | null }): Date {
  const latest = order.createdAt.getTime() + bookingAcceptHours * 3_600_000;
  return new Date(Math.min(latest, order.appointmentAt?.getTime() ?? latest));
}

const acceptBySql = sql`least(${orders.appointmentAt}, ${orders.createdAt} + make_interval(hours => ${bookingAcceptHours}))`;

/**
 * Cancels the store bookings no store accepted in time, returns their coupon
 * uses and tells each customer. Safe with several processes sweeping at once:
 * the due rows are locked with SKIP LOCKED, so each is handled by one sweep, and
 * the cancel is a conditional move that loses cleanly to an accept that got
 * there first. Running it again changes nothing. Returns how many it cancelled.
 */
export async function sweepUnacceptedBookings(
  db: Db,
  fieldCrypto: FieldCrypto,
  sms: SmsSender,
  now = new Date(),
  batch = 20,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'submitted'), isNotNull(orders.storeId), lt(acceptBySql, now)))
      .orderBy(asc(orders.createdAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    let cancelled = 0;
    for (const d of due) {
      const row = await cancelOrder(
        tx,
        d.id,
        { kind: 'system', id: 'booking-sweep' },
        orderNotes.notAccepted,
      );
      if (!row) continue;
      await sendOrderNotice(tx, fieldCrypto, sms, row, 'notAccepted');
      cancelled += 1;
    }
    return cancelled;
  });
}
