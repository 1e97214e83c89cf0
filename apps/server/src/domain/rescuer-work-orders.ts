import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import type { DispatchStatus } from '../db/schema/rescue.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import {
  orders,
  rescueDispatchEvents,
  rescueDispatches,
  rescueRequests,
  rescuers,
  towVehicles,
} from '../db/schema/index.js';
import { consentInForceSql } from './consents.js';
import { etaMinutesFor, maskAddress, openPlace, type RescuePlace } from './rescue.js';
import { distanceMeters } from '@rc/contract';
import { busyDispatchStatuses, isTowWorker, type DispatchRow } from './rescue-dispatch.js';
import { notifyRescue } from './rescue-live.js';
import {
  acceptDispatch,
  advanceDispatch,
  confirmMeeting,
  declineDispatch,
  openDispatchStatuses,
  reassignDispatch,
  recordPosition,
} from './rescue-moves.js';
import { companyVehicle, workOfVehicle, type VehicleRow } from './rescuer-work.js';

/** A rescuer's work orders: what they may see, and each step they take on one. */

const rowShape = {
  d: rescueDispatches,
  o: {
    orderNo: orders.orderNo,
    contactName: orders.contactName,
    contactMobileSealed: orders.contactMobileSealed,
    plateNumber: orders.plateNumber,
    details: orders.details,
    sharesWithRescuers: consentInForceSql(orders.customerId, 'rescuerSharing'),
  },
  r: rescueRequests,
};

/** A work order with what its rescuer may be shown of the order and the rescue request. */
export type WorkOrderRow = {
  d: DispatchRow;
  o: {
    orderNo: string;
    contactName: string;
    contactMobileSealed: string;
    plateNumber: string;
    details: Record<string, unknown>;
    sharesWithRescuers: boolean;
  };
  r: typeof rescueRequests.$inferSelect;
};

/**
 * What a rescuer may see: offers to their company's pool (to decide whether to
 * take them) and work orders addressed to or held by them. An offer addressed
 * to a colleague's vehicle, and anything else, does not exist for them.
 */
function visibleTo(rescuerId: string, companyName: string): SQL {
  return or(
    and(
      eq(rescueDispatches.status, 'offered'),
      isNull(rescueDispatches.rescuerId),
      eq(rescueDispatches.companyName, companyName),
    ),
    eq(rescueDispatches.rescuerId, rescuerId),
  ) as SQL;
}

function selectRows(db: DbOrTx) {
  return db
    .select(rowShape)
    .from(rescueDispatches)
    .innerJoin(orders, eq(orders.id, rescueDispatches.orderId))
    .innerJoin(rescueRequests, eq(rescueRequests.orderId, rescueDispatches.orderId));
}

/** A page of the rescuer's open work (flag 0: offers first, then by age) or finished work (flag 1). */
export async function workOrderPage(
  db: DbOrTx,
  rescuer: { id: string; companyName: string },
  q: { flag: '0' | '1'; onPagenum: number; onPagesize: number; towCarVehicleNo?: string | undefined },
): Promise<{ rows: WorkOrderRow[]; total: number }> {
  const rescuerId = rescuer.id;
  const statusFilter =
    q.flag === '1'
      ? and(
          eq(rescueDispatches.rescuerId, rescuerId),
          inArray(rescueDispatches.status, ['finished', 'reassigned', 'cancelled']),
        )
      : and(
          visibleTo(rescuerId, rescuer.companyName),
          inArray(rescueDispatches.status, ['offered', 'accepted', 'departed', 'arrived', 'inService']),
        );
  const where = q.towCarVehicleNo
    ? and(
        statusFilter,
        or(eq(rescueDispatches.vehicleNo, q.towCarVehicleNo), eq(rescueDispatches.status, 'offered')),
      )
    : statusFilter;
  const rows = (await selectRows(db)
    .where(where)
    .orderBy(
      // Open work: offers first (someone is waiting for a truck), then by age.
      q.flag === '0'
        ? sql`case when ${rescueDispatches.status} = 'offered' then 0 else 1 end`
        : desc(rescueDispatches.updatedAt),
      q.flag === '0' ? asc(rescueDispatches.offeredAt) : desc(rescueDispatches.offeredAt),
    )
    .limit(q.onPagesize)
    .offset((q.onPagenum - 1) * q.onPagesize)) as WorkOrderRow[];
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rescueDispatches)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** A work order the rescuer may see by its sub-ticket (and ticket), or null. */
export async function visibleWorkOrder(
  db: DbOrTx,
  rescuer: { id: string; companyName: string },
  subTicketId: string,
  ticketId?: string,
): Promise<WorkOrderRow | null> {
  const [row] = (await selectRows(db)
    .where(
      and(
        eq(rescueDispatches.subTicketId, subTicketId),
        ticketId ? eq(orders.orderNo, ticketId) : undefined,
        visibleTo(rescuer.id, rescuer.companyName),
      ),
    )
    .limit(1)) as WorkOrderRow[];
  return row ?? null;
}

