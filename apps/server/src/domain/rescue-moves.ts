import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { Actor } from './coupons.js';
import { cancelOrder, moveOrder, type OrderRow } from './orders.js';
import { notifyRescue } from './rescue-live.js';
import { endCallBindings } from './rescue-calls.js';
import { openDispatch, passOffer, type DispatchRow } from './rescue-dispatch.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { orders } from '../db/schema/orders.js';
import {
  rescueDispatchEvents,
  rescueDispatches,
  rescueRequests,
  rescueTrackPoints,
  towVehicles,
  type DispatchStatus,
} from '../db/schema/rescue.js';

/**
 * Every state change of a rescue after it was requested: one transaction each
 * (the caller's), each UPDATE checking the state it expects, each one sending a
 * NOTIFY in the same transaction so the customer's live page hears it on commit.
 * The operations console calls these too.
 */

export type RescueOutcome = 'completed' | 'goneOnArrival' | 'unsuccessful' | 'cancelled';

/** The steps a rescuer takes after accepting; each one only from the statuses listed. */
export const dispatchTransitions: Readonly<Record<DispatchStatus, readonly DispatchStatus[]>> = {
  offered: ['accepted', 'expired', 'cancelled'],
  accepted: ['departed', 'arrived', 'reassigned', 'cancelled'],
  departed: ['arrived', 'reassigned', 'cancelled'],
  arrived: ['inService', 'finished'],
  inService: ['finished'],
  finished: [],
  reassigned: [],
  expired: [],
  cancelled: [],
};

/**
 * Locks the order before its work order: every path that changes both (accept,
 * advance, cancel) takes the locks in this order, so they cannot deadlock.
 */
async function lockOrder(tx: DbOrTx, orderId: string): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
}

export const openDispatchStatuses: readonly DispatchStatus[] = [
  'offered',
  'accepted',
  'departed',
  'arrived',
  'inService',
];

/**
 * A rescuer accepts an offered work order with one of their bound vehicles:
 * one conditional UPDATE on `status = 'offered'` and on the offer being theirs
 * (or the pool's), so of any number of rescuers accepting at once, and of an
 * accept racing the offer's time-out, exactly one wins; the others get null.
 */
export async function acceptDispatch(
  tx: DbOrTx,
  dispatchId: string,
  rescuerId: string,
  vehicleNo: string,
  etaAt: Date,
  now = new Date(),
): Promise<DispatchRow | null> {
  const [target] = await tx
    .select({ orderId: rescueDispatches.orderId })
    .from(rescueDispatches)
    .where(eq(rescueDispatches.id, dispatchId));
  if (!target) return null;
  await lockOrder(tx, target.orderId);
  const [row] = await tx
    .update(rescueDispatches)
    .set({ status: 'accepted', rescuerId, vehicleNo, etaAt, updatedAt: now, offerExpiresAt: null })
    .where(
      and(
        eq(rescueDispatches.id, dispatchId),
        eq(rescueDispatches.status, 'offered'),
        sql`(${rescueDispatches.rescuerId} is null or ${rescueDispatches.rescuerId} = ${rescuerId})`,
      ),
    )
    .returning();
  if (!row) return null;
  await tx.insert(rescueDispatchEvents).values({ dispatchId, status: 'accepted', note: vehicleNo, at: now });
  const actor: Actor = { kind: 'rescuer', id: rescuerId };
  const moved = await moveOrder(tx, row.orderId, ['submitted'], 'accepted', actor, '', { at: now });
  if (!moved) {
    // Already accepted once (a reassignment re-offered it): fine. Cancelled or ended: the caller rolls back.
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, row.orderId));
    if (order?.status !== 'accepted') return null;
  }
  await notifyRescue(tx, row.orderId, 'status');
  return row;
}

