import { distanceMeters, type Locale, type Localized } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { toast } from '../../http/errors.js';
import { maskMobile } from '../../domain/masking.js';
import { etaMinutesFor } from '../../domain/rescue.js';
import {
  destinationOf,
  dispatchStepsOf,
  liveDispatchOf,
  orderHistoryOf,
  trailOf,
  urgeEverySeconds,
  urgeRescueOrder,
} from '../../domain/rescue-orders.js';
import { findOwnRescue, placeOf, texts, type OrderRow, type RequestRow } from './service.js';

type Ref = { orderPrimaryId: string; primaryCheck: string };

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
  const current = await liveDispatchOf(deps.db, order.id);
  const trail = await trailOf(deps.db, order.id);
  const history = await orderHistoryOf(deps.db, order.id);
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
    destination: destinationOf(request),
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
  const current = await liveDispatchOf(deps.db, order.id);
  // One conditional update on the last urge time: a double tap counts once (domain/rescue-orders.ts).
  const urged = await urgeRescueOrder(deps.db, order.id, current, now);
  if (urged === 'tooSoon') throw toast(texts.urgeTooSoon);
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
  const current = await liveDispatchOf(deps.db, follow.orderPrimaryId);
  const events = current ? await dispatchStepsOf(deps.db, current.d.id) : [];
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
