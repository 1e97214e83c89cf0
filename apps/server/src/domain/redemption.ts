import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { chinaOffsetMs, isUuid, type Locale } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import {
  coupons,
  customers,
  merchantPhotos,
  orders,
  redemptions,
  serviceCatalogue,
  stores,
} from '../db/schema/index.js';
import { giveBackUses, useCoupon, type Actor, type CouponRow } from './coupons.js';
import { takeBooking } from './merchant-bookings.js';
import type { RedemptionRow, StoreRow } from './merchants.js';
import { orderNotes, sendOrderNotice } from './order-notices.js';
import { verifyOrderQr } from './order-qr.js';
import { moveOrder, type OrderRow } from './orders.js';
import type { SmsSender } from './sms.js';

/**
 * A merchant's redemptions: what a presented code names, where it may be redeemed,
 * and the redeem, complete and undo steps, each one transaction (merchant/R00040024, R00040026).
 * A redemption is the merchant's order.
 */

/** A redemption may be undone by its merchant for this long. */
export const undoWindowMs = 30 * 60_000;

// ---------- the presented code ----------

/** Whether the coupon may be redeemed at the store now: store list, service type, weekday and hour. */
export function storeAllows(coupon: CouponRow, store: StoreRow, now: Date): boolean {
  if (!store.enabled || !store.serviceTypes.includes(coupon.serviceType)) return false;
  if (coupon.storeIds && !coupon.storeIds.includes(store.id)) return false;
  // Weekdays and hours are the stores' (China Standard Time, UTC+8, no daylight saving).
  const local = new Date(now.getTime() + chinaOffsetMs);
  const weekday = local.getUTCDay() === 0 ? 7 : local.getUTCDay();
  if (coupon.weekdays && coupon.weekdays.length > 0 && !coupon.weekdays.includes(weekday)) return false;
  const hour = local.getUTCHours();
  if (coupon.hourFrom !== null && hour < coupon.hourFrom) return false;
  if (coupon.hourTo !== null && hour >= coupon.hourTo) return false;
  return true;
}

/**
 * A ticket presented at the counter. `signed` is true when it came from the
 * customer's signed order QR code (`RCO:…`), which only the customer's screen
 * shows; a bare order number is not proof of presence.
 */
export interface Resolved {
  kind: 'coupon' | 'order';
  /** The coupon code or the order number (never the signed code). */
  ticketId: string;
  coupon: CouponRow;
  order: OrderRow | null;
  signed: boolean;
}

/** What a merchant may look up and redeem at: their own enabled stores. */
export interface MerchantScope {
  merchantId: string;
  stores: readonly StoreRow[];
}

const orderNumber = /^RC\d/i;

/**
 * What a merchant's presented code names, for this merchant only:
 * - a signed order QR (`RCO:<orderNo>:<expiry>:<signature>`) names its order once the
 *   signature and expiry check out (a forged or lapsed one is `qrLapsed`);
 * - a bare order number names an order only when it is booked at one of the merchant's
 *   stores or the merchant already served it; any other is `notFound`, as if it did not
 *   exist, so order numbers cannot be probed;
 * - anything else is a coupon's redemption code.
 */
export async function resolveTicket(
  db: DbOrTx,
  fieldCrypto: FieldCrypto,
  me: MerchantScope,
  presented: string,
  now: Date,
): Promise<Resolved | 'qrLapsed' | 'notFound'> {
  const raw = presented.trim();
  let orderNo: string | null = null;
  let signed = false;
  if (raw.startsWith('RCO:')) {
    orderNo = verifyOrderQr(fieldCrypto, raw, now);
    if (!orderNo) return 'qrLapsed';
    signed = true;
  } else if (orderNumber.test(raw)) {
    orderNo = raw.toUpperCase();
  }
  if (orderNo) {
    const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
    if (!order?.couponId) return 'notFound';
    if (!signed && !(await bookedOrServedHere(db, me, order))) return 'notFound';
    const [coupon] = await db.select().from(coupons).where(eq(coupons.id, order.couponId));
    if (!coupon) return 'notFound';
    return { kind: 'order', ticketId: order.orderNo, coupon, order, signed };
  }
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, raw));
  if (!coupon) return 'notFound';
  return { kind: 'coupon', ticketId: coupon.code, coupon, order: null, signed: false };
}

async function bookedOrServedHere(db: DbOrTx, me: MerchantScope, order: OrderRow): Promise<boolean> {
  if (order.storeId && me.stores.some((s) => s.id === order.storeId)) return true;
  const [served] = await db
    .select({ id: redemptions.id })
    .from(redemptions)
    .where(and(eq(redemptions.merchantId, me.merchantId), eq(redemptions.orderId, order.id)))
    .limit(1);
  return served !== undefined;
}