/** The offered rescuer passes: the order goes to the next nearest vehicle (or the pool). */
export function declineDispatch(
  tx: DbOrTx,
  crypto: FieldCrypto,
  dispatchId: string,
  rescuerId: string,
  offerSeconds: number,
  now = new Date(),
): Promise<DispatchRow | null> {
  return passOffer(tx, crypto, dispatchId, { reason: 'declined', rescuerId }, offerSeconds, now);
}

/**
 * Moves a rescuer's own work order one step (departed, arrived, towing,
 * finished), checking the status it expects and the owner, and moves the order
 * with it: arrival starts the service, finishing ends it with a named outcome.
 * Finishing as `completed` needs the meeting confirmed (the rescuer met the
 * customer); `goneOnArrival` only right after arriving.
 */
export async function advanceDispatch(
  tx: DbOrTx,
  dispatch: DispatchRow,
  to: DispatchStatus,
  rescuerId: string,
  note = '',
  now = new Date(),
  outcome: Exclude<RescueOutcome, 'cancelled'> = 'completed',
): Promise<DispatchRow | null> {
  let from = (Object.keys(dispatchTransitions) as DispatchStatus[]).filter((s) =>
    dispatchTransitions[s].includes(to),
  );
  if (to === 'finished' && outcome === 'goneOnArrival') from = ['arrived'];
  await lockOrder(tx, dispatch.orderId);
  if ((to === 'finished' && outcome === 'completed') || to === 'inService') {
    const [met] = await tx
      .select({ orderId: rescueRequests.orderId })
      .from(rescueRequests)
      .where(and(eq(rescueRequests.orderId, dispatch.orderId), isNotNull(rescueRequests.meetingConfirmedAt)));
    if (!met) return null;
  }
  const [row] = await tx
    .update(rescueDispatches)
    .set({ status: to, updatedAt: now, ...(to === 'finished' ? { finishedAt: now } : {}) })
    .where(
      and(
        eq(rescueDispatches.id, dispatch.id),
        eq(rescueDispatches.rescuerId, rescuerId),
        inArray(rescueDispatches.status, from),
      ),
    )
    .returning();
  if (!row) return null;
  await tx.insert(rescueDispatchEvents).values({ dispatchId: row.id, status: to, note, at: now });
  const actor: Actor = { kind: 'rescuer', id: rescuerId };
  if (to === 'arrived')
    await moveOrder(tx, row.orderId, ['accepted'], 'inService', actor, 'arrived', { at: now });
  if (to === 'finished') {
    await moveOrder(tx, row.orderId, ['accepted'], 'inService', actor, 'arrived', { at: now });
    await moveOrder(tx, row.orderId, ['inService'], 'completed', actor, note || outcome, { at: now });
    await tx
      .update(rescueRequests)
      .set({ outcome, outcomeReason: outcome === 'completed' ? '' : note })
      .where(eq(rescueRequests.orderId, row.orderId));
    await endCallBindings(tx, { orderId: row.orderId }, 'finished', now);
  }
  await notifyRescue(tx, row.orderId, 'status');
  return row;
}

/** Wrong meeting codes in a row that lock entry, and for how long. */
export const meetingCodeMaxFailures = 5;
export const meetingCodeLockMinutes = 15;

export type MeetingCheck = 'met' | 'wrong' | 'locked' | 'notAllowed';

/**
 * The rescuer enters the code the customer's screen shows: that they really
 * met. Only the owner of an arrived work order, and only with the right code.
 * Wrong codes are counted per order; the fifth locks entry for 15 minutes
 * (`locked`, even for the right code). Counting and checking the count is one
 * conditional UPDATE, so parallel guesses cannot slip past the limit. A wrong
 * code changes only the counter, which the caller must commit.
 */
