import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { RescueOrderPayload } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import {
  customers,
  orderHistory,
  orders,
  rescueDispatchEvents,
  rescueDispatches,
  rescueRequests,
  rescueTrackPoints,
  rescuers,
} from '../db/schema/index.js';
import type { CouponRow } from './coupons.js';
import { usableCoupons } from './order-coupons.js';
import { orderNamedBy, type OrderRow } from './orders.js';
import { createRescue, faultTypes, rescueServiceType } from './rescue.js';
import { isTowWorker, type DispatchRow } from './rescue-dispatch.js';
import { notifyRescue } from './rescue-live.js';
import { openDispatchStatuses } from './rescue-moves.js';

/** A customer's roadside rescue: the request, the live follow-up, urging, the destination and the family link. */

export type { OrderRow };
export type RequestRow = typeof rescueRequests.$inferSelect;

type Ref = { orderPrimaryId: string; primaryCheck: string };

/** One of the customer's rescue orders by id and check value; null for anyone else's. */
export async function findOwnRescue(
  db: DbOrTx,
  customerId: string,
  ref: Ref,
): Promise<{ order: OrderRow; request: RequestRow } | null> {
  const [row] = await db
    .select({ order: orders, request: rescueRequests })
    .from(orders)
    .innerJoin(rescueRequests, eq(rescueRequests.orderId, orders.id))
    .where(
      and(
        orderNamedBy(ref.orderPrimaryId),
        eq(orders.primaryCheck, ref.primaryCheck),
        eq(orders.customerId, customerId),
      ),
    );
  return row ?? null;
}

/** Where the car is towed to, when one was set (the rescue screens, the trail and the work order show it). */
export function destinationOf(request: {
  destinationAddress: string;
  destinationLng: number | null;
  destinationLat: number | null;
}) {
  return request.destinationLng !== null && request.destinationLat !== null
    ? {
        address: request.destinationAddress,
        lng: request.destinationLng,
        lat: request.destinationLat,
        cityCode: null,
        cityName: null,
      }
    : null;
}

// ---------- asking for help ----------

/** What the request form starts from: the customer's plates and contact, their usable rescue coupons. */
export async function rescueIntake(
  db: DbOrTx,
  customerId: string,
): Promise<{ customer: typeof customers.$inferSelect; coupons: CouponRow[] } | null> {
  const [c] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!c) return null;
  const rows = await usableCoupons(db, customerId, [rescueServiceType]);
  return { customer: c, coupons: rows };
}

/** The tow company that serves the customer's branch (any company when none does). */
async function companyFor(db: DbOrTx, customerId: string): Promise<string> {
  const [c] = await db
    .select({ branch: customers.branchCompanyCode })
    .from(customers)
    .where(eq(customers.id, customerId));
  const [r] = await db
    .select({ companyName: rescuers.companyName })
    .from(rescuers)
    .where(isTowWorker())
    .orderBy(
      sql`case when ${rescuers.branchCode} = ${c?.branch ?? ''} then 0 else 1 end`,
      asc(rescuers.createdAt),
      // Rescuers seeded in one transaction share a creation time: the name decides, the same every time.
      asc(rescuers.companyName),
    )
    .limit(1);
  return r?.companyName ?? '';
}

/**
 * The rescue request. It pays with the coupon chosen, or else the customer's
 * first usable rescue coupon; without any coupon it is still accepted at the
 * listed price: nobody stranded is turned away. Refused (nothing written) for a
 * fault type not offered, or a coupon chosen that is not usable (or used up meanwhile).
 */
export async function placeRescue(
  db: Db,
  fieldCrypto: FieldCrypto,
  customerId: string,
  input: RescueOrderPayload,
): Promise<{ ok: true; order: OrderRow } | { ok: false; reason: 'badFault' | 'couponGone' }> {
  if (!faultTypes.some((f) => f.code === input.faultType)) return { ok: false, reason: 'badFault' };
  const usable = await usableCoupons(db, customerId, [rescueServiceType], {
    plateNumber: input.plateNumber,
  });
  let couponId: string | null = null;
  if (input.couponId) {
    if (!usable.some((c) => c.id === input.couponId)) return { ok: false, reason: 'couponGone' };
    couponId = input.couponId;
  } else {
    couponId = usable[0]?.id ?? null;
  }
  const fault = faultTypes.find((f) => f.code === input.faultType);
  let contactMobile = input.contactMobile;
  if (!contactMobile) {
    const [c] = await db
      .select({ m: customers.mobileSealed })
      .from(customers)
      .where(eq(customers.id, customerId));
    contactMobile = c ? fieldCrypto.open(c.m) : '';
  }
  const companyName = await companyFor(db, customerId);
  const created = await db.transaction((tx) =>
    createRescue(tx, fieldCrypto, {
      customerId,
      couponId,
      plateNumber: input.plateNumber,
      contactName: input.contactName,
      contactMobile,
      faultType: input.faultType,
      place: input.place,
      destination: input.destination ?? null,
      loadInfo: input.loadInfo ?? '',
      appointmentAt: input.appointmentAt ? new Date(input.appointmentAt) : null,
      onHighway: input.onHighway,
      remark: input.remark ?? '',
      priceFen: couponId ? 0 : (fault?.priceFen ?? 0),
      companyName,
    }),
  );
  if (!created) return { ok: false, reason: 'couponGone' };
  return { ok: true, order: created.order };
}

