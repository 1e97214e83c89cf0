import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { chinaDay, distanceMeters } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { notifyRescue } from './rescue-live.js';
import { endCallBindings } from './rescue-calls.js';
import { orders } from '../db/schema/orders.js';
import { customers } from '../db/schema/customers.js';
import {
  rescueDispatchEvents,
  rescueDispatches,
  rescueRequests,
  rescuers,
  towVehicles,
} from '../db/schema/rescue.js';
import type { DispatchStatus } from '../db/schema/rescue.js';

/**
 * Dispatch: a rescue is offered to the nearest free bound tow vehicle of the
 * company serving the customer's branch; an offer not accepted in time (or
 * declined, or reassigned) goes to the next nearest one not tried yet; with no
 * free vehicle left it goes to the company's pool, where every rescuer of the
 * company sees it and the first accept wins. So an order always has an owner
 * (a vehicle, or the pool the dispatcher watches), and never two.
 */

export type DispatchRow = typeof rescueDispatches.$inferSelect;

/** How long a vehicle has to accept an offer addressed to it (RC_RESCUE_OFFER_SECONDS). */
export const defaultOfferSeconds = 120;

/** Statuses in which a vehicle is serving an order and cannot take another. */
export const busyDispatchStatuses: readonly DispatchStatus[] = [
  'accepted',
  'departed',
  'arrived',
  'inService',
];

function newSubTicketId(now: Date): string {
  const day = chinaDay(now).replaceAll('-', '');
  return `WS${day}${String(randomInt(100_000_000)).padStart(8, '0')}`;
}

/** Opens a work order; `fixed` sets who holds it (none: the company pool). */
export async function openDispatch(
  tx: DbOrTx,
  orderId: string,
  companyName: string,
  now = new Date(),
  fixed: {
    status?: DispatchStatus;
    rescuerId?: string;
    vehicleNo?: string;
    etaAt?: Date;
    offerExpiresAt?: Date;
  } = {},
): Promise<DispatchRow> {
  const status = fixed.status ?? 'offered';
  const [row] = await tx
    .insert(rescueDispatches)
    .values({
      subTicketId: newSubTicketId(now),
      orderId,
      status,
      companyName,
      rescuerId: fixed.rescuerId ?? null,
      vehicleNo: fixed.vehicleNo ?? null,
      etaAt: fixed.etaAt ?? null,
      offerExpiresAt: fixed.offerExpiresAt ?? null,
      offeredAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('dispatch insert returned nothing');
  await tx
    .insert(rescueDispatchEvents)
    .values({ dispatchId: row.id, status, note: fixed.vehicleNo ?? '', at: now });
  await notifyRescue(tx, orderId, 'offer');
  return row;
}

/**
 * The one test of "a tow rescuer" (rather than a designated driver, who signs in
 * the same way): rescue dispatch offers work only to these workers and their companies.
 */
export function isTowWorker(): SQL {
  return eq(rescuers.kind, 'tow');
}

/**
 * The nearest bound vehicle of the companies given with a known position that
 * is not serving an order nor holding another offer, skipping those in `exclude`.
 * Candidate rows are locked (SKIP LOCKED) so two orders created at once do not
 * both pick the same truck.
 */
export async function nearestFreeVehicle(
  tx: DbOrTx,
  companyNames: readonly string[],
  place: { lng: number; lat: number },
  exclude: readonly string[],
): Promise<{ vehicleNo: string; rescuerId: string; companyName: string; meters: number } | null> {
  if (companyNames.length === 0) return null;
  const candidates = await tx
    .select({
      vehicleNo: towVehicles.vehicleNo,
      companyName: towVehicles.companyName,
      rescuerId: towVehicles.boundRescuerId,
      lng: towVehicles.lastLng,
      lat: towVehicles.lastLat,
    })
    .from(towVehicles)
    .where(
      and(
        inArray(towVehicles.companyName, [...companyNames]),
        eq(towVehicles.enabled, true),
        isNotNull(towVehicles.boundRescuerId),
        inArray(
          towVehicles.boundRescuerId,
          tx.select({ id: rescuers.id }).from(rescuers).where(isTowWorker()),
        ),
        isNotNull(towVehicles.lastLng),
        isNotNull(towVehicles.lastLat),
        exclude.length > 0 ? notInArray(towVehicles.vehicleNo, [...exclude]) : undefined,
        sql`not exists (select 1 from ${rescueDispatches} d where d.vehicle_no = ${towVehicles.vehicleNo}
          and d.status in ('offered', 'accepted', 'departed', 'arrived', 'inService'))`,
      ),
    )
    .for('update', { skipLocked: true });
  let best: { vehicleNo: string; rescuerId: string; companyName: string; meters: number } | null = null;
  for (const c of candidates) {
    if (c.rescuerId === null || c.lng === null || c.lat === null) continue;
    const meters = distanceMeters({ lng: c.lng, lat: c.lat }, place);
    if (!best || meters < best.meters)
      best = { vehicleNo: c.vehicleNo, rescuerId: c.rescuerId, companyName: c.companyName, meters };
  }
  return best;
}

/**
 * The tow companies serving the branch of the order's customer (their rescuers
 * work that branch); the pool's company when none does.
 */
async function companiesServing(tx: DbOrTx, orderId: string, poolCompany: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ companyName: rescuers.companyName })
    .from(rescuers)
    .innerJoin(customers, eq(customers.branchCompanyCode, rescuers.branchCode))
    .innerJoin(orders, eq(orders.customerId, customers.id))
    .where(and(eq(orders.id, orderId), isTowWorker()));
  const names = rows.map((r) => r.companyName);
  return names.length > 0 ? names : [poolCompany];
}