/**
 * The merchant's stores where the ticket may be redeemed now. A coupon: the
 * coupon's own rules. An order: the store it is booked at, if that store does the
 * order's service; an order booked at no store only from its signed QR, at a store
 * doing the order's service where the coupon may be used now.
 */
export function eligibleStores(r: Resolved, myStores: readonly StoreRow[], now: Date): StoreRow[] {
  const { order, coupon } = r;
  if (!order) return myStores.filter((s) => storeAllows(coupon, s, now));
  return myStores.filter((s) => {
    if (!s.enabled || !s.serviceTypes.includes(order.serviceType)) return false;
    if (order.storeId) return order.storeId === s.id;
    return r.signed && storeAllows(coupon, s, now);
  });
}

/** The catalogue's name of a service type, in the locale; '' when unknown. */
export async function catalogueName(db: DbOrTx, serviceType: string, locale: Locale): Promise<string> {
  const [row] = await db
    .select({ name: serviceCatalogue.name, nameEn: serviceCatalogue.nameEn })
    .from(serviceCatalogue)
    .where(eq(serviceCatalogue.serviceType, serviceType));
  return row ? (locale === 'en-US' ? row.nameEn : row.name) : '';
}

/** The account holder's name and mobile in clear, for the merchant's view to mask or withhold. */
export async function ownerOf(
  db: DbOrTx,
  fieldCrypto: FieldCrypto,
  customerId: string,
): Promise<{ name: string; mobile: string }> {
  const [row] = await db
    .select({ name: customers.custName, mobileSealed: customers.mobileSealed })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) return { name: '', mobile: '' };
  let mobile = '';
  try {
    mobile = fieldCrypto.open(row.mobileSealed);
  } catch {
    mobile = '';
  }
  return { name: row.name, mobile };
}

// ---------- the merchant's orders ----------

/** One of the merchant's redemptions by id; null for anyone else's (or a value that is no id). */
export async function merchantRedemption(
  db: DbOrTx,
  merchantId: string,
  id: string,
): Promise<RedemptionRow | null> {
  // Not an id: nobody's order (the uuid column would refuse it with a fault).
  if (!isUuid(id)) return null;
  const [r] = await db
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.id, id), eq(redemptions.merchantId, merchantId)));
  return r ?? null;
}

/**
 * The merchant's latest redemption of a coupon, or null: the counter's view links the last
 * one standing (`undone: false`), the verification detail shows the last one whatever it became.
 */
export async function latestRedemptionOfCoupon(
  db: DbOrTx,
  merchantId: string,
  couponId: string,
  opts: { undone: boolean },
): Promise<RedemptionRow | null> {
  const [mine] = await db
    .select()
    .from(redemptions)
    .where(
      and(
        eq(redemptions.merchantId, merchantId),
        eq(redemptions.couponId, couponId),
        opts.undone ? undefined : sql`${redemptions.state} <> 'undone'`,
      ),
    )
    .orderBy(desc(redemptions.redeemedAt))
    .limit(1);
  return mine ?? null;
}

/** A page of the merchant's redemptions in one state: those to serve oldest first, the others newest first. */
export async function redemptionsInState(
  db: DbOrTx,
  merchantId: string,
  status: RedemptionRow['state'],
  q: { onPagenum: number; onPagesize: number },
): Promise<{ rows: RedemptionRow[]; total: number }> {
  const where = and(eq(redemptions.merchantId, merchantId), eq(redemptions.state, status));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(redemptions)
    .where(where);
  const rows = await db
    .select()
    .from(redemptions)
    .where(where)
    .orderBy(
      status === 'redeemed' ? asc(redemptions.redeemedAt) : desc(redemptions.redeemedAt),
      asc(redemptions.id),
    )
    .limit(q.onPagesize)
    .offset((q.onPagenum - 1) * q.onPagesize);
  return { total: count?.n ?? 0, rows };
}

