import type { Locale, WorkOrder, WorkOrderDetail } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { keepOnScreen, notFound, toast } from '../../http/errors.js';
import { maskMobile } from '../../domain/masking.js';
import { faultTypeName, openPlace } from '../../domain/rescue.js';
import { busyDispatchStatuses } from '../../domain/rescue-dispatch.js';
import { destinationOf } from '../../domain/rescue-orders.js';
import { boundVehicle } from '../../domain/rescuer-work.js';
import {
  acceptWorkOrder,
  declineWorkOrder,
  freeVehicleOf,
  liveWorkOrderOfVehicle,
  liveWorkOrderOnTicket,
  reassignWorkOrder,
  stepWorkOrder,
  visibleWorkOrder,
  workOrderEvents,
  workOrderPage,
  type WorkOrderRow as Row,
} from '../../domain/rescuer-work-orders.js';
import { maskName } from '../../domain/masking.js';
import { photosOf } from './photos.js';
import { rescuerById } from './service.js';
import { refusedField, texts } from './texts.js';

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
    customerName: mine && shares ? row.o.contactName : maskName(row.o.contactName),
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
  const events = await workOrderEvents(deps.db, row.d.id);
  return {
    ...toWorkOrder(deps, row, rescuerId, locale),
    faultType: faultTypeName(row.r.faultType, locale),
    destination: destinationOf(row.r),
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

export async function listWorkOrders(
  deps: AppDeps,
  rescuerId: string,
  q: { flag: '0' | '1'; onPagenum: number; onPagesize: number; towCarVehicleNo?: string | undefined },
  locale: Locale,
) {
  const me = await rescuerById(deps, rescuerId);
  const { rows, total } = await workOrderPage(deps.db, me, q);
  const list = rows.map((r) => toWorkOrder(deps, r, rescuerId, locale));
  return {
    distribution: q.flag === '0' ? list : [],
    orderDone: q.flag === '1' ? list : [],
    total,
  };
}

async function findVisible(
  deps: AppDeps,
  rescuerId: string,
  subTicketId: string,
  ticketId?: string,
): Promise<Row> {
  const me = await rescuerById(deps, rescuerId);
  const row = await visibleWorkOrder(deps.db, me, subTicketId, ticketId);
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
    const vehicle = await freeVehicleOf(deps.db, rescuerId, input.vehicleNo);
    if (vehicle === 'needVehicle') throw toast(texts.needVehicle);
    if (vehicle === 'vehicleOnJob') throw toast(texts.vehicleOnJob);
    const won = await acceptWorkOrder(deps.db, deps.fieldCrypto, row, rescuerId, vehicle.vehicleNo, point);
    if (won === 'alreadyTaken') throw toast(texts.alreadyTaken);
  } else if (input.step === 'declined') {
    if (row.d.rescuerId !== rescuerId) throw notFound();
    const passed = await declineWorkOrder(
      deps.db,
      deps.fieldCrypto,
      row.d.id,
      rescuerId,
      deps.config.rescueOfferSeconds,
    );
    if (!passed) throw toast(texts.stepNotAllowed);
    // The offer is no longer theirs: answer what it was, closed.
    return detailOf(deps, { ...row, d: { ...row.d, status: 'expired' } }, rescuerId, locale);
  } else {
    if (row.d.rescuerId !== rescuerId) throw notFound();
    // A wrong meeting code is answered after the commit: its count must stay.
    const stepped = await stepWorkOrder(deps.db, row, rescuerId, input.step, { ...input, point });
    if (stepped === 'notAllowed') throw toast(texts.stepNotAllowed);
    if (stepped === 'meetFirst') throw toast(texts.meetFirst);
    if (stepped === 'locked') throw keepOnScreen(texts.meetingCodeLocked);
    if (stepped === 'wrong') throw refusedField('meetingCode', texts.meetingCodeWrong);
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
  const next = await reassignWorkOrder(deps.db, row.d, me, toVehicleNo, input.reason);
  if (next === 'target') throw toast(texts.reassignTarget);
  if (next === 'targetBusy') throw toast(texts.reassignTargetBusy);
  if (next === 'notAllowed') throw toast(texts.stepNotAllowed);
  return toWorkOrder(deps, { ...row, d: next }, next.rescuerId ?? '', locale);
}

export async function rescueAddress(deps: AppDeps, rescuerId: string, ticketId: string) {
  const row = await liveWorkOrderOnTicket(deps.db, rescuerId, ticketId);
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
  const v = await boundVehicle(deps.db, rescuerId, vehicleNo);
  if (!v) throw notFound();
  const current = await liveWorkOrderOfVehicle(deps.db, rescuerId, vehicleNo);
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
