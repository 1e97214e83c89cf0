import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { BoardOrder, BoardStage, BoardVehicle, Locale } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { orders, rescueDispatches, rescueRequests, rescuers, towVehicles } from '../db/schema/index.js';
import { writeAudit, type AuditActor } from './audit.js';
import { faultTypeName, openPlace } from './rescue.js';
import { openDispatchStatuses, reassignByDispatcher, reassignableDispatchStatuses } from './rescue-moves.js';
import { outcomeOf, Refused, type Outcome } from './refusals.js';

/** Order statuses of a rescue still needing a truck or being served: the board, the contact reveal and the overview's count. */
export const openRescueOrderStatuses = ['submitted', 'accepted', 'inService'] as const;

/**
 * The customer's point rounded to 0.001° (about 100 m): the dispatcher sees
 * which street and which trucks are near, not the exact spot (a location is
 * personal data; the rescuer who accepts gets the exact one).
 */
function roughPoint(p: { lng: number; lat: number } | null): { lng: number; lat: number } | null {
  if (!p || (p.lng === 0 && p.lat === 0)) return null;
  return { lng: Math.round(p.lng * 1000) / 1000, lat: Math.round(p.lat * 1000) / 1000 };
}

function stageOf(status: string, vehicleNo: string | null): BoardStage {
  if (status === 'offered') return vehicleNo ? 'offered' : 'pool';
  return status as BoardStage;
}

/** The open rescues on the board, oldest first (or the one `orderId` names). */
export async function boardOrders(
  db: DbOrTx,
  fieldCrypto: FieldCrypto,
  locale: Locale,
  now: Date,
  orderId?: string,
): Promise<BoardOrder[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      orderNo: orders.orderNo,
      plateNumber: orders.plateNumber,
      createdAt: orders.createdAt,
      faultType: rescueRequests.faultType,
      maskedAddress: rescueRequests.maskedAddress,
      cityName: rescueRequests.cityName,
      placeSealed: rescueRequests.placeSealed,
      urgeCount: rescueRequests.urgeCount,
      escalatedAt: rescueRequests.escalatedAt,
      dispatchId: rescueDispatches.id,
      subTicketId: rescueDispatches.subTicketId,
      status: rescueDispatches.status,
      companyName: rescueDispatches.companyName,
      vehicleNo: rescueDispatches.vehicleNo,
      etaAt: rescueDispatches.etaAt,
      rescuerName: rescuers.name,
      vehicleLng: towVehicles.lastLng,
      vehicleLat: towVehicles.lastLat,
    })
    .from(rescueDispatches)
    .innerJoin(orders, eq(orders.id, rescueDispatches.orderId))
    .innerJoin(rescueRequests, eq(rescueRequests.orderId, orders.id))
    .leftJoin(rescuers, eq(rescuers.id, rescueDispatches.rescuerId))
    .leftJoin(towVehicles, eq(towVehicles.vehicleNo, rescueDispatches.vehicleNo))
    .where(
      and(
        inArray(rescueDispatches.status, [...openDispatchStatuses]),
        inArray(orders.status, [...openRescueOrderStatuses]),
        orderId ? eq(orders.id, orderId) : undefined,
      ),
    )
    .orderBy(asc(orders.createdAt));
  return rows.map((r) => ({
    orderId: r.orderId,
    orderNo: r.orderNo,
    faultType: r.faultType,
    faultName: faultTypeName(r.faultType, locale),
    plateNumber: r.plateNumber,
    maskedAddress: r.maskedAddress,
    cityName: r.cityName,
    point: roughPoint(openPlace(fieldCrypto, r.placeSealed)),
    createdAt: r.createdAt.toISOString(),
    waitingMinutes: Math.max(0, Math.floor((now.getTime() - r.createdAt.getTime()) / 60_000)),
    stage: stageOf(r.status, r.vehicleNo),
    dispatchId: r.dispatchId,
    subTicketId: r.subTicketId,
    companyName: r.companyName,
    vehicleNo: r.vehicleNo,
    rescuerName: r.vehicleNo ? r.rescuerName : null,
    vehiclePoint:
      r.vehicleNo && r.vehicleLng !== null && r.vehicleLat !== null
        ? { lng: r.vehicleLng, lat: r.vehicleLat }
        : null,
    etaAt: r.etaAt?.toISOString() ?? null,
    urgeCount: r.urgeCount,
    escalatedAt: r.escalatedAt?.toISOString() ?? null,
    reassignable: reassignableDispatchStatuses.includes(r.status),
  }));
}