/** What the redemptions' views need besides the rows: their coupons (with the service's name), stores and orders. */
export async function redemptionFacts(db: DbOrTx, rows: readonly RedemptionRow[]) {
  const couponRows = await db
    .select({ coupon: coupons, name: serviceCatalogue.name, nameEn: serviceCatalogue.nameEn })
    .from(coupons)
    .leftJoin(serviceCatalogue, eq(serviceCatalogue.serviceType, coupons.serviceType))
    .where(
      inArray(
        coupons.id,
        rows.map((r) => r.couponId),
      ),
    );
  const storeRows = await db
    .select()
    .from(stores)
    .where(
      inArray(
        stores.id,
        rows.map((r) => r.storeId),
      ),
    );
  const orderIds = rows.flatMap((r) => (r.orderId ? [r.orderId] : []));
  const orderRows = orderIds.length ? await db.select().from(orders).where(inArray(orders.id, orderIds)) : [];
  return {
    byCoupon: new Map(couponRows.map((c) => [c.coupon.id, c])),
    byStore: new Map(storeRows.map((s) => [s.id, s])),
    byOrder: new Map(orderRows.map((o) => [o.id, o])),
  };
}

/** The proof photos attached to a redemption, oldest first. */
export async function redemptionPhotos(db: DbOrTx, redemptionId: string) {
  return db
    .select({ id: merchantPhotos.id, contentType: merchantPhotos.contentType, bytes: merchantPhotos.bytes })
    .from(merchantPhotos)
    .where(eq(merchantPhotos.redemptionId, redemptionId))
    .orderBy(asc(merchantPhotos.createdAt));
}

/** The order a redemption served: who placed it and their remark; null when gone. */
export async function servedOrder(db: DbOrTx, orderId: string) {
  const [o] = await db
    .select({ id: orders.id, customerId: orders.customerId, details: orders.details })
    .from(orders)
    .where(eq(orders.id, orderId));
  return o ?? null;
}

// ---------- redeem, complete, undo ----------

/** Why a step was refused; each is worded by the merchant module. */
export type RedemptionRefusal = 'orderDone' | 'notUsable' | 'badPhotos' | 'notToServe' | 'notUndoable';

/** Thrown inside a step's transaction so that its earlier writes roll back; answered as the refusal. */
class Refused extends Error {
  constructor(readonly reason: RedemptionRefusal) {
    super(reason);
  }
}

async function refusedAs<T>(run: () => Promise<T>): Promise<T | { refused: RedemptionRefusal }> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof Refused) return { refused: e.reason };
    throw e;
  }
}

async function attachPhotos(
  tx: DbOrTx,
  merchantId: string,
  redemptionId: string,
  imageIds: readonly string[],
): Promise<void> {
  if (imageIds.length === 0) return;
  if (imageIds.some((id) => !isUuid(id))) throw new Refused('badPhotos');
  const attached = await tx
    .update(merchantPhotos)
    .set({ redemptionId })
    .where(
      and(
        inArray(merchantPhotos.id, [...imageIds]),
        eq(merchantPhotos.merchantId, merchantId),
        isNull(merchantPhotos.redemptionId),
      ),
    )
    .returning({ id: merchantPhotos.id });
  if (attached.length !== new Set(imageIds).size) throw new Refused('badPhotos');
}

/** The merchant's redemption recorded under an idempotency key, or null. */
export async function redemptionByKey(
  db: DbOrTx,
  merchantId: string,
  key: string,
): Promise<RedemptionRow | null> {
  const [row] = await db
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.merchantId, merchantId), eq(redemptions.idempotencyKey, key)));
  return row ?? null;
}

/**
 * Moves a booked order through the steps a verified code stands for: accepted (if the
 * store had not yet), in service, and completed when `complete`. Only this call's own
 * moves count: an order another call moved on meanwhile answers false.
 */
async function serveOrder(tx: DbOrTx, order: OrderRow, actor: Actor, complete: boolean): Promise<boolean> {
  if (order.status === 'submitted' && !(await takeBooking(tx, order.id, actor))) return false;
  if (order.status === 'submitted' || order.status === 'accepted') {
    if (!(await moveOrder(tx, order.id, ['accepted'], 'inService', actor, orderNotes.inService)))
      return false;
  } else return false; // already being served: its code was verified before
  if (!complete) return true;
  return (
    (await moveOrder(tx, order.id, ['inService', 'toVerify'], 'completed', actor, orderNotes.completed)) !==
    null
  );
}

/**
 * Records a redemption of a resolved ticket at a store, in one transaction: the row (under its
 * idempotency key), then the order served (accepting the booking on the way, the customer told)
 * or the coupon's uses consumed, then the proof photos attached. A refusal rolls all of it back.
 * The row another call recorded under the same key meanwhile is answered as this one's.
 */