/**
 * Offers the order to the nearest free vehicle, of any company serving the
 * customer's branch, not tried for it yet (every vehicle that already had a
 * work order of this order is skipped), or to `companyName`'s pool when there
 * is none.
 */
export async function offerToNext(
  tx: DbOrTx,
  orderId: string,
  companyName: string,
  place: { lng: number; lat: number } | null,
  offerSeconds: number,
  now = new Date(),
): Promise<DispatchRow> {
  const tried = await tx
    .select({ vehicleNo: rescueDispatches.vehicleNo })
    .from(rescueDispatches)
    .where(and(eq(rescueDispatches.orderId, orderId), isNotNull(rescueDispatches.vehicleNo)));
  const exclude = tried.map((t) => t.vehicleNo ?? '').filter(Boolean);
  // Without a fix (0, 0) the distance means nothing: the pool decides.
  const usable = place && (place.lng !== 0 || place.lat !== 0) ? place : null;
  const companies = usable ? await companiesServing(tx, orderId, companyName) : [];
  const next = usable ? await nearestFreeVehicle(tx, companies, usable, exclude) : null;
  if (!next) return openDispatch(tx, orderId, companyName, now);
  return openDispatch(tx, orderId, next.companyName, now, {
    rescuerId: next.rescuerId,
    vehicleNo: next.vehicleNo,
    offerExpiresAt: new Date(now.getTime() + offerSeconds * 1000),
  });
}

/**
 * Closes an offer addressed to a vehicle (lapsed or declined) and offers the
 * order to the next one, in the caller's transaction. The UPDATE checks the
 * offer is still open and, for a decline, still the decliner's: of a sweep, a
 * decline and an accept racing, exactly one wins. Null when it moved on.
 */
export async function passOffer(
  tx: DbOrTx,
  crypto: FieldCrypto,
  dispatchId: string,
  how: { reason: 'offer-timeout' | 'declined'; rescuerId?: string },
  offerSeconds: number,
  now = new Date(),
): Promise<DispatchRow | null> {
  const [offer] = await tx
    .select({ orderId: rescueDispatches.orderId })
    .from(rescueDispatches)
    .where(eq(rescueDispatches.id, dispatchId));
  if (!offer) return null;
  // The order first, as every other path does, but without waiting: when a cancel
  // or an accept holds it, this offer is left for the next sweep (no deadlock),
  // and an order no longer waiting for a truck is not offered again.
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, offer.orderId))
    .for('update', { skipLocked: true });
  if (!order || !['submitted', 'accepted'].includes(order.status)) return null;
  const [closed] = await tx
    .update(rescueDispatches)
    .set({ status: 'expired', reason: how.reason, updatedAt: now, finishedAt: now, offerExpiresAt: null })
    .where(
      and(
        eq(rescueDispatches.id, dispatchId),
        eq(rescueDispatches.status, 'offered'),
        how.rescuerId ? eq(rescueDispatches.rescuerId, how.rescuerId) : undefined,
      ),
    )
    .returning();
  if (!closed) return null;
  await tx
    .insert(rescueDispatchEvents)
    .values({ dispatchId: closed.id, status: 'expired', note: how.reason, at: now });
  const [request] = await tx
    .select({ placeSealed: rescueRequests.placeSealed })
    .from(rescueRequests)
    .where(eq(rescueRequests.orderId, closed.orderId));
  const place = request ? openPoint(crypto, request.placeSealed) : null;
  return offerToNext(tx, closed.orderId, closed.companyName, place, offerSeconds, now);
}

function openPoint(crypto: FieldCrypto, sealed: string): { lng: number; lat: number } | null {
  try {
    const p = JSON.parse(crypto.open(sealed)) as { lng?: unknown; lat?: unknown };
    return typeof p.lng === 'number' && typeof p.lat === 'number' ? { lng: p.lng, lat: p.lat } : null;
  } catch {
    return null;
  }
}

/**
 * Passes on every addressed offer whose time ran out. Safe with several server
 * processes sweeping at once: the due rows are locked with SKIP LOCKED, so each
 * is handled by one sweep, and passOffer's conditional UPDATE loses cleanly to
 * an accept that got there first. Returns how many offers were passed on.
 */
export async function sweepLapsedOffers(
  db: Db,
  crypto: FieldCrypto,
  offerSeconds: number,
  now = new Date(),
  batch = 20,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: rescueDispatches.id })
      .from(rescueDispatches)
      .where(and(eq(rescueDispatches.status, 'offered'), lt(rescueDispatches.offerExpiresAt, now)))
      .orderBy(asc(rescueDispatches.offerExpiresAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    let passed = 0;
    for (const d of due) {
      if (await passOffer(tx, crypto, d.id, { reason: 'offer-timeout' }, offerSeconds, now)) passed += 1;
    }
    return passed;
  });
}

/** Closes the open work orders of a cancelled rescue, in the cancelling transaction. */
export async function closeDispatchesOfCancelled(
  tx: DbOrTx,
  orderId: string,
  reason: string,
  now = new Date(),
) {
  const closed = await tx
    .update(rescueDispatches)
    .set({ status: 'cancelled', reason, updatedAt: now, finishedAt: now, offerExpiresAt: null })
    .where(
      and(
        eq(rescueDispatches.orderId, orderId),
        inArray(rescueDispatches.status, ['offered', ...busyDispatchStatuses]),
      ),
    )
    .returning({ id: rescueDispatches.id });
  for (const c of closed)
    await tx
      .insert(rescueDispatchEvents)
      .values({ dispatchId: c.id, status: 'cancelled', note: reason, at: now });
  // The masked-call binding ends with the job.
  await endCallBindings(tx, { orderId }, 'cancelled', now);
  if (closed.length > 0) await notifyRescue(tx, orderId, 'status');
  return closed.length;
}
