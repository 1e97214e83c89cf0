import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Locale, WorkOrder, WorkOrderDetail } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import { maskMobile } from '../../db/masking.js';
import {
  acceptDispatch,
  advanceDispatch,
  distanceMeters,
  etaMinutesFor,
  faultTypeName,
  openPlace,
  reassignDispatch,
  recordPosition,
  type DispatchRow,
} from '../../db/rescue.js';
import {
  orders,
  rescueDispatchEvents,
  rescueDispatches,
  rescueRequests,
  towVehicles,
} from '../../db/schema/index.js';
import { rescuerById } from './service.js';
import { texts } from './texts.js';

const rowShape = {
  d: rescueDispatches,
  o: {
    orderNo: orders.orderNo,
    contactName: orders.contactName,
    contactMobileSealed: orders.contactMobileSealed,
    plateNumber: orders.plateNumber,
    details: orders.details,
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
  };
  r: typeof rescueRequests.$inferSelect;
};

/**
 * What a rescuer may see: work orders offered to their company (to decide
 * whether to take them) and their own. Anything else does not exist for them.
 */
function visibleTo(rescuerId: string, companyName: string): SQL {
  return or(
    and(eq(rescueDispatches.status, 'offered'), eq(rescueDispatches.companyName, companyName)),
    eq(rescueDispatches.rescuerId, rescuerId),
  ) as SQL;
}

function toWorkOrder(deps: AppDeps, row: Row, rescuerId: string, locale: Locale): WorkOrder {
  const mine = row.d.rescuerId === rescuerId && row.d.status !== 'offered';
  const place = openPlace(deps.fieldCrypto, row.r.placeSealed);
  // Before a rescuer owns the case they see the street and a point rounded to ~100 m.
  const shown = mine
    ? { lng: place?.lng ?? 0, lat: place?.lat ?? 0, address: place?.address ?? row.r.maskedAddress }
    : {
        lng: Math.round((place?.lng ?? 0) * 1000) / 1000,
        lat: Math.round((place?.lat ?? 0) * 1000) / 1000,
        address: row.r.maskedAddress,
      };
  const mobile = row.o.contactMobileSealed ? deps.fieldCrypto.open(row.o.contactMobileSealed) : '';
  return {
    ticketId: row.o.orderNo,
    subTicketId: row.d.subTicketId,
    vehicleNo: row.d.vehicleNo ?? '',
    serviceType: row.r.faultType,
    serviceTypeName: faultTypeName(row.r.faultType, locale),
    status: row.d.status,
    customerName: mine ? row.o.contactName : `${row.o.contactName.slice(0, 1)}**`,
    customerMobile: maskMobile(mobile),
    plateNumber: row.o.plateNumber,
    place: { ...shown, cityCode: place?.cityCode ?? null, cityName: row.r.cityName || null },
    assignedAt: row.d.offeredAt.toISOString(),
    finishedAt: row.d.finishedAt?.toISOString() ?? null,
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
    customerRemark: [typeof row.o.details.remark === 'string' ? row.o.details.remark : '', row.r.loadInfo]
      .filter(Boolean)
      .join(' · '),
    history: events.map((e) => ({ status: e.status, at: e.at.toISOString(), note: e.note })),
    actionable:
      row.d.status === 'offered' ||
      (row.d.rescuerId === rescuerId && !['finished', 'reassigned'].includes(row.d.status)),
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
          inArray(rescueDispatches.status, ['finished', 'reassigned']),
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

type Step = 'accepted' | 'departed' | 'arrived' | 'inService' | 'finished' | 'position';

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
  },
  locale: Locale,
): Promise<WorkOrderDetail> {
  const row = await findVisible(deps, rescuerId, input.subTicketId, input.ticketId);
  const point = { lng: input.lng, lat: input.lat };
  await deps.db.transaction(async (tx) => {
    if (input.step === 'accepted') {
      const [vehicle] = await tx
        .select()
        .from(towVehicles)
        .where(and(eq(towVehicles.vehicleNo, input.vehicleNo), eq(towVehicles.boundRescuerId, rescuerId)));
      if (!vehicle) throw toast(texts.needVehicle);
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
      return;
    }
    if (row.d.rescuerId !== rescuerId) throw notFound();
    if (input.step === 'position') {
      if (!['accepted', 'departed', 'arrived', 'inService'].includes(row.d.status))
        throw toast(texts.stepNotAllowed);
      await recordPosition(tx, row.d.orderId, row.d.vehicleNo ?? input.vehicleNo, point);
      return;
    }
    const moved = await advanceDispatch(tx, row.d, input.step, rescuerId, input.remark ?? '');
    if (!moved) throw toast(texts.stepNotAllowed);
    await recordPosition(tx, row.d.orderId, row.d.vehicleNo ?? input.vehicleNo, point);
  });
  return detailOf(
    deps,
    await findVisible(deps, rescuerId, input.subTicketId, input.ticketId),
    rescuerId,
    locale,
  );
}

export async function reassign(
  deps: AppDeps,
  rescuerId: string,
  input: { ticketId: string; subTicketId: string; toVehicleNo: string; reason: string },
  locale: Locale,
): Promise<WorkOrder> {
  const row = await findVisible(deps, rescuerId, input.subTicketId, input.ticketId);
  if (row.d.rescuerId !== rescuerId) throw notFound();
  const me = await rescuerById(deps, rescuerId);
  const [target] = await deps.db
    .select()
    .from(towVehicles)
    .where(and(eq(towVehicles.vehicleNo, input.toVehicleNo), eq(towVehicles.companyName, me.companyName)));
  if (!target?.boundRescuerId || target.vehicleNo === row.d.vehicleNo) throw toast(texts.reassignTarget);
  const targetRescuerId = target.boundRescuerId;
  const next = await deps.db.transaction(async (tx) => {
    const opened = await reassignDispatch(
      tx,
      row.d,
      rescuerId,
      { vehicleNo: target.vehicleNo, rescuerId: targetRescuerId },
      input.reason,
    );
    if (!opened) throw toast(texts.stepNotAllowed);
    return opened;
  });
  return toWorkOrder(deps, { ...row, d: next }, targetRescuerId, locale);
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