/** The rescuer's own live work order (accepted to in service) on a ticket, or null. */
export async function liveWorkOrderOnTicket(
  db: DbOrTx,
  rescuerId: string,
  ticketId: string,
): Promise<WorkOrderRow | null> {
  const [row] = (await selectRows(db)
    .where(
      and(
        eq(orders.orderNo, ticketId),
        eq(rescueDispatches.rescuerId, rescuerId),
        inArray(rescueDispatches.status, [...busyDispatchStatuses]),
      ),
    )
    .limit(1)) as WorkOrderRow[];
  return row ?? null;
}

/** The rescuer's own live work order (accepted to in service) served by a vehicle, or null. */
export async function liveWorkOrderOfVehicle(
  db: DbOrTx,
  rescuerId: string,
  vehicleNo: string,
): Promise<WorkOrderRow | null> {
  const [current] = (await selectRows(db)
    .where(
      and(
        eq(rescueDispatches.vehicleNo, vehicleNo),
        eq(rescueDispatches.rescuerId, rescuerId),
        inArray(rescueDispatches.status, [...busyDispatchStatuses]),
      ),
    )
    .limit(1)) as WorkOrderRow[];
  return current ?? null;
}

/** A work order's history, oldest first. */
export async function workOrderEvents(db: DbOrTx, dispatchId: string) {
  return db
    .select()
    .from(rescueDispatchEvents)
    .where(eq(rescueDispatchEvents.dispatchId, dispatchId))
    .orderBy(asc(rescueDispatchEvents.at));
}

// ---------- the rescuer's steps ----------

/** Thrown inside a step's transaction so that its earlier writes roll back; answered as the refusal. */
class Refused<R extends string> extends Error {
  constructor(readonly reason: R) {
    super(reason);
  }
}

async function refusedAs<T, R extends string>(run: () => Promise<T>): Promise<T | R> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof Refused) return e.reason as R;
    throw e;
  }
}

/**
 * The vehicle a rescuer accepts with: bound to them (`needVehicle` otherwise) and not
 * serving another work order (`vehicleOnJob`).
 */
export async function freeVehicleOf(
  db: DbOrTx,
  rescuerId: string,
  vehicleNo: string,
): Promise<VehicleRow | 'needVehicle' | 'vehicleOnJob'> {
  const [vehicle] = await db
    .select()
    .from(towVehicles)
    .where(and(eq(towVehicles.vehicleNo, vehicleNo), eq(towVehicles.boundRescuerId, rescuerId)));
  if (!vehicle) return 'needVehicle';
  if (await workOfVehicle(db, vehicleNo, busyDispatchStatuses)) return 'vehicleOnJob';
  return vehicle;
}

/**
 * Accepts an offered work order with a vehicle, in one transaction with the truck's first
 * position; the promised arrival is reckoned from there. `alreadyTaken` when another accept
 * (or the offer's time-out) won: nothing changes.
 */
export async function acceptWorkOrder(
  db: Db,
  fieldCrypto: FieldCrypto,
  row: WorkOrderRow,
  rescuerId: string,
  vehicleNo: string,
  point: { lng: number; lat: number },
): Promise<'accepted' | 'alreadyTaken'> {
  return refusedAs(() =>
    db.transaction(async (tx) => {
      const place = openPlace(fieldCrypto, row.r.placeSealed);
      const eta = etaMinutesFor(place ? distanceMeters(point, place) : 10_000);
      const won = await acceptDispatch(
        tx,
        row.d.id,
        rescuerId,
        vehicleNo,
        new Date(Date.now() + eta * 60_000),
      );
      if (!won) throw new Refused('alreadyTaken');
      await recordPosition(tx, row.d.orderId, vehicleNo, point);
      return 'accepted' as const;
    }),
  );
}