export async function recordRedemption(
  db: Db,
  fieldCrypto: FieldCrypto,
  sms: SmsSender,
  input: {
    merchantId: string;
    actor: Actor;
    storeId: string;
    resolved: Resolved;
    count: number;
    idempotencyKey: string;
    imageIds: readonly string[];
    remark: string;
  },
  locale: Locale,
  now: Date,
): Promise<RedemptionRow | { refused: RedemptionRefusal }> {
  const { coupon, order } = input.resolved;
  const mid = input.merchantId;
  const created = await refusedAs(() =>
    db.transaction(async (tx) => {
      const id = randomUUID();
      const [row] = await tx
        .insert(redemptions)
        .values({
          id,
          merchantId: mid,
          storeId: input.storeId,
          couponId: coupon.id,
          orderId: order?.id ?? null,
          customerId: order?.customerId ?? coupon.customerId,
          ticketId: input.resolved.ticketId,
          idempotencyKey: input.idempotencyKey,
          count: input.count,
          state: input.imageIds.length > 0 ? 'completed' : 'redeemed',
          remark: input.remark,
          settlementFen: (coupon.faceValue ?? 0) * input.count,
          redeemedAt: now,
          completedAt: input.imageIds.length > 0 ? now : null,
        })
        .onConflictDoNothing({ target: [redemptions.merchantId, redemptions.idempotencyKey] })
        .returning();
      if (!row) return null; // the same key won meanwhile
      if (order) {
        // The order consumed its coupon uses when it was placed; verifying the customer's code
        // starts the service (accepting the booking on the way), and proof photos complete it.
        const served = await serveOrder(tx, order, input.actor, row.state === 'completed');
        if (!served) throw new Refused('orderDone');
        const notice = row.state === 'completed' ? 'completed' : 'inService';
        await sendOrderNotice(tx, fieldCrypto, sms, order, notice, locale);
      } else {
        const used = await useCoupon(tx, coupon.id, input.count, input.actor, id, now);
        if (!used) throw new Refused('notUsable');
      }
      await attachPhotos(tx, mid, id, input.imageIds);
      return row;
    }),
  );
  if (created && 'refused' in created) return created;
  const row = created ?? (await redemptionByKey(db, mid, input.idempotencyKey));
  return row ?? { refused: 'notUsable' };
}

/**
 * Completes a redemption waiting to be served: one conditional update (`notToServe` when it
 * is not waiting), its order completed and the customer told, the proof photos attached;
 * a refusal rolls all of it back.
 */
export async function completeRedemption(
  db: Db,
  fieldCrypto: FieldCrypto,
  sms: SmsSender,
  input: {
    merchantId: string;
    actor: Actor;
    redemptionId: string;
    imageIds: readonly string[];
    remark?: string;
  },
  locale: Locale,
  now: Date,
): Promise<RedemptionRow | { refused: RedemptionRefusal }> {
  return refusedAs(() =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(redemptions)
        .set({ state: 'completed', completedAt: now, ...(input.remark ? { remark: input.remark } : {}) })
        .where(
          and(
            eq(redemptions.id, input.redemptionId),
            eq(redemptions.merchantId, input.merchantId),
            eq(redemptions.state, 'redeemed'),
          ),
        )
        .returning();
      if (!updated) throw new Refused('notToServe');
      if (updated.orderId) {
        const done = await moveOrder(
          tx,
          updated.orderId,
          ['inService', 'toVerify'],
          'completed',
          input.actor,
          orderNotes.completed,
          { at: now },
        );
        if (!done) throw new Refused('orderDone');
        await sendOrderNotice(tx, fieldCrypto, sms, done, 'completed', locale);
      }
      await attachPhotos(tx, input.merchantId, updated.id, input.imageIds);
      return updated;
    }),
  );
}

/**
 * Undoes a coupon redemption (not one that served an order) within the undo window: one
 * conditional update and the coupon's uses given back. Null when the update matched nothing
 * (undone already, or too late): nothing changes; `notUndoable` when the uses could not be
 * given back: rolled back.
 */
export async function undoRedemption(
  db: Db,
  input: { merchantId: string; actor: Actor; redemptionId: string; reason: string },
  now: Date,
): Promise<RedemptionRow | null | { refused: RedemptionRefusal }> {
  return refusedAs(() =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(redemptions)
        .set({ state: 'undone', undoneAt: now, undoReason: input.reason })
        .where(
          and(
            eq(redemptions.id, input.redemptionId),
            eq(redemptions.merchantId, input.merchantId),
            inArray(redemptions.state, ['redeemed', 'completed']),
            isNull(redemptions.orderId),
            gt(redemptions.redeemedAt, new Date(now.getTime() - undoWindowMs)),
          ),
        )
        .returning();
      if (!updated) return null;
      const back = await giveBackUses(
        tx,
        updated.couponId,
        updated.count,
        input.actor,
        updated.id,
        input.reason,
      );
      if (!back) throw new Refused('notUndoable');
      return updated;
    }),
  );
}