/** The trucks in dispatch (enabled, bound to an enabled rescuer), each with the order it holds if any. */
export async function boardVehicles(db: DbOrTx): Promise<BoardVehicle[]> {
  const rows = await db
    .select({
      vehicleNo: towVehicles.vehicleNo,
      vehicleType: towVehicles.vehicleType,
      companyName: towVehicles.companyName,
      rescuerName: rescuers.name,
      lng: towVehicles.lastLng,
      lat: towVehicles.lastLat,
      lastSeenAt: towVehicles.lastSeenAt,
      orderNo: sql<string | null>`(select o.order_no from ${rescueDispatches} d
        join ${orders} o on o.id = d.order_id
        where d.vehicle_no = ${towVehicles.vehicleNo}
          and d.status in ('offered', 'accepted', 'departed', 'arrived', 'inService')
        order by d.offered_at desc limit 1)`,
    })
    .from(towVehicles)
    .innerJoin(rescuers, eq(rescuers.id, towVehicles.boundRescuerId))
    .where(
      and(eq(towVehicles.enabled, true), eq(rescuers.enabled, true), isNotNull(towVehicles.boundRescuerId)),
    )
    .orderBy(asc(towVehicles.companyName), asc(towVehicles.vehicleNo));
  return rows.map((v) => ({
    vehicleNo: v.vehicleNo,
    vehicleType: v.vehicleType,
    companyName: v.companyName,
    rescuerName: v.rescuerName,
    point: v.lng !== null && v.lat !== null ? { lng: v.lng, lat: v.lat } : null,
    lastSeenAt: v.lastSeenAt?.toISOString() ?? null,
    orderNo: v.orderNo ?? null,
  }));
}

export type ReassignRefusal =
  | 'orderGone'
  | 'changedMeanwhile'
  | 'notReassignable'
  | 'sameVehicle'
  | 'vehicleNotInDispatch'
  | 'vehicleBusy';

/**
 * Offers an open rescue to another free truck (domain/rescue-moves.ts
 * reassignByDispatcher: the rules and the NOTIFY live there), with its audit
 * line in the same transaction. The checks before the transaction only choose
 * the clearest refusal; the conditional UPDATEs inside decide.
 */
export async function reassignOpenRescue(
  db: Db,
  fieldCrypto: FieldCrypto,
  operator: AuditActor,
  body: { orderId: string; dispatchId: string; vehicleNo: string; reason: string },
  offerSeconds: number,
  locale: Locale,
  now: Date,
): Promise<Outcome<BoardOrder, ReassignRefusal>> {
  const vehicleNo = body.vehicleNo.toUpperCase();
  const [current] = await boardOrders(db, fieldCrypto, locale, now, body.orderId);
  if (!current) return { ok: false, reason: 'orderGone' };
  if (current.dispatchId !== body.dispatchId) return { ok: false, reason: 'changedMeanwhile' };
  if (!current.reassignable) return { ok: false, reason: 'notReassignable' };
  if (current.vehicleNo === vehicleNo) return { ok: false, reason: 'sameVehicle' };
  const [vehicle] = await db
    .select({
      vehicleNo: towVehicles.vehicleNo,
      companyName: towVehicles.companyName,
      rescuerId: towVehicles.boundRescuerId,
      enabled: towVehicles.enabled,
      rescuerEnabled: rescuers.enabled,
    })
    .from(towVehicles)
    .leftJoin(rescuers, eq(rescuers.id, towVehicles.boundRescuerId))
    .where(eq(towVehicles.vehicleNo, vehicleNo));
  if (!vehicle?.rescuerId || !vehicle.enabled || !vehicle.rescuerEnabled)
    return { ok: false, reason: 'vehicleNotInDispatch' };
  const target = { vehicleNo, rescuerId: vehicle.rescuerId, companyName: vehicle.companyName };
  const busy = (await boardVehicles(db)).find((v) => v.vehicleNo === vehicleNo)?.orderNo;
  if (busy) return { ok: false, reason: 'vehicleBusy' };
  const moved = await outcomeOf<void, ReassignRefusal>(() =>
    db.transaction(async (tx) => {
      const opened = await reassignByDispatcher(
        tx,
        body.orderId,
        body.dispatchId,
        target,
        body.reason,
        offerSeconds,
        now,
      );
      if (!opened) throw new Refused('changedMeanwhile');
      await writeAudit(
        tx,
        operator,
        {
          action: 'rescue.reassign',
          objectType: 'rescueOrder',
          objectId: current.orderNo,
          before: { stage: current.stage, vehicleNo: current.vehicleNo, subTicketId: current.subTicketId },
          after: { stage: 'offered', vehicleNo, subTicketId: opened.subTicketId, reason: body.reason },
        },
        now,
      );
    }),
  );
  if (!moved.ok) return moved;
  const [after] = await boardOrders(db, fieldCrypto, locale, now, body.orderId);
  return after ? { ok: true, value: after } : { ok: false, reason: 'orderGone' };
}
