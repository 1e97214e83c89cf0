import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Locale, Localized } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { toast } from '../../http/errors.js';
import { maskMobile } from '../../domain/masking.js';
import { etaMinutesFor } from '../../domain/rescue.js';
import { distanceMeters } from '../../domain/rescue-dispatch.js';
import { openDispatchStatuses } from '../../domain/rescue-moves.js';
import { notifyRescue } from '../../domain/rescue-live.js';
import {
  orderHistory,
  rescueDispatchEvents,
  rescueDispatches,
  rescueRequests,
  rescueTrackPoints,
  rescuers,
} from '../../db/schema/index.js';
import { findOwnRescue, placeOf, texts, type OrderRow, type RequestRow } from './service.js';

/** An urge is allowed once every 3 minutes (the rescuer is driving; more would not help). */
export const urgeEverySeconds = 180;

type Ref = { orderPrimaryId: string; primaryCheck: string };

/** The live work order of the rescue (the newest one; a reassignment closes the old). */
async function currentDispatch(deps: AppDeps, orderId: string) {
  const [row] = await deps.db
    .select({ d: rescueDispatches, rescuerName: rescuers.name, rescuerMobileSealed: rescuers.mobileSealed })
    .from(rescueDispatches)
    .leftJoin(rescuers, eq(rescuers.id, rescueDispatches.rescuerId))
    .where(
      and(
        eq(rescueDispatches.orderId, orderId),
        sql`${rescueDispatches.status} not in ('reassigned', 'expired')`,
      ),
    )
    .orderBy(desc(rescueDispatches.offeredAt))
    .limit(1);
  return row ?? null;
}

export async function trailOf(deps: AppDeps, orderId: string) {
  const points = await deps.db
    .select()
    .from(rescueTrackPoints)
    .where(eq(rescueTrackPoints.orderId, orderId))
    .orderBy(asc(rescueTrackPoints.at))
    .limit(500);
  return points.map((p) => ({ lng: p.lng, lat: p.lat, at: p.at.toISOString() }));
}

function urgeWait(lastUrgedAt: Date | null, now: Date): number {
  if (!lastUrgedAt) return 0;
  return Math.max(0, Math.ceil((lastUrgedAt.getTime() + urgeEverySeconds * 1000 - now.getTime()) / 1000));
}

export async function followRescue(deps: AppDeps, customerId: string, ref: Ref, now = new Date()) {
  const { order, request } = await findOwnRescue(deps, customerId, ref);
  return followOf(deps, order, request, now);
}

/** What the customer's live page shows of a rescue, read fresh from the database. */
export async function followOf(deps: AppDeps, order: OrderRow, request: RequestRow, now = new Date()) {
  const current = await currentDispatch(deps, order.id);
  const trail = await trailOf(deps, order.id);
  const history = await deps.db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, order.id))
    .orderBy(asc(orderHistory.at));
  const place = placeOf(deps, request);
  const last = trail.at(-1) ?? null;
  const owned = current && !['offered', 'expired'].includes(current.d.status) && current.rescuerName;
  const open = current && ['accepted', 'departed'].includes(current.d.status);
  const stage = current?.d.status ?? 'offered';
  const ended = order.status === 'completed' || order.status === 'cancelled';
  const meters = open && last ? distanceMeters(last, place) : null;
  return {
    orderPrimaryId: order.id,
    status: order.status,
    // A lapsed offer is passed on in the same transaction; to the customer it is still being offered.
    stage: stage === 'expired' ? 'offered' : stage,
    rescuer: owned
      ? {
          name: current.rescuerName ?? '',
          mobile: maskMobile(
            current.rescuerMobileSealed ? deps.fieldCrypto.open(current.rescuerMobileSealed) : '',
          ),
          vehicleNo: current.d.vehicleNo,
        }
      : null,
    rescuerPosition: owned ? last : null,
    customerPlace: place,
    etaMinutes: meters !== null ? etaMinutesFor(meters) : null,
    distanceMeters: meters,
    history: history.map((h) => ({ status: h.status, at: h.at.toISOString(), note: h.note })),
    urgeAfterSeconds: urgeWait(request.lastUrgedAt, now),
    faultType: request.faultType,
    destination:
      request.destinationLng !== null && request.destinationLat !== null
        ? {
            address: request.destinationAddress,
            lng: request.destinationLng,
            lat: request.destinationLat,
            cityCode: null,
            cityName: null,
          }
        : null,
    freeTowKm: request.freeTowKm,
    plateNumber: order.plateNumber,
    trail: owned ? trail : [],
    meetingCode: owned && !ended && !request.meetingConfirmedAt ? request.meetingCode || null : null,
    meetingConfirmed: request.meetingConfirmedAt !== null,
    outcome: request.outcome,
    outcomeReason: request.outcomeReason,
    canCancel: order.status === 'submitted' || order.status === 'accepted',
    canChangeDestination: !ended && ['offered', 'expired', 'accepted', 'departed', 'arrived'].includes(stage),
    escalated: request.escalatedAt !== null,
  };
}