export async function confirmMeeting(
  tx: DbOrTx,
  dispatch: DispatchRow,
  rescuerId: string,
  code: string,
  now = new Date(),
): Promise<MeetingCheck> {
  if (dispatch.rescuerId !== rescuerId || !['arrived', 'inService'].includes(dispatch.status))
    return 'notAllowed';
  const at = sql`${now.toISOString()}::timestamptz`;
  const open = or(
    isNull(rescueRequests.meetingCodeLockedUntil),
    lte(rescueRequests.meetingCodeLockedUntil, at),
  );
  const [row] = await tx
    .update(rescueRequests)
    .set({
      meetingConfirmedAt: sql`coalesce(${rescueRequests.meetingConfirmedAt}, ${at})`,
      meetingCodeFailures: 0,
      meetingCodeLockedUntil: null,
    })
    .where(and(eq(rescueRequests.orderId, dispatch.orderId), eq(rescueRequests.meetingCode, code), open))
    .returning({ orderId: rescueRequests.orderId });
  if (!row) {
    const reachesLimit = sql`${rescueRequests.meetingCodeFailures} + 1 >= ${meetingCodeMaxFailures}`;
    const [counted] = await tx
      .update(rescueRequests)
      .set({
        meetingCodeFailures: sql`case when ${reachesLimit} then 0 else ${rescueRequests.meetingCodeFailures} + 1 end`,
        meetingCodeLockedUntil: sql`case when ${reachesLimit} then ${at} + make_interval(mins => ${meetingCodeLockMinutes}) else null end`,
      })
      .where(and(eq(rescueRequests.orderId, dispatch.orderId), open))
      .returning({ lockedUntil: rescueRequests.meetingCodeLockedUntil });
    return !counted || counted.lockedUntil ? 'locked' : 'wrong';
  }
  await tx
    .insert(rescueDispatchEvents)
    .values({ dispatchId: dispatch.id, status: dispatch.status, note: 'met', at: now });
  await notifyRescue(tx, dispatch.orderId, 'meeting');
  return 'met';
}

/**
 * Hands an accepted (not yet arrived) work order to another bound vehicle of the
 * company: the old one closes as `reassigned`, a new one opens accepted by the
 * vehicle's rescuer. Null when it moved on meanwhile.
 */
export async function reassignDispatch(
  tx: DbOrTx,
  dispatch: DispatchRow,
  rescuerId: string,
  target: { vehicleNo: string; rescuerId: string },
  reason: string,
  now = new Date(),
): Promise<DispatchRow | null> {
  await lockOrder(tx, dispatch.orderId);
  const [closed] = await tx
    .update(rescueDispatches)
    .set({ status: 'reassigned', reason, updatedAt: now, finishedAt: now })
    .where(
      and(
        eq(rescueDispatches.id, dispatch.id),
        eq(rescueDispatches.rescuerId, rescuerId),
        inArray(rescueDispatches.status, ['accepted', 'departed']),
      ),
    )
    .returning();
  if (!closed) return null;
  await tx
    .insert(rescueDispatchEvents)
    .values({ dispatchId: closed.id, status: 'reassigned', note: reason, at: now });
  await endCallBindings(tx, { dispatchId: closed.id }, 'reassigned', now);
  const opened = await openDispatch(tx, closed.orderId, closed.companyName, now, {
    status: 'accepted',
    rescuerId: target.rescuerId,
    vehicleNo: target.vehicleNo,
    ...(closed.etaAt ? { etaAt: closed.etaAt } : {}),
  });
  await notifyRescue(tx, closed.orderId, 'status');
  return opened;
}

/** Records where a vehicle serving an order is (live map, trail) and its last known position. */
export async function recordPosition(
  tx: DbOrTx,
  orderId: string,
  vehicleNo: string,
  point: { lng: number; lat: number },
  now = new Date(),
): Promise<void> {
  await tx.insert(rescueTrackPoints).values({ orderId, vehicleNo, lng: point.lng, lat: point.lat, at: now });
  // A report sent late (kept while offline) does not move the truck back to where it was.
  await tx
    .update(towVehicles)
    .set({ lastLng: point.lng, lastLat: point.lat, lastSeenAt: now })
    .where(
      and(
        eq(towVehicles.vehicleNo, vehicleNo),
        sql`(${towVehicles.lastSeenAt} is null or ${towVehicles.lastSeenAt} <= ${now.toISOString()}::timestamptz)`,
      ),
    );
  await notifyRescue(tx, orderId, 'position');
}

