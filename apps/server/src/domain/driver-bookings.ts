import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { OpsDriver, OpsDriverOrder } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { driverTrackPoints, orderHistory, orders, rescuers } from '../db/schema/index.js';
import { writeAudit, type AuditActor } from './audit.js';
import {
  customerNames,
  hasDriver,
  isDriverBooking,
  pageOfOrders,
  waitingDriverBooking,
} from './console-queues.js';
import { driverOf, type DriverRecord } from './driver-trail.js';
import { maskMobile } from './masking.js';
import { moveOrder, type OrderRow } from './orders.js';
import { maskAddress } from './rescue.js';
import { outcomeOf, Refused, type Outcome } from './refusals.js';

/**
 * Console: the dispatcher assigns a designated driver (a field worker of kind
 * 'driver') to a booking (docs/decisions/026). The order row is locked while
 * its status is checked, so a customer's cancel and a second dispatcher cannot
 * both win; the driver is recorded in `details.driver` as the driver's phone and
 * the customer's progress screens read it.
 */

export type StateFilter = 'waiting' | 'assigned' | 'all';

function placesOf(fieldCrypto: FieldCrypto, row: OrderRow): { pickup: string; destination: string } {
  const sealed = row.details.sealedValues;
  if (typeof sealed !== 'string' || !sealed) return { pickup: '', destination: '' };
  const values = JSON.parse(fieldCrypto.open(sealed)) as Record<string, unknown>;
  const address = (v: unknown) =>
    typeof v === 'object' && v !== null && 'address' in v && typeof v.address === 'string'
      ? maskAddress(v.address)
      : '';
  return { pickup: address(values.pickup), destination: address(values.destination) };
}

function canAssign(row: OrderRow): boolean {
  return row.status === 'submitted' || row.status === 'accepted';
}

function viewOf(fieldCrypto: FieldCrypto, row: OrderRow, names: Map<string, string>): OpsDriverOrder {
  const d = driverOf(row);
  return {
    id: row.id,
    ticketId: row.orderNo,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    appointmentAt: row.appointmentAt?.toISOString() ?? null,
    customer: names.get(row.customerId) ?? '',
    plateNumber: row.plateNumber,
    ...placesOf(fieldCrypto, row),
    driver: d.rescuerId
      ? {
          driverId: d.rescuerId,
          name: d.name ?? '',
          mobile: d.mobileSealed ? maskMobile(fieldCrypto.open(d.mobileSealed)) : '',
          jobNo: d.jobNo ?? d.vehicleNo ?? '',
          arriveAt: d.etaAt ?? null,
        }
      : null,
    canAssign: canAssign(row),
  };
}

async function viewsOf(db: DbOrTx, fieldCrypto: FieldCrypto, rows: OrderRow[]): Promise<OpsDriverOrder[]> {
  const names = await customerNames(
    db,
    rows.map((r) => r.customerId),
  );
  return rows.map((r) => viewOf(fieldCrypto, r, names));
}

/** Waiting: submitted without a driver, soonest appointment first; the others newest first. */
export async function driverBookings(
  db: DbOrTx,
  fieldCrypto: FieldCrypto,
  q: { state: StateFilter; onPagenum: number; onPagesize: number },
): Promise<{ list: OpsDriverOrder[]; total: number }> {
  const where: SQL | undefined =
    q.state === 'waiting'
      ? waitingDriverBooking
      : and(isDriverBooking, q.state === 'assigned' ? hasDriver : undefined);
  const order =
    q.state === 'waiting'
      ? [asc(orders.appointmentAt), asc(orders.createdAt)]
      : [desc(orders.createdAt), desc(orders.id)];
  const { rows, total } = await pageOfOrders(db, where, order, q);
  return { list: await viewsOf(db, fieldCrypto, rows), total };
}

