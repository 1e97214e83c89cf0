import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Locale, WorkOrder, WorkOrderDetail } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { keepOnScreen, notFound, toast } from '../../http/errors.js';
import { consentInForceSql } from '../../domain/consents.js';
import { maskMobile } from '../../domain/masking.js';
import { etaMinutesFor, faultTypeName, openPlace } from '../../domain/rescue.js';
import {
  busyDispatchStatuses,
  distanceMeters,
  isTowWorker,
  type DispatchRow,
} from '../../domain/rescue-dispatch.js';
import {
  acceptDispatch,
  advanceDispatch,
  confirmMeeting,
  type MeetingCheck,
  declineDispatch,
  openDispatchStatuses,
  reassignDispatch,
  recordPosition,
} from '../../domain/rescue-moves.js';
import {
  orders,
  rescueDispatchEvents,
  rescueDispatches,
  rescueRequests,
  rescuers,
  towVehicles,
} from '../../db/schema/index.js';
import { photosOf } from './photos.js';
import { rescuerById } from './service.js';
import { refusedField, texts } from './texts.js';

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
type Row = {
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

function toWorkOrder(deps: AppDeps, row: Row, rescuerId: string, locale: Locale): WorkOrder {
  // The customer's name, exact place and number are the rescuer's only while the job is theirs and
  // live: before they own it, and once it is finished, handed on or cancelled, they see the street, a
  // point rounded to ~100 m and a masked name (issue 21, finding 11).
  const mine = row.d.rescuerId === rescuerId && busyDispatchStatuses.includes(row.d.status);
  const place = openPlace(deps.fieldCrypto, row.r.placeSealed);
  const shown = mine
    ? { lng: place?.lng ?? 0, lat: place?.lat ?? 0, address: place?.address ?? row.r.maskedAddress }
    : {
        lng: Math.round((place?.lng ?? 0) * 1000) / 1000,
        lat: Math.round((place?.lat ?? 0) * 1000) / 1000,
        address: row.r.maskedAddress,
      };
  // Without the customer's consent to share with rescuers (purposes.ts) the rescue goes ahead on the
  // plate and the place alone: the name stays masked and no digit of the mobile is shown.
  const shares = row.o.sharesWithRescuers;
  const mobile =
    mine && shares && row.o.contactMobileSealed ? deps.fieldCrypto.open(row.o.contactMobileSealed) : '';
  return {
    ticketId: row.o.orderNo,
    subTicketId: row.d.subTicketId,
    vehicleNo: row.d.vehicleNo ?? '',
    serviceType: row.r.faultType,
    serviceTypeName: faultTypeName(row.r.faultType, locale),
    status: row.d.status,
    customerName: mine && shares ? row.o.contactName : `${row.o.contactName.slice(0, 1)}**`,
    customerMobile: maskMobile(mobile),
    plateNumber: row.o.plateNumber,
    place: { ...shown, cityCode: place?.cityCode ?? null, cityName: row.r.cityName || null },
    assignedAt: row.d.offeredAt.toISOString(),
    finishedAt: row.d.finishedAt?.toISOString() ?? null,
    offerExpiresAt: row.d.status === 'offered' ? (row.d.offerExpiresAt?.toISOString() ?? null) : null,
  };
}

async function detailOf(
  deps: AppDeps,
  row: Row,
  rescuerId: string,
  locale: Locale,
): Promise<WorkOrderDetail> {
  const events = await deps.db
    .select()
    .from(rescueDispatchEvents)
    .where(eq(rescueDispatchEvents.dispatchId, row.d.id))
    .orderBy(asc(rescueDispatchEvents.at));
  const hasDestination = row.r.destinationLng !== null && row.r.destinationLat !== null;
  return {
    ...toWorkOrder(deps, row, rescuerId, locale),
    faultType: faultTypeName(row.r.faultType, locale),
    destination: hasDestination
      ? {
          address: row.r.destinationAddress,
          lng: row.r.destinationLng ?? 0,
          lat: row.r.destinationLat ?? 0,
          cityCode: null,
          cityName: null,
        }
      : null,
    // The customer's remark is for doing the job: not kept in view once it is over.
    customerRemark: (['offered', ...busyDispatchStatuses] as string[]).includes(row.d.status)
      ? [typeof row.o.details.remark === 'string' ? row.o.details.remark : '', row.r.loadInfo]
          .filter(Boolean)
          .join(' · ')
      : '',
    history: events.map((e) => ({ status: e.status, at: e.at.toISOString(), note: e.note })),
    actionable:
      row.d.status === 'offered' ||
      (row.d.rescuerId === rescuerId && busyDispatchStatuses.includes(row.d.status)),
    meetingConfirmed: row.r.meetingConfirmedAt !== null,
    outcome: row.r.outcome,
    outcomeReason: row.r.outcomeReason,
    photos: await photosOf(deps, row.d.orderId),
  };
}

function selectRows(deps: AppDeps) {
  return deps.db
    .select(rowShape)
    .from(rescueDispatches)
    .innerJoin(orders, eq(orders.id, rescueDispatches.orderId))
    .innerJoin(rescueRequests, eq(rescueRequests.orderId, rescueDispatches.orderId));
}

export async function listWorkOrders(
  deps: AppDeps,
  rescuerId: string,
  q: { flag: '0' | '1'; onPagenum: number; onPagesize: number; towCarVehicleNo?: string | undefined },
  locale: Locale,
) {
  const me = await rescuerById(deps, rescuerId);
  const statusFilter =
    q.flag === '1'
      ? and(
          eq(rescueDispatches.rescuerId, rescuerId),
          inArray(rescueDispatches.status, ['finished', 'reassigned', 'cancelled']),
        )
      : and(
          visibleTo(rescuerId, me.companyName),
          inArray(rescueDispatches.status, ['offered', 'accepted', 'departed', 'arrived', 'inService']),
        );
  const where = q.towCarVehicleNo
    ? and(
        statusFilter,
        or(eq(rescueDispatches.vehicleNo, q.towCarVehicleNo), eq(rescueDispatches.status, 'offered')),
      )
    : statusFilter;
  const rows = (await selectRows(deps)
    .where(where)
    .orderBy(
      // Open work: offers first (someone is waiting for a truck), then by age.
      q.flag === '0'
        ? sql`case when ${rescueDispatches.status} = 'offered' then 0 else 1 end`
        : desc(rescueDispatches.updatedAt),
      q.flag === '0' ? asc(rescueDispatches.offeredAt) : desc(rescueDispatches.offeredAt),
    )
    .limit(q.onPagesize)
    .offset((q.onPagenum - 1) * q.onPagesize)) as Row[];
  const [total] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(rescueDispatches)
    .where(where);
  const list = rows.map((r) => toWorkOrder(deps, r, rescuerId, locale));
  return {
    distribution: q.flag === '0' ? list : [],
    orderDone: q.flag === '1' ? list : [],
    total: total?.n ?? 0,
  };
}

async function findVisible(
  deps: AppDeps,
  rescuerId: string,
  subTicketId: string,
  ticketId?: string,
): Promise<Row> {
  const me = await rescuerById(deps, rescuerId);
  const [row] = (await selectRows(deps)
    .where(
      and(
        eq(rescueDispatches.subTicketId, subTicketId),
        ticketId ? eq(orders.orderNo, ticketId) : undefined,
        visibleTo(rescuerId, me.companyName),
      ),
    )
    .limit(1)) as Row[];
  if (!row) throw notFound();
  return row;
}

export async function workOrderDetail(
  deps: AppDeps,
  rescuerId: string,
  q: { subTicketid: string; ticketid: string },
  locale: Locale,
): Promise<WorkOrderDetail> {
  return detailOf(deps, await findVisible(deps, rescuerId, q.subTicketid, q.ticketid), rescuerId, locale);
}

type Step = 'accepted' | 'declined' | 'departed' | 'arrived' | 'met' | 'inService' | 'finished' | 'position';

/** A queued position keeps its time, within the last hour and never ahead of the server's clock. */
function reportedAt(at: string | undefined, now = new Date()): Date {
  const t = at ? Date.parse(at) : NaN;
  if (Number.isNaN(t)) return now;
  return new Date(Math.min(now.getTime(), Math.max(now.getTime() - 3_600_000, t)));
}

/** Whether the vehicle is bound to the rescuer and not serving another work order. */
async function freeVehicleOf(deps: AppDeps, rescuerId: string, vehicleNo: string) {
  const [vehicle] = await deps.db
    .select()
    .from(towVehicles)
    .where(and(eq(towVehicles.vehicleNo, vehicleNo), eq(towVehicles.boundRescuerId, rescuerId)));
  if (!vehicle) throw toast(texts.needVehicle);
  const [busy] = await deps.db
    .select({ id: rescueDispatches.id })
    .from(rescueDispatches)
    .where(
      and(
        eq(rescueDispatches.vehicleNo, vehicleNo),
        inArray(rescueDispatches.status, [...busyDispatchStatuses]),
      ),
    )
    .limit(1);
  if (busy) throw toast(texts.vehicleOnJob);
  return vehicle;
}

export async function progress(
  deps: AppDeps,
  rescuerId: string,
  input: {
    ticketId: string;
    subTicketId: string;
    vehicleNo: string;
    step: Step;
    lng: number;
    lat: number;
    remark?: string | undefined;
    meetingCode?: string | undefined;
    outcome: 'completed' | 'goneOnArrival' | 'unsuccessful';
    at?: string | undefined;
  },
  locale: Locale,
): Promise<WorkOrderDetail> {
  const row = await findVisible(deps, rescuerId, input.subTicketId, input.ticketId);
  const point = { lng: input.lng, lat: input.lat };
  if (input.step === 'met' && !input.meetingCode) throw refusedField('meetingCode', texts.meetingCodeWrong);
  if (input.step === 'finished' && input.outcome === 'unsuccessful' && !input.remark)
    throw refusedField('remark', texts.reasonNeeded);
  if (input.step === 'accepted') {
    const vehicle = await freeVehicleOf(deps, rescuerId, input.vehicleNo);
    await deps.db.transaction(async (tx) => {
      const place = openPlace(deps.fieldCrypto, row.r.placeSealed);
      const eta = etaMinutesFor(place ? distanceMeters(point, place) : 10_000);
      const won = await acceptDispatch(
        tx,
        row.d.id,
        rescuerId,
        vehicle.vehicleNo,
        new Date(Date.now() + eta * 60_000),
      );
      if (!won) throw toast(texts.alreadyTaken);
      await recordPosition(tx, row.d.orderId, vehicle.vehicleNo, point);
    });
  } else if (input.step === 'declined') {
    if (row.d.rescuerId !== rescuerId) throw notFound();
    const passed = await deps.db.transaction((tx) =>
      declineDispatch(tx, deps.fieldCrypto, row.d.id, rescuerId, deps.config.rescueOfferSeconds),
    );
    if (!passed) throw toast(texts.stepNotAllowed);
    // The offer is no longer theirs: answer what it was, closed.
    return detailOf(deps, { ...row, d: { ...row.d, status: 'expired' } }, rescuerId, locale);
  } else {
    if (row.d.rescuerId !== rescuerId) throw notFound();
    const step = input.step;
    // A wrong meeting code is answered after the commit: its count must stay.
    const meeting = await deps.db.transaction(async (tx): Promise<MeetingCheck | null> => {
      if (step === 'position') {
        if (!busyDispatchStatuses.includes(row.d.status)) throw toast(texts.stepNotAllowed);
        await recordPosition(
          tx,
          row.d.orderId,
          row.d.vehicleNo ?? input.vehicleNo,
          point,
          reportedAt(input.at),
        );
        return null;
      } else if (step === 'met') {
        const check = await confirmMeeting(tx, row.d, rescuerId, input.meetingCode ?? '');
        if (check === 'notAllowed') throw toast(texts.stepNotAllowed);
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
          throw toast(
            needsMeeting && row.r.meetingConfirmedAt === null ? texts.meetFirst : texts.stepNotAllowed,
          );
        }
      }
      await recordPosition(tx, row.d.orderId, row.d.vehicleNo ?? input.vehicleNo, point);
      return null;
    });
    if (meeting === 'locked') throw keepOnScreen(texts.meetingCodeLocked);
    if (meeting === 'wrong') throw refusedField('meetingCode', texts.meetingCodeWrong);
  }
  return detailOf(
    deps,
    await findVisible(deps, rescuerId, input.subTicketId, input.ticketId),
    rescuerId,
    locale,
  );
}