/**
 * The customer cancels by the rules of the stage reached: while waiting for a
 * truck or while it is on its way (the order is submitted or accepted), with
 * the coupon given back; once the rescuer has arrived the order is in service
 * and only the rescuer ends it (with an outcome). Null when that stage has passed.
 */
export async function cancelRescue(
  tx: DbOrTx,
  orderId: string,
  actor: Actor,
  reason: string,
): Promise<OrderRow | null> {
  const row = await cancelOrder(tx, orderId, actor, reason);
  if (!row) return null;
  await tx
    .update(rescueRequests)
    .set({ outcome: 'cancelled', outcomeReason: reason })
    .where(eq(rescueRequests.orderId, orderId));
  return row;
}

/** The work-order statuses a dispatcher may take an order away from: no truck has reached the customer. */
export const reassignableDispatchStatuses: readonly DispatchStatus[] = ['offered', 'accepted', 'departed'];

/**
 * The dispatcher (operations console) takes an open rescue from the work order
 * it showed (an offer, or a truck still on its way) and offers it to another
 * free, enabled, bound vehicle: the old work order closes as `reassigned`, a
 * new offer addressed to the chosen vehicle opens, and its rescuer accepts it
 * on the phone like any offer (if it lapses, the next nearest gets it). The
 * order is locked first, as on every path; the UPDATE checks the work order
 * is still the one shown and still open, and the vehicle row is locked and
 * checked free in the same transaction, so two dispatchers cannot both win.
 * Null when the order, the work order or the vehicle moved on meanwhile.
 */
export async function reassignByDispatcher(
  tx: DbOrTx,
  orderId: string,
  dispatchId: string,
  target: { vehicleNo: string; rescuerId: string; companyName: string },
  reason: string,
  offerSeconds: number,
  now = new Date(),
): Promise<DispatchRow | null> {
  await lockOrder(tx, orderId);
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!order || !['submitted', 'accepted'].includes(order.status)) return null;
  const [vehicle] = await tx
    .select({ id: towVehicles.id })
    .from(towVehicles)
    .where(
      and(
        eq(towVehicles.vehicleNo, target.vehicleNo),
        eq(towVehicles.enabled, true),
        eq(towVehicles.boundRescuerId, target.rescuerId),
        sql`not exists (select 1 from ${rescueDispatches} d where d.vehicle_no = ${towVehicles.vehicleNo}
          and d.status in ('offered', 'accepted', 'departed', 'arrived', 'inService'))`,
      ),
    )
    .for('update');
  if (!vehicle) return null;
  const [closed] = await tx
    .update(rescueDispatches)
    .set({ status: 'reassigned', reason, updatedAt: now, finishedAt: now, offerExpiresAt: null })
    .where(
      and(
        eq(rescueDispatches.id, dispatchId),
        eq(rescueDispatches.orderId, orderId),
        inArray(rescueDispatches.status, [...reassignableDispatchStatuses]),
      ),
    )
    .returning();
  if (!closed) return null;
  await tx
    .insert(rescueDispatchEvents)
    .values({ dispatchId: closed.id, status: 'reassigned', note: reason, at: now });
  await endCallBindings(tx, { dispatchId: closed.id }, 'reassigned', now);
  const opened = await openDispatch(tx, orderId, target.companyName, now, {
    rescuerId: target.rescuerId,
    vehicleNo: target.vehicleNo,
    offerExpiresAt: new Date(now.getTime() + offerSeconds * 1000),
  });
  await notifyRescue(tx, orderId, 'status');
  return opened;
}