/** A page of the customer's rescue orders, newest first, with how many there are. */
export async function customerRescues(
  db: DbOrTx,
  customerId: string,
  page: { onPagenum: number; onPagesize: number },
): Promise<{ rows: { order: OrderRow; request: RequestRow }[]; total: number }> {
  const where = and(eq(orders.customerId, customerId), eq(orders.serviceType, rescueServiceType));
  const rows = await db
    .select({ order: orders, request: rescueRequests })
    .from(orders)
    .innerJoin(rescueRequests, eq(rescueRequests.orderId, orders.id))
    .where(where)
    .orderBy(desc(orders.createdAt))
    .limit(page.onPagesize)
    .offset((page.onPagenum - 1) * page.onPagesize);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(rescueRequests, eq(rescueRequests.orderId, orders.id))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

// ---------- following it ----------

/** An urge is allowed once every 3 minutes (the rescuer is driving; more would not help). */
export const urgeEverySeconds = 180;

/** The live work order of the rescue (the newest one; a reassignment closes the old), with its rescuer. */
export async function liveDispatchOf(
  db: DbOrTx,
  orderId: string,
): Promise<{ d: DispatchRow; rescuerName: string | null; rescuerMobileSealed: string | null } | null> {
  const [row] = await db
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

/** The truck's trail on a rescue: its first 500 points, oldest first. */
export async function trailOf(db: DbOrTx, orderId: string) {
  const points = await db
    .select()
    .from(rescueTrackPoints)
    .where(eq(rescueTrackPoints.orderId, orderId))
    .orderBy(asc(rescueTrackPoints.at))
    .limit(500);
  return points.map((p) => ({ lng: p.lng, lat: p.lat, at: p.at.toISOString() }));
}

/** The order's history lines, oldest first. */
export async function orderHistoryOf(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.at));
}

/** The steps a work order went through (urges included), oldest first. */
export async function dispatchStepsOf(db: DbOrTx, dispatchId: string) {
  return db
    .select()
    .from(rescueDispatchEvents)
    .where(
      and(
        eq(rescueDispatchEvents.dispatchId, dispatchId),
        inArray(rescueDispatchEvents.status, [...openDispatchStatuses, 'finished']),
      ),
    )
    .orderBy(asc(rescueDispatchEvents.at));
}

/**
 * Urges an open rescue, at most once per urgeEverySeconds: one conditional
 * UPDATE on the last urge time, so a double tap counts once (`tooSoon`: nothing
 * written). An urge after the promised arrival time escalates the case to the dispatcher.
 */
export async function urgeRescueOrder(
  db: Db,
  orderId: string,
  current: { d: DispatchRow } | null,
  now: Date,
): Promise<'urged' | 'tooSoon'> {
  const late = Boolean(current?.d.etaAt && current.d.etaAt < now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(rescueRequests)
      .set({
        lastUrgedAt: now,
        urgeCount: sql`${rescueRequests.urgeCount} + 1`,
        ...(late ? { escalatedAt: now } : {}),
      })
      .where(
        and(
          eq(rescueRequests.orderId, orderId),
          or(
            isNull(rescueRequests.lastUrgedAt),
            lt(rescueRequests.lastUrgedAt, new Date(now.getTime() - urgeEverySeconds * 1000)),
          ),
        ),
      )
      .returning();
    if (!row) return 'tooSoon' as const;
    if (current) {
      await tx.insert(rescueDispatchEvents).values({
        dispatchId: current.d.id,
        status: current.d.status,
        note: late ? 'urged-late' : 'urged',
        at: now,
      });
    }
    await notifyRescue(tx, orderId, 'urge');
    return 'urged' as const;
  });
}

// ---------- changing it ----------

/**
 * Changes where the car goes, until towing starts. The work order is locked
 * while checking, so a rescuer starting to tow at the same moment either comes
 * first (`locked`: nothing changes) or sees the new destination.
 */
export async function changeRescueDestination(
  db: Db,
  orderId: string,
  destination: { address: string; lng: number; lat: number },
): Promise<'changed' | 'locked'> {
  return db.transaction(async (tx) => {
    const [o] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    const towing = await tx
      .select({ id: rescueDispatches.id })
      .from(rescueDispatches)
      .where(
        and(
          eq(rescueDispatches.orderId, orderId),
          inArray(rescueDispatches.status, ['inService', 'finished']),
        ),
      )
      .for('update');
    if (!o || !['submitted', 'accepted', 'inService'].includes(o.status) || towing.length > 0)
      return 'locked' as const;
    await tx
      .update(rescueRequests)
      .set({
        destinationAddress: destination.address,
        destinationLng: destination.lng,
        destinationLat: destination.lat,
      })
      .where(eq(rescueRequests.orderId, orderId));
    await notifyRescue(tx, orderId, 'destination');
    return 'changed' as const;
  });
}

// ---------- the family link ----------

function hashShareCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/**
 * A new code for a read-only family link. Only its hash is kept; a new link
 * replaces the last (so a link sent to the wrong person is revoked by sharing again).
 */
export async function newShareCode(db: DbOrTx, orderId: string): Promise<string> {
  const code = randomBytes(18).toString('base64url');
  await db
    .update(rescueRequests)
    .set({ shareCodeHash: hashShareCode(code) })
    .where(eq(rescueRequests.orderId, orderId));
  return code;
}

/** The rescue a family link names, or null. */
export async function rescueByShareCode(
  db: DbOrTx,
  code: string,
): Promise<{ order: OrderRow; request: RequestRow } | null> {
  const [row] = await db
    .select({ order: orders, request: rescueRequests })
    .from(rescueRequests)
    .innerJoin(orders, eq(orders.id, rescueRequests.orderId))
    .where(eq(rescueRequests.shareCodeHash, hashShareCode(code)));
  return row ?? null;
}