/**
 * Hands the rescuer's accepted work order to another vehicle of the company.
 * The target must be enabled, bound to a tow rescuer, and free: serving no work
 * order and holding no offer (an offer reserves a truck, as dispatch treats it).
 * In one transaction the order is locked first (as on every rescue path), then
 * the target vehicle's row, and only then is it checked free, by a statement
 * that sees whatever committed before the lock was granted: two reassignments
 * (or a reassignment and an accept) aiming at one truck cannot both get it.
 */
export async function reassign(
  deps: AppDeps,
  rescuerId: string,
  input: { ticketId: string; subTicketId: string; toVehicleNo: string; reason: string },
  locale: Locale,
): Promise<WorkOrder> {
  const row = await findVisible(deps, rescuerId, input.subTicketId, input.ticketId);
  if (row.d.rescuerId !== rescuerId) throw notFound();
  const me = await rescuerById(deps, rescuerId);
  const toVehicleNo = input.toVehicleNo.toUpperCase();
  if (toVehicleNo === row.d.vehicleNo) throw toast(texts.reassignTarget);
  const next = await deps.db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, row.d.orderId)).for('update');
    const [target] = await tx
      .select({ vehicleNo: towVehicles.vehicleNo, boundRescuerId: towVehicles.boundRescuerId })
      .from(towVehicles)
      .where(
        and(
          eq(towVehicles.vehicleNo, toVehicleNo),
          eq(towVehicles.companyName, me.companyName),
          eq(towVehicles.enabled, true),
          isNotNull(towVehicles.boundRescuerId),
          inArray(
            towVehicles.boundRescuerId,
            tx.select({ id: rescuers.id }).from(rescuers).where(isTowWorker()),
          ),
        ),
      )
      .for('update');
    if (!target?.boundRescuerId) throw toast(texts.reassignTarget);
    const [busy] = await tx
      .select({ id: rescueDispatches.id })
      .from(rescueDispatches)
      .where(
        and(
          eq(rescueDispatches.vehicleNo, target.vehicleNo),
          inArray(rescueDispatches.status, [...openDispatchStatuses]),
        ),
      )
      .limit(1);
    if (busy) throw toast(texts.reassignTargetBusy);
    const opened = await reassignDispatch(
      tx,
      row.d,
      rescuerId,
      { vehicleNo: target.vehicleNo, rescuerId: target.boundRescuerId },
      input.reason,
    );
    if (!opened) throw toast(texts.stepNotAllowed);
    return opened;
  });
  return toWorkOrder(deps, { ...row, d: next }, next.rescuerId ?? '', locale);
}