/** The offered rescuer passes: the order goes to the next vehicle. False when it moved on meanwhile. */
export async function declineWorkOrder(
  db: Db,
  fieldCrypto: FieldCrypto,
  dispatchId: string,
  rescuerId: string,
  offerSeconds: number,
): Promise<boolean> {
  const passed = await db.transaction((tx) =>
    declineDispatch(tx, fieldCrypto, dispatchId, rescuerId, offerSeconds),
  );
  return passed !== null;
}

/** A queued position keeps its time, within the last hour and never ahead of the server's clock. */
function reportedAt(at: string | undefined, now = new Date()): Date {
  const t = at ? Date.parse(at) : NaN;
  if (Number.isNaN(t)) return now;
  return new Date(Math.min(now.getTime(), Math.max(now.getTime() - 3_600_000, t)));
}

export type WorkOrderStep = 'departed' | 'arrived' | 'met' | 'inService' | 'finished' | 'position';

/**
 * One step on the rescuer's own work order, with the truck's position, in one transaction:
 * a position report (while it is live), the meeting code, or the next status. Refused and
 * rolled back: `notAllowed` (it moved on), `meetFirst` (towing or completing needs the meeting
 * confirmed). A wrong meeting code (`wrong`, `locked` after too many) commits: its count must stay.
 */
export async function stepWorkOrder(
  db: Db,
  row: WorkOrderRow,
  rescuerId: string,
  step: WorkOrderStep,
  input: {
    vehicleNo: string;
    point: { lng: number; lat: number };
    remark?: string | undefined;
    meetingCode?: string | undefined;
    outcome: 'completed' | 'goneOnArrival' | 'unsuccessful';
    at?: string | undefined;
  },
): Promise<'done' | 'notAllowed' | 'meetFirst' | 'wrong' | 'locked'> {
  return refusedAs(() =>
    db.transaction(async (tx): Promise<'done' | 'wrong' | 'locked'> => {
      if (step === 'position') {
        if (!busyDispatchStatuses.includes(row.d.status)) throw new Refused('notAllowed');
        await recordPosition(
          tx,
          row.d.orderId,
          row.d.vehicleNo ?? input.vehicleNo,
          input.point,
          reportedAt(input.at),
        );
        return 'done';
      } else if (step === 'met') {
        const check = await confirmMeeting(tx, row.d, rescuerId, input.meetingCode ?? '');
        if (check === 'notAllowed') throw new Refused('notAllowed');
        if (check !== 'met') return check;
      } else {
        const moved = await advanceDispatch(
          tx,
          row.d,
          step,
          rescuerId,
          input.remark ?? '',
          new Date(),
          input.outcome,
        );
        if (!moved) {
          const needsMeeting = step === 'inService' || (step === 'finished' && input.outcome === 'completed');
          throw new Refused(needsMeeting && row.r.meetingConfirmedAt === null ? 'meetFirst' : 'notAllowed');
        }
      }
      await recordPosition(tx, row.d.orderId, row.d.vehicleNo ?? input.vehicleNo, input.point);
      return 'done';
    }),
  );
}

/**
 * Hands the rescuer's accepted work order to another vehicle of the company.
 * The target must be enabled, bound to a tow rescuer (`target` otherwise), and free:
 * serving no work order and holding no offer (`targetBusy`; an offer reserves a truck,
 * as dispatch treats it). In one transaction the order is locked first (as on every
 * rescue path), then the target vehicle's row, and only then is it checked free, by a
 * statement that sees whatever committed before the lock was granted: two reassignments
 * (or a reassignment and an accept) aiming at one truck cannot both get it.
 * `notAllowed` when the work order moved on meanwhile.
 */
