import type { LocationLinkPosition, Place } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import { createLinkCode, findLinkCode, type LinkCodeRow } from '../../domain/rescue-links.js';
import { openPlace, type RescuePlace } from '../../domain/rescue.js';
import { applyReportedPlace, ownWorkOrder } from '../../domain/rescuer-work-orders.js';
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

/**
 * Makes the place reported through the creator's link the rescue address of the
 * creator's own work order, until towing starts (domain/rescuer-work-orders.ts
 * `applyReportedPlace`, under the order's lock; spec silent on linking the two:
 * docs/decisions/029).
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
  const target = await ownWorkOrder(deps.db, rescuerId, input.ticketId, input.subTicketId);
  if (!target) throw notFound();
  const place = await applyReportedPlace(
    deps.db,
    deps.fieldCrypto,
    rescuerId,
    { orderId: target.orderId, subTicketId: input.subTicketId },
    reported,
    now,
  );
  if (place === 'closed') throw toast(texts.linkApplyClosed);
  return { ticketId: input.ticketId, place: toPlace(place), updatedAt: now.toISOString() };
}
