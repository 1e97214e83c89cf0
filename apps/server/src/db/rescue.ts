import { randomBytes, randomInt, scryptSync, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import type { Actor } from './coupons.js';
import type { FieldCrypto } from './field-crypto.js';
import { createOrder, insertOrder, moveOrder, type OrderRow } from './orders.js';
import {
  rescueDispatchEvents,
  rescueDispatches,
  rescueRequests,
  rescueTrackPoints,
  towVehicles,
  type DispatchStatus,
} from './schema/rescue.js';

/** Roadside rescue is service type 1 of the catalogue. */
export const rescueServiceType = '1';

/** Kilometres of towing a rescue coupon pays for; beyond it (or without one) the customer pays. */
export const freeTowKmWithCoupon = 100;

export type DispatchRow = typeof rescueDispatches.$inferSelect;

export interface RescuePlace {
  address: string;
  lng: number;
  lat: number;
  cityCode?: string | undefined;
  cityName?: string | undefined;
}

// ---------- passwords (rescuer accounts) ----------

/** `scrypt$<salt>$<hash>`: node:crypto scrypt with a random salt. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}

// ---------- places ----------

/** The address as lists show it before a rescuer owns the case: house numbers hidden. */
export function maskAddress(address: string): string {
  return address.replace(/\d+(?=\s*(号|弄|栋|室|單|单|#|$))/g, '**').replace(/\d{3,}/g, '***');
}

/** Great-circle distance in metres. */
export function distanceMeters(a: { lng: number; lat: number }, b: { lng: number; lat: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(h)));
}

/** A tow truck averages ~30 km/h in town at night: 500 m a minute, at least 5 minutes to set off. */
export function etaMinutesFor(meters: number): number {
  return Math.max(5, Math.ceil(meters / 500));
}

// ---------- creating a rescue ----------

export interface NewRescue {
  customerId: string;
  couponId: string | null;
  plateNumber: string;
  contactName: string;
  contactMobile: string;
  faultType: string;
  place: RescuePlace;
  destination: RescuePlace | null;
  loadInfo: string;
  appointmentAt: Date | null;
  onHighway: boolean;
  remark: string;
  priceFen: number;
  companyName: string;
}

/**
 * Creates a rescue order, its rescue data and the first work order offered for
 * dispatch, in the caller's transaction. With a coupon, createOrder consumes it
 * (null when it is no longer usable, and nothing is written); without one the
 * order is still created: nobody stranded is refused for want of a coupon.
 */
export async function createRescue(
  tx: DbOrTx,
  crypto: FieldCrypto,
  input: NewRescue,
  now = new Date(),
): Promise<{ order: OrderRow; dispatch: DispatchRow } | null> {
  const actor: Actor = { kind: 'customer', id: input.customerId };
  const sealedPlace = crypto.seal(JSON.stringify(input.place));
  const common = {
    customerId: input.customerId,
    serviceType: rescueServiceType,
    businessType: rescueServiceType,
    plateNumber: input.plateNumber,
    contactName: input.contactName,
    contactMobileSealed: crypto.seal(input.contactMobile),
    appointmentAt: input.appointmentAt,
    locationSealed: sealedPlace,
    details: { faultType: input.faultType, remark: input.remark, onHighway: input.onHighway },
    priceFen: input.priceFen,
  };
  let order: OrderRow | null;
  if (input.couponId) {
    order = await createOrder(tx, { ...common, couponId: input.couponId, couponUses: 1 }, actor, { now });
    if (!order) return null;
  } else {
    order = await insertOrder(tx, { ...common, couponId: null, couponUses: 0 }, actor, { now });
  }
  await tx.insert(rescueRequests).values({
    orderId: order.id,
    faultType: input.faultType,
    placeSealed: sealedPlace,
    maskedAddress: maskAddress(input.place.address),
    cityName: input.place.cityName ?? '',
    destinationAddress: input.destination?.address ?? '',
    destinationLng: input.destination?.lng ?? null,
    destinationLat: input.destination?.lat ?? null,
    loadInfo: input.loadInfo,
    appointmentAt: input.appointmentAt,
    onHighway: input.onHighway,
    freeTowKm: input.couponId ? freeTowKmWithCoupon : 0,
  });
  const dispatch = await offerDispatch(tx, order.id, input.companyName, now);
  return { order, dispatch };
}

function newSubTicketId(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `WS${day}${String(randomInt(100_000_000)).padStart(8, '0')}`;
}

/** Opens a work order in distribution: offered to the company's rescuers until one accepts. */
export async function offerDispatch(
  tx: DbOrTx,
  orderId: string,
  companyName: string,
  now = new Date(),
  fixed: { status?: DispatchStatus; rescuerId?: string; vehicleNo?: string; etaAt?: Date } = {},
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
      offeredAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('dispatch insert returned nothing');
  await tx.insert(rescueDispatchEvents).values({ dispatchId: row.id, status, at: now });
  return row;
}

// ---------- moving a work order ----------

/** The steps a rescuer takes after accepting; each one only from the statuses listed. */
export const dispatchTransitions: Readonly<Record<DispatchStatus, readonly DispatchStatus[]>> = {
  offered: ['accepted'],
  accepted: ['departed', 'arrived', 'reassigned'],
  departed: ['arrived', 'reassigned'],
  arrived: ['inService', 'finished'],
  inService: ['finished'],
  finished: [],
  reassigned: [],
};

export const openDispatchStatuses: readonly DispatchStatus[] = [
  'offered',
  'accepted',
  'departed',
  'arrived',
  'inService',
];

/**
 * A rescuer accepts an offered work order with one of their bound vehicles:
 * one conditional UPDATE on `status = 'offered'`, so of any number of
 * rescuers accepting at once exactly one owns it; the others get null.
 */
export async function acceptDispatch(
  tx: DbOrTx,
  dispatchId: string,
  rescuerId: string,
  vehicleNo: string,
  etaAt: Date,
  now = new Date(),
): Promise<DispatchRow | null> {
  const [row] = await tx
    .update(rescueDispatches)
    .set({ status: 'accepted', rescuerId, vehicleNo, etaAt, updatedAt: now })
    .where(and(eq(rescueDispatches.id, dispatchId), eq(rescueDispatches.status, 'offered')))
    .returning();
  if (!row) return null;
  await tx.insert(rescueDispatchEvents).values({ dispatchId, status: 'accepted', note: vehicleNo, at: now });
  const moved = await moveOrder(tx, row.orderId, ['submitted'], 'accepted', {
    kind: 'rescuer',
    id: rescuerId,
  });
  // The customer cancelled meanwhile: nothing to accept; the caller rolls back.
  if (!moved) return null;
  return row;
}

/**
 * Moves a rescuer's own work order one step (arrived, towing, finished...),
 * checking the status it expects and the owner, and moves the order with it:
 * arrival starts the service, finishing completes it.
 */
export async function advanceDispatch(
  tx: DbOrTx,
  dispatch: DispatchRow,
  to: DispatchStatus,
  rescuerId: string,
  note = '',
  now = new Date(),
): Promise<DispatchRow | null> {
  const from = (Object.keys(dispatchTransitions) as DispatchStatus[]).filter((s) =>
    dispatchTransitions[s].includes(to),
  );
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
  if (to === 'arrived') await moveOrder(tx, row.orderId, ['accepted'], 'inService', actor, 'arrived');
  if (to === 'finished') {
    await moveOrder(tx, row.orderId, ['accepted'], 'inService', actor, 'arrived');
    await moveOrder(tx, row.orderId, ['inService'], 'completed', actor, note);
  }
  return row;
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
  return offerDispatch(tx, closed.orderId, closed.companyName, now, {
    status: 'accepted',
    rescuerId: target.rescuerId,
    vehicleNo: target.vehicleNo,
    etaAt: closed.etaAt ?? undefined,
  });
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
  await tx
    .update(towVehicles)
    .set({ lastLng: point.lng, lastLat: point.lat, lastSeenAt: now })
    .where(eq(towVehicles.vehicleNo, vehicleNo));
}

// ---------- fault types ----------

/** What went wrong, what the truck brings, and what it costs without a coupon (fen). */
export const faultTypes = [
  { code: 'tow', name: '拖车', nameEn: 'Tow', priceFen: 30000 },
  { code: 'jumpStart', name: '搭电', nameEn: 'Jump-start', priceFen: 15000 },
  { code: 'tyre', name: '换胎', nameEn: 'Tyre change', priceFen: 15000 },
  { code: 'fuel', name: '送油', nameEn: 'Fuel delivery', priceFen: 15000 },
  { code: 'water', name: '送水', nameEn: 'Coolant delivery', priceFen: 12000 },
  { code: 'winch', name: '困境救援', nameEn: 'Winching (stuck)', priceFen: 40000 },
] as const;

export function faultTypeName(code: string, locale: 'zh-CN' | 'en-US'): string {
  const f = faultTypes.find((t) => t.code === code);
  if (!f) return code;
  return locale === 'en-US' ? f.nameEn : f.name;
}

export function openPlace(crypto: FieldCrypto, sealed: string): RescuePlace | null {
  if (!sealed) return null;
  try {
    const p = JSON.parse(crypto.open(sealed)) as RescuePlace;
    return typeof p.lng === 'number' && typeof p.lat === 'number' ? p : null;
  } catch {
    return null;
  }
}