export async function reassignWorkOrder(
  db: Db,
  d: DispatchRow,
  rescuer: { id: string; companyName: string },
  toVehicleNo: string,
  reason: string,
): Promise<DispatchRow | 'target' | 'targetBusy' | 'notAllowed'> {
  return refusedAs<DispatchRow, 'target' | 'targetBusy' | 'notAllowed'>(() =>
    db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, d.orderId)).for('update');
      const [target] = await tx
        .select({ vehicleNo: towVehicles.vehicleNo, boundRescuerId: towVehicles.boundRescuerId })
        .from(towVehicles)
        .where(
          and(
            companyVehicle(toVehicleNo, rescuer.companyName),
            isNotNull(towVehicles.boundRescuerId),
            inArray(
              towVehicles.boundRescuerId,
              tx.select({ id: rescuers.id }).from(rescuers).where(isTowWorker()),
            ),
          ),
        )
        .for('update');
      if (!target?.boundRescuerId) throw new Refused('target');
      if (await workOfVehicle(tx, target.vehicleNo, openDispatchStatuses)) throw new Refused('targetBusy');
      const opened = await reassignDispatch(
        tx,
        d,
        rescuer.id,
        { vehicleNo: target.vehicleNo, rescuerId: target.boundRescuerId },
        reason,
      );
      if (!opened) throw new Refused('notAllowed');
      return opened;
    }),
  );
}

// ---------- a place reported through a location link ----------

/** Work-order statuses in which the truck still has to find the customer. */
const placeChangeable = ['accepted', 'departed', 'arrived'] as const;

/**
 * The rescuer's own work order by ticket and sub-ticket, in one of `statuses` (any when not
 * given), or null. A location link's place and a rescue photo are both put on it.
 */
export async function ownWorkOrder(
  db: DbOrTx,
  rescuerId: string,
  ticketId: string,
  subTicketId: string,
  statuses?: readonly DispatchStatus[],
): Promise<{ id: string; orderId: string } | null> {
  const [d] = await db
    .select({ id: rescueDispatches.id, orderId: rescueDispatches.orderId })
    .from(rescueDispatches)
    .innerJoin(orders, eq(orders.id, rescueDispatches.orderId))
    .where(
      and(
        eq(rescueDispatches.subTicketId, subTicketId),
        eq(orders.orderNo, ticketId),
        eq(rescueDispatches.rescuerId, rescuerId),
        statuses ? inArray(rescueDispatches.status, [...statuses]) : undefined,
      ),
    );
  return d ?? null;
}

/**
 * Makes a reported place the rescue address of the rescuer's own work order (spec silent
 * on linking the two: docs/decisions/029). One transaction: the order is locked first, as
 * on every rescue path, then the work order is re-read still the rescuer's and not yet
 * towing (`closed` otherwise: nothing changes). A place typed without a fix (0, 0) changes
 * the address and keeps the last known point.
 */
export async function applyReportedPlace(
  db: Db,
  fieldCrypto: FieldCrypto,
  rescuerId: string,
  target: { orderId: string; subTicketId: string },
  reported: RescuePlace,
  now: Date,
): Promise<RescuePlace | 'closed'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, target.orderId)).for('update');
    const [open] = await tx
      .select({ id: rescueDispatches.id })
      .from(rescueDispatches)
      .where(
        and(
          eq(rescueDispatches.subTicketId, target.subTicketId),
          eq(rescueDispatches.rescuerId, rescuerId),
          inArray(rescueDispatches.status, [...placeChangeable]),
        ),
      );
    if (!open) return 'closed' as const;
    const [request] = await tx
      .select({ placeSealed: rescueRequests.placeSealed, cityName: rescueRequests.cityName })
      .from(rescueRequests)
      .where(eq(rescueRequests.orderId, target.orderId));
    const before = request ? openPlace(fieldCrypto, request.placeSealed) : null;
    const hasFix = reported.lng !== 0 || reported.lat !== 0;
    const next: RescuePlace = {
      address: reported.address,
      lng: hasFix ? reported.lng : (before?.lng ?? 0),
      lat: hasFix ? reported.lat : (before?.lat ?? 0),
      cityCode: reported.cityCode ?? before?.cityCode,
      cityName: reported.cityName ?? before?.cityName ?? (request?.cityName || undefined),
    };
    const sealed = fieldCrypto.seal(JSON.stringify(next));
    await tx
      .update(rescueRequests)
      .set({
        placeSealed: sealed,
        maskedAddress: maskAddress(next.address),
        ...(next.cityName ? { cityName: next.cityName } : {}),
      })
      .where(eq(rescueRequests.orderId, target.orderId));
    await tx
      .update(orders)
      .set({ locationSealed: sealed, updatedAt: now })
      .where(eq(orders.id, target.orderId));
    await tx.update(rescueDispatches).set({ updatedAt: now }).where(eq(rescueDispatches.id, open.id));
    await notifyRescue(tx, target.orderId, 'place');
    return next;
  });
}