export async function rescueAddress(deps: AppDeps, rescuerId: string, ticketId: string) {
  const [row] = (await selectRows(deps)
    .where(
      and(
        eq(orders.orderNo, ticketId),
        eq(rescueDispatches.rescuerId, rescuerId),
        inArray(rescueDispatches.status, ['accepted', 'departed', 'arrived', 'inService']),
      ),
    )
    .limit(1)) as Row[];
  if (!row) throw notFound();
  const place = openPlace(deps.fieldCrypto, row.r.placeSealed);
  if (!place) throw notFound();
  return {
    ticketId,
    place: {
      lng: place.lng,
      lat: place.lat,
      address: place.address,
      cityCode: place.cityCode ?? null,
      cityName: place.cityName ?? null,
    },
    updatedAt: row.d.updatedAt.toISOString(),
  };
}

export async function vehicleStatus(deps: AppDeps, rescuerId: string, vehicleNo: string, locale: Locale) {
  const me = await rescuerById(deps, rescuerId);
  const [v] = await deps.db
    .select()
    .from(towVehicles)
    .where(and(eq(towVehicles.vehicleNo, vehicleNo), eq(towVehicles.boundRescuerId, rescuerId)));
  if (!v) throw notFound();
  const [current] = (await selectRows(deps)
    .where(
      and(
        eq(rescueDispatches.vehicleNo, vehicleNo),
        eq(rescueDispatches.rescuerId, rescuerId),
        inArray(rescueDispatches.status, ['accepted', 'departed', 'arrived', 'inService']),
      ),
    )
    .limit(1)) as Row[];
  const work = current ? toWorkOrder(deps, current, rescuerId, locale) : null;
  return {
    vehicleNo: v.vehicleNo,
    vehicleType: v.vehicleType,
    driverName: me.name,
    state: work ? ('busy' as const) : ('idle' as const),
    currentTicketId: work?.subTicketId ?? null,
    boundAt: (v.boundAt ?? new Date(0)).toISOString(),
    currentWorkOrder: work,
    lastPosition:
      v.lastLng !== null && v.lastLat !== null && v.lastSeenAt
        ? { lng: v.lastLng, lat: v.lastLat, at: v.lastSeenAt.toISOString() }
        : null,
  };
}
