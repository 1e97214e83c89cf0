import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { BoardOrder, BoardStage, BoardVehicle, Locale } from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../domain/audit.js';
import { faultTypeName, openPlace } from '../../domain/rescue.js';
import {
  openDispatchStatuses,
  reassignByDispatcher,
  reassignableDispatchStatuses,
} from '../../domain/rescue-moves.js';
import { orders, rescueDispatches, rescueRequests, rescuers, towVehicles } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { badField } from '../../http/validate.js';
import { dispatchTexts } from './texts.js';

/** Order statuses of a rescue still needing a truck or being served. */
const openOrderStatuses = ['submitted', 'accepted', 'inService'] as const;

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

async function boardOrders(
  deps: AppDeps,
  db: DbOrTx,
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
        inArray(orders.status, [...openOrderStatuses]),
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
    point: roughPoint(openPlace(deps.fieldCrypto, r.placeSealed)),
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

async function boardVehicles(db: DbOrTx): Promise<BoardVehicle[]> {
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

/** The board: open rescues oldest first (the longest wait on top), and the trucks. Reads are not audited. */
export async function dispatchBoard(
  deps: AppDeps,
  locale: Locale,
  now = new Date(),
): Promise<{ at: string; orders: BoardOrder[]; vehicles: BoardVehicle[] }> {
  const [list, vehicles] = [await boardOrders(deps, deps.db, locale, now), await boardVehicles(deps.db)];
  return { at: now.toISOString(), orders: list, vehicles };
}

/**
 * Offers an open rescue to another free truck (domain/rescue-moves.ts
 * reassignByDispatcher: the rules and the NOTIFY live there), with its audit
 * line in the same transaction. The checks before the transaction only choose
 * the clearest refusal; the conditional UPDATEs inside decide.
 */
export async function reassignRescue(
  deps: AppDeps,
  operator: OperatorContext,
  body: { orderId: string; dispatchId: string; vehicleNo: string; reason: string },
  locale: Locale,
  now = new Date(),
): Promise<BoardOrder> {
  const vehicleNo = body.vehicleNo.toUpperCase();
  const [current] = await boardOrders(deps, deps.db, locale, now, body.orderId);
  if (!current) throw toast(dispatchTexts.orderGone);
  if (current.dispatchId !== body.dispatchId) throw toast(dispatchTexts.changedMeanwhile);
  if (!current.reassignable) throw toast(dispatchTexts.notReassignable);
  if (current.vehicleNo === vehicleNo) throw toast(dispatchTexts.sameVehicle);
  const [vehicle] = await deps.db
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
  if (!vehicle?.rescuerId || !vehicle.enabled || !vehicle.rescuerEnabled) throw badField('vehicleNo', locale);
  const target = { vehicleNo, rescuerId: vehicle.rescuerId, companyName: vehicle.companyName };
  const busy = (await boardVehicles(deps.db)).find((v) => v.vehicleNo === vehicleNo)?.orderNo;
  if (busy) throw toast(dispatchTexts.vehicleBusy);
  await deps.db.transaction(async (tx) => {
    const opened = await reassignByDispatcher(
      tx,
      body.orderId,
      body.dispatchId,
      target,
      body.reason,
      deps.config.rescueOfferSeconds,
      now,
    );
    if (!opened) throw toast(dispatchTexts.changedMeanwhile);
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
  });
  const [after] = await boardOrders(deps, deps.db, locale, now, body.orderId);
  if (!after) throw toast(dispatchTexts.orderGone);
  return after;
}