/** The enabled designated drivers, with how many bookings each holds now. */
export async function enabledDrivers(db: DbOrTx, fieldCrypto: FieldCrypto): Promise<{ list: OpsDriver[] }> {
  const rows = await db
    .select({
      r: rescuers,
      open: sql<number>`(select count(*)::int from ${orders} o
        where o.details->>'form' = 'designatedDriver' and o.details->'driver'->>'rescuerId' = ${rescuers.id}::text
        and o.status in ('accepted', 'inService'))`,
    })
    .from(rescuers)
    .where(and(eq(rescuers.kind, 'driver'), eq(rescuers.enabled, true)))
    .orderBy(asc(rescuers.companyName), asc(rescuers.name), asc(rescuers.loginName));
  return {
    list: rows.map(({ r, open }) => ({
      id: r.id,
      name: r.name,
      mobile: maskMobile(fieldCrypto.open(r.mobileSealed)),
      jobNo: r.jobNo,
      companyName: r.companyName,
      companyNameEn: r.companyNameEn,
      openOrders: Number(open),
    })),
  };
}

export type AssignRefusal =
  'notFound' | 'notDriverOrder' | 'orderCancelled' | 'orderUnderWay' | 'driverUnavailable' | 'sameDriver';

/**
 * Assigns the driver: a submitted booking moves to accepted with a history
 * entry; an accepted one (the drive not started) changes driver, with a history
 * note, and the former driver's positions are dropped so the customer's map
 * never shows someone who is not coming. One transaction with the audit line.
 */
export async function assignDriverToBooking(
  db: Db,
  fieldCrypto: FieldCrypto,
  operator: AuditActor & { operatorId: string },
  body: { id: string; driverId: string },
  arriveAt: Date,
  now: Date,
): Promise<Outcome<OpsDriverOrder, AssignRefusal>> {
  const assigned = await outcomeOf<OrderRow, AssignRefusal>(() =>
    db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, body.id)).for('update');
      if (!order) throw new Refused('notFound');
      if (order.details.form !== 'designatedDriver') throw new Refused('notDriverOrder');
      if (order.status === 'cancelled') throw new Refused('orderCancelled');
      if (!canAssign(order)) throw new Refused('orderUnderWay');
      const [driver] = await tx
        .select()
        .from(rescuers)
        .where(and(eq(rescuers.id, body.driverId), eq(rescuers.kind, 'driver'), eq(rescuers.enabled, true)));
      if (!driver) throw new Refused('driverUnavailable');
      const before = driverOf(order);
      if (before.rescuerId === driver.id) throw new Refused('sameDriver');
      const record: DriverRecord = {
        rescuerId: driver.id,
        name: driver.name,
        mobileSealed: driver.mobileSealed,
        // The job number stands where a tow truck shows its plate; the screen labels it.
        vehicleNo: driver.jobNo || undefined,
        jobNo: driver.jobNo,
        etaMinutes: Math.max(1, Math.round((arriveAt.getTime() - now.getTime()) / 60_000)),
        etaAt: arriveAt.toISOString(),
      };
      const actor = { kind: 'operator' as const, id: operator.operatorId };
      let moved: OrderRow | null;
      if (order.status === 'submitted') {
        moved = await moveOrder(tx, order.id, ['submitted'], 'accepted', actor, '已派代驾司机', { at: now });
      } else {
        await tx.delete(driverTrackPoints).where(eq(driverTrackPoints.orderId, order.id));
        await tx.insert(orderHistory).values({
          orderId: order.id,
          status: 'accepted',
          actorKind: actor.kind,
          actorId: actor.id,
          note: '已改派代驾司机',
          at: now,
        });
        moved = order;
      }
      if (!moved) throw new Refused('orderUnderWay');
      const [updated] = await tx
        .update(orders)
        .set({ details: { ...moved.details, driver: record }, updatedAt: now })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'accepted')))
        .returning();
      if (!updated) throw new Refused('orderUnderWay');
      await writeAudit(tx, operator, {
        action: before.rescuerId ? 'driverOrder.reassign' : 'driverOrder.assign',
        objectType: 'driverOrder',
        objectId: order.id,
        before: before.rescuerId
          ? { driver: before.name ?? '', status: order.status }
          : { status: order.status },
        after: { driver: driver.name, jobNo: driver.jobNo, arriveAt: record.etaAt ?? '', status: 'accepted' },
      });
      return updated;
    }),
  );
  if (!assigned.ok) return assigned;
  const [view] = await viewsOf(db, fieldCrypto, [assigned.value]);
  return view ? { ok: true, value: view } : { ok: false, reason: 'notFound' };
}
