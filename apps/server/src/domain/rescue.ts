import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { Actor } from './coupons.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { createOrder, insertOrder, type OrderRow } from './orders.js';
import { defaultOfferSeconds, offerToNext, openDispatch, type DispatchRow } from './rescue-dispatch.js';
import { rescueRequests } from '../db/schema/rescue.js';
import { serviceCatalogue } from '../db/schema/rights.js';

/** Roadside rescue is service type 1 of the catalogue. */
export const rescueServiceType = '1';

/**
 * Kilometres of towing a rescue coupon pays for; beyond it (or without one) the
 * customer pays. Read from the rescue right's own row of the catalogue, so the
 * right's page, the request form and the rescue screens show one figure.
 */
export async function freeTowKmWithCoupon(tx: DbOrTx): Promise<number> {
  const [row] = await tx
    .select({ km: serviceCatalogue.freeTowKm })
    .from(serviceCatalogue)
    .where(eq(serviceCatalogue.serviceType, rescueServiceType));
  return row?.km ?? 0;
}

export interface RescuePlace {
  address: string;
  lng: number;
  lat: number;
  cityCode?: string | undefined;
  cityName?: string | undefined;
}

// ---------- passwords (rescuer accounts) ----------

/*
 * scrypt costs tens of milliseconds of CPU by design. It runs on libuv's thread pool
 * (async scrypt), never on the event loop: sign-ins need no session, and a few a
 * second with the sync call stalled every other request (issue 21, finding 7).
 */
const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** `scrypt$<salt>$<hash>`: node:crypto scrypt with a random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/**
 * Checked against for an account that does not exist (or has no usable hash): the
 * same work and the same answer as a wrong password, so neither the reply nor its
 * time tells which accounts exist.
 */
const absentAccountHash = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** Whether `password` matches `stored`; pass `null` for an unknown account (it then does the same work and fails). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, salt, hash] = (stored ?? '').split('$');
  const usable = scheme === 'scrypt' && !!salt && !!hash;
  const [, dummySalt = '', dummyHash = ''] = absentAccountHash.split('$');
  const expected = Buffer.from(usable ? hash : dummyHash, 'base64url');
  const actual = await scryptAsync(
    password,
    Buffer.from(usable ? salt : dummySalt, 'base64url'),
    expected.length,
  );
  return timingSafeEqual(actual, expected) && usable && stored !== null;
}

// ---------- places ----------

/** The address as lists show it before a rescuer owns the case: house numbers hidden. */
export function maskAddress(address: string): string {
  return address.replace(/\d+(?=\s*(号|弄|栋|室|單|单|#|$))/g, '**').replace(/\d{3,}/g, '***');
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
  dispatch: { offerSeconds: number } | 'pool' = { offerSeconds: defaultOfferSeconds },
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
    freeTowKm: input.couponId ? await freeTowKmWithCoupon(tx) : 0,
    meetingCode: String(randomInt(10_000)).padStart(4, '0'),
  });
  const opened =
    dispatch === 'pool'
      ? await openDispatch(tx, order.id, input.companyName, now)
      : await offerToNext(tx, order.id, input.companyName, input.place, dispatch.offerSeconds, now);
  return { order, dispatch: opened };
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
