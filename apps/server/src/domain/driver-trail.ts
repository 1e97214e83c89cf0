import { desc, eq } from 'drizzle-orm';
import type { TrackPoint } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import type { OrderRow } from './orders.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { driverTrackPoints, orders } from '../db/schema/index.js';

/**
 * The designated driver of an order, as the dispatcher recorded it in the
 * order's details: the worker account that drives (a field worker signing in
 * like a rescuer), their name, sealed mobile and job number, and the expected
 * arrival. Positions are sealed rows of their own table, never kept in the
 * details.
 */
export interface DriverRecord {
  rescuerId?: string;
  name?: string;
  mobileSealed?: string;
  /** The driver's job number, shown where a tow truck shows its plate. */
  vehicleNo?: string;
  /** The bare job number (set by the console's assignment). */
  jobNo?: string;
  /** Minutes to arrival when recorded; `etaAt` (the console's assignment) supersedes it. */
  etaMinutes?: number;
  /** The expected arrival the dispatcher set, ISO. */
  etaAt?: string;
}

/** The order statuses in which the driver is on the way or driving: positions are taken and shown. */
export const drivingStatuses: readonly string[] = ['accepted', 'inService'];
/** The most points a trail answers: a long evening's drive at one report a minute. */
const maxPoints = 500;

export function driverOf(order: Pick<OrderRow, 'details'>): DriverRecord {
  const driver = order.details.driver;
  return typeof driver === 'object' && driver !== null ? driver : {};
}

export function isDriverOrder(order: Pick<OrderRow, 'details'>): boolean {
  return order.details.form === 'designatedDriver';
}

/** The driver's latest positions of an order (at most `limit`), oldest first, opened. */
export async function driverPoints(
  db: DbOrTx,
  fieldCrypto: FieldCrypto,
  orderId: string,
  limit = maxPoints,
): Promise<TrackPoint[]> {
  const rows = await db
    .select({ pointSealed: driverTrackPoints.pointSealed, at: driverTrackPoints.at })
    .from(driverTrackPoints)
    .where(eq(driverTrackPoints.orderId, orderId))
    .orderBy(desc(driverTrackPoints.at), desc(driverTrackPoints.id))
    .limit(limit);
  return rows.reverse().map((p) => {
    const point = JSON.parse(fieldCrypto.open(p.pointSealed)) as { lng: number; lat: number };
    return { lng: point.lng, lat: point.lat, at: p.at.toISOString() };
  });
}

/** One position of the driver serving an order, sealed, in the caller's transaction. */
export async function recordDriverPoint(
  tx: DbOrTx,
  fieldCrypto: FieldCrypto,
  orderId: string,
  point: { lng: number; lat: number },
  at: Date,
): Promise<void> {
  await tx.insert(driverTrackPoints).values({
    orderId,
    pointSealed: fieldCrypto.seal(JSON.stringify({ lng: point.lng, lat: point.lat })),
    at,
  });
}

/**
 * disaster/driverPosition: the driver assigned to the order (and no one else:
 * another worker or order is `notFound`) records where they are while the order is
 * accepted or in service. The order row is locked while its status is checked,
 * so a report racing the end of the service is refused (`notDriving`) rather than kept.
 */
export async function reportDriverPosition(
  db: Db,
  fieldCrypto: FieldCrypto,
  rescuerId: string,
  body: { orderPrimaryId: string; lng: number; lat: number },
  now = new Date(),
): Promise<
  { ok: true; orderPrimaryId: string; point: TrackPoint } | { ok: false; reason: 'notFound' | 'notDriving' }
> {
  if (!/^[0-9a-f-]{36}$/i.test(body.orderPrimaryId)) return { ok: false, reason: 'notFound' };
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, body.orderPrimaryId)).for('update');
    if (!order || !isDriverOrder(order) || driverOf(order).rescuerId !== rescuerId) {
      return { ok: false, reason: 'notFound' } as const;
    }
    if (!drivingStatuses.includes(order.status)) return { ok: false, reason: 'notDriving' } as const;
    await recordDriverPoint(tx, fieldCrypto, order.id, body, now);
    return {
      ok: true,
      orderPrimaryId: order.id,
      point: { lng: body.lng, lat: body.lat, at: now.toISOString() },
    } as const;
  });
}
