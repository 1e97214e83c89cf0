import { and, eq, inArray } from 'drizzle-orm';
import type { LocationLinkPosition, Place } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import { createLinkCode, findLinkCode, type LinkCodeRow } from '../../domain/rescue-links.js';
import { maskAddress, openPlace, type RescuePlace } from '../../domain/rescue.js';
import { notifyRescue } from '../../domain/rescue-live.js';
import { orders, rescueDispatches, rescueRequests } from '../../db/schema/index.js';
import { texts } from './texts.js';

/** A location link a stranded customer opens without logging in (/order/locationLogin). */
export async function createLink(deps: AppDeps, rescuerId: string, mobile: string | undefined) {
  const { trackCode, expiresAt } = await createLinkCode(deps.db, deps.fieldCrypto, { rescuerId, mobile });
  const url = `/order/locationLogin?sd_track_code=${encodeURIComponent(trackCode)}&sd_expire_time=${expiresAt.getTime()}`;
  return { trackCode, url, expiresAt: expiresAt.toISOString() };
}

/**
 * The link as its creator may see it. Anyone else (another rescuer, an agent of
 * another account) is told it does not exist: the track code alone does not
 * open the customer's position, the creator's session does.
 */
async function ownLink(deps: AppDeps, rescuerId: string, trackCode: string): Promise<LinkCodeRow> {
  const link = await findLinkCode(deps.db, trackCode);
  if (!link || link.createdByRescuerId !== rescuerId) throw notFound();
  return link;
}

function reportedPlace(deps: AppDeps, link: LinkCodeRow): RescuePlace | null {
  return link.usedAt ? openPlace(deps.fieldCrypto, link.placeSealed) : null;
}

function toPlace(p: RescuePlace): Place {
  return {
    address: p.address,
    lng: p.lng,
    lat: p.lat,
    cityCode: p.cityCode ?? null,
    cityName: p.cityName ?? null,
  };
}

/** Waiting, reported (with the place) or lapsed unused: what the creator's screen polls. */
export async function linkPosition(
  deps: AppDeps,
  rescuerId: string,
  trackCode: string,
  now = new Date(),
): Promise<LocationLinkPosition> {
  const link = await ownLink(deps, rescuerId, trackCode);
  const place = reportedPlace(deps, link);
  const expiresAt = link.expiresAt.toISOString();
  if (place && link.usedAt)
    return { state: 'reported', place: toPlace(place), reportedAt: link.usedAt.toISOString(), expiresAt };
  return { state: link.expiresAt > now ? 'waiting' : 'expired', place: null, reportedAt: null, expiresAt };
}

/** Work-order statuses in which the truck still has to find the customer. */
const placeChangeable = ['accepted', 'departed', 'arrived'] as const;

/**
 * Makes the place reported through the creator's link the rescue address of the
 * creator's own work order (spec silent on linking the two: docs/decisions/029).
 * One transaction: the order is locked first, as on every rescue path, then the
 * work order is re-read still the creator's and not yet towing. A place typed
 * without a fix (0, 0) changes the address and keeps the last known point.
 */
export async function applyLinkPosition(
  deps: AppDeps,
  rescuerId: string,
  input: { trackCode: string; ticketId: string; subTicketId: string },
  now = new Date(),
) {
  const link = await ownLink(deps, rescuerId, input.trackCode);
  const reported = reportedPlace(deps, link);
  if (!reported) throw toast(texts.linkNotReported);
  const [target] = await deps.db
    .select({ orderId: rescueDispatches.orderId })
    .from(rescueDispatches)
    .innerJoin(orders, eq(orders.id, rescueDispatches.orderId))
    .where(
      and(
        eq(rescueDispatches.subTicketId, input.subTicketId),
        eq(orders.orderNo, input.ticketId),
        eq(rescueDispatches.rescuerId, rescuerId),
      ),
    );
  if (!target) throw notFound();
  const place = await deps.db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, target.orderId)).for('update');
    const [open] = await tx
      .select({ id: rescueDispatches.id })
      .from(rescueDispatches)
      .where(
        and(
          eq(rescueDispatches.subTicketId, input.subTicketId),
          eq(rescueDispatches.rescuerId, rescuerId),
          inArray(rescueDispatches.status, [...placeChangeable]),
        ),
      );
    if (!open) throw toast(texts.linkApplyClosed);
    const [request] = await tx
      .select({ placeSealed: rescueRequests.placeSealed, cityName: rescueRequests.cityName })
      .from(rescueRequests)
      .where(eq(rescueRequests.orderId, target.orderId));
    const before = request ? openPlace(deps.fieldCrypto, request.placeSealed) : null;
    const hasFix = reported.lng !== 0 || reported.lat !== 0;
    const next: RescuePlace = {
      address: reported.address,
      lng: hasFix ? reported.lng : (before?.lng ?? 0),
      lat: hasFix ? reported.lat : (before?.lat ?? 0),
      cityCode: reported.cityCode ?? before?.cityCode,
      cityName: reported.cityName ?? before?.cityName ?? (request?.cityName || undefined),
    };
    const sealed = deps.fieldCrypto.seal(JSON.stringify(next));
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
  return { ticketId: input.ticketId, place: toPlace(place), updatedAt: now.toISOString() };
}