/**
 * Urges an open rescue, at most once per urgeEverySeconds: one conditional
 * UPDATE on the last urge time, so a double tap counts once. An urge after the
 * promised arrival time escalates the case to the dispatcher.
 */
export async function urgeRescue(deps: AppDeps, customerId: string, ref: Ref, now = new Date()) {
  const { order } = await findOwnRescue(deps, customerId, ref);
  if (!['submitted', 'accepted', 'inService'].includes(order.status)) throw toast(texts.notOpen);
  const current = await currentDispatch(deps, order.id);
  const late = Boolean(current?.d.etaAt && current.d.etaAt < now);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(rescueRequests)
      .set({
        lastUrgedAt: now,
        urgeCount: sql`${rescueRequests.urgeCount} + 1`,
        ...(late ? { escalatedAt: now } : {}),
      })
      .where(
        and(
          eq(rescueRequests.orderId, order.id),
          or(
            isNull(rescueRequests.lastUrgedAt),
            lt(rescueRequests.lastUrgedAt, new Date(now.getTime() - urgeEverySeconds * 1000)),
          ),
        ),
      )
      .returning();
    if (!row) throw toast(texts.urgeTooSoon);
    if (current) {
      await tx.insert(rescueDispatchEvents).values({
        dispatchId: current.d.id,
        status: current.d.status,
        note: late ? 'urged-late' : 'urged',
        at: now,
      });
    }
    await notifyRescue(tx, order.id, 'urge');
  });
  return { urgedAt: now.toISOString(), urgeAfterSeconds: urgeEverySeconds };
}

const stepTitles: Record<string, Localized> = {
  submitted: { 'zh-CN': '提交救援', 'en-US': 'Request sent' },
  accepted: { 'zh-CN': '师傅接单', 'en-US': 'Rescuer accepted' },
  departed: { 'zh-CN': '师傅出发', 'en-US': 'On the way' },
  arrived: { 'zh-CN': '到达现场', 'en-US': 'Arrived' },
  inService: { 'zh-CN': '拖车/施救中', 'en-US': 'Towing / helping' },
  finished: { 'zh-CN': '救援完成', 'en-US': 'Completed' },
};

/** The side list: the steps done (with when) and to come. */
export async function sideSteps(deps: AppDeps, customerId: string, ref: Ref, locale: Locale) {
  const follow = await followRescue(deps, customerId, ref);
  const current = await currentDispatch(deps, follow.orderPrimaryId);
  const events = current
    ? await deps.db
        .select()
        .from(rescueDispatchEvents)
        .where(
          and(
            eq(rescueDispatchEvents.dispatchId, current.d.id),
            inArray(rescueDispatchEvents.status, [...openDispatchStatuses, 'finished']),
          ),
        )
        .orderBy(asc(rescueDispatchEvents.at))
    : [];
  const at = new Map<string, string>();
  const submittedAt = follow.history[0]?.at ?? null;
  if (submittedAt) at.set('submitted', submittedAt);
  for (const e of events)
    if (!e.note.startsWith('urged') && !at.has(e.status)) at.set(e.status, e.at.toISOString());
  const order = ['submitted', 'accepted', 'departed', 'arrived', 'inService', 'finished'];
  const cancelled = follow.status === 'cancelled';
  const reached = order.reduce((acc, s, i) => (at.has(s) ? i : acc), 0);
  const steps = order
    .filter((s) => s !== 'departed' || at.has('departed'))
    .map((s) => {
      const i = order.indexOf(s);
      const state: 'done' | 'current' | 'todo' =
        i < reached || (i === reached && (s === 'finished' || cancelled))
          ? 'done'
          : i === reached
            ? 'current'
            : 'todo';
      return { title: stepTitles[s]?.[locale] ?? s, state, at: at.get(s) ?? null, note: '' };
    });
  return { steps, rescuer: follow.rescuer };
}
