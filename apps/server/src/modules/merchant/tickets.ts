import { and, desc, eq, sql } from 'drizzle-orm';
import { chinaOffsetMs, type Locale, type MerchantTicket } from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import type { CouponRow } from '../../domain/coupons.js';
import type { OrderRow } from '../../domain/orders.js';
import { verifyOrderQr } from '../../domain/order-qr.js';
import type { stores } from '../../db/schema/index.js';
import { coupons, customers, orders, redemptions, serviceCatalogue } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { keepOnScreen, notFound } from '../../http/errors.js';
import { customerAsSeen } from './customer-view.js';

export type StoreRow = typeof stores.$inferSelect;

const qrLapsed = {
  'zh-CN': '服务码无效或已过期，请让客户刷新后重新出示',
  'en-US': 'This service code is invalid or has expired; ask the customer to refresh it.',
} as const;

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

const orderNumber = /^RC\d/i;

/**
 * What a merchant's presented code names, for this merchant only:
 * - a signed order QR (`RCO:<orderNo>:<expiry>:<signature>`) names its order once the
 *   signature and expiry check out (a forged or lapsed one is refused);
 * - a bare order number names an order only when it is booked at one of the merchant's
 *   stores or the merchant already served it; any other is "not found", as if it did not
 *   exist, so order numbers cannot be probed;
 * - anything else is a coupon's redemption code.
 */
export async function resolveTicket(
  db: DbOrTx,
  fieldCrypto: AppDeps['fieldCrypto'],
  me: { merchantId: string; stores: readonly StoreRow[] },
  presented: string,
  now: Date,
): Promise<Resolved> {
  const raw = presented.trim();
  let orderNo: string | null = null;
  let signed = false;
  if (raw.startsWith('RCO:')) {
    orderNo = verifyOrderQr(fieldCrypto, raw, now);
    if (!orderNo) throw keepOnScreen(qrLapsed);
    signed = true;
  } else if (orderNumber.test(raw)) {
    orderNo = raw.toUpperCase();
  }
  if (orderNo) {
    const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
    if (!order?.couponId) throw notFound();
    if (!signed && !(await bookedOrServedHere(db, me, order))) throw notFound();
    const [coupon] = await db.select().from(coupons).where(eq(coupons.id, order.couponId));
    if (!coupon) throw notFound();
    return { kind: 'order', ticketId: order.orderNo, coupon, order, signed };
  }
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, raw));
  if (!coupon) throw notFound();
  return { kind: 'coupon', ticketId: coupon.code, coupon, order: null, signed: false };
}

async function bookedOrServedHere(
  db: DbOrTx,
  me: { merchantId: string; stores: readonly StoreRow[] },
  order: OrderRow,
): Promise<boolean> {
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

async function catalogueName(db: DbOrTx, serviceType: string, locale: Locale): Promise<string> {
  const [row] = await db
    .select({ name: serviceCatalogue.name, nameEn: serviceCatalogue.nameEn })
    .from(serviceCatalogue)
    .where(eq(serviceCatalogue.serviceType, serviceType));
  return row ? (locale === 'en-US' ? row.nameEn : row.name) : '';
}

/** The account holder's name and mobile in clear, for `customerAsSeen` to mask or withhold. */
export async function ownerOf(deps: AppDeps, customerId: string): Promise<{ name: string; mobile: string }> {
  const [row] = await deps.db
    .select({ name: customers.custName, mobileSealed: customers.mobileSealed })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) return { name: '', mobile: '' };
  let mobile = '';
  try {
    mobile = deps.fieldCrypto.open(row.mobileSealed);
  } catch {
    mobile = '';
  }
  return { name: row.name, mobile };
}

/**
 * What the counter shows of a presented ticket. The customer as their merchant-sharing
 * consent allows (`customer-view.ts`); a ticket not for this merchant shows nobody's
 * data at all: no name, mobile or plate, no validity or uses left (decision 045).
 */
export async function ticketView(
  deps: AppDeps,
  r: Resolved,
  myStores: readonly StoreRow[],
  merchantId: string,
  locale: Locale,
  now: Date,
): Promise<MerchantTicket> {
  const { coupon, order } = r;
  const usesLeft = Math.max(0, coupon.quantity - coupon.usedCount);
  const eligible = eligibleStores(r, myStores, now);
  let state: MerchantTicket['state'];
  if (order) {
    if (order.status === 'completed') state = 'verified';
    else if (order.status === 'cancelled') state = 'expired';
    else state = eligible.length > 0 ? 'toVerify' : 'notForThisMerchant';
  } else if (coupon.state === 'transferring') state = 'inTransfer';
  else if (coupon.state === 'used' || (coupon.state === 'unused' && usesLeft === 0)) state = 'verified';
  else if (coupon.state !== 'unused' || coupon.validTo <= now || coupon.validFrom > now) state = 'expired';
  else state = eligible.length > 0 ? 'toVerify' : 'notForThisMerchant';
  const hidden = state === 'notForThisMerchant';
  const ownerId = order?.customerId ?? coupon.customerId;
  const owner = hidden
    ? null
    : await customerAsSeen(deps.db, ownerId, {
        ...(await ownerOf(deps, ownerId)),
        plate: order?.plateNumber || coupon.plateNumber || null,
        remark: '',
      });
  const [last] = hidden
    ? []
    : await deps.db
        .select({ id: redemptions.id })
        .from(redemptions)
        .where(
          and(
            eq(redemptions.merchantId, merchantId),
            eq(redemptions.couponId, coupon.id),
            sql`${redemptions.state} <> 'undone'`,
          ),
        )
        .orderBy(desc(redemptions.redeemedAt))
        .limit(1);
  const en = locale === 'en-US';
  return {
    ticketId: r.ticketId,
    couponName: en ? coupon.nameEn : coupon.name,
    serviceType: coupon.serviceType,
    serviceTypeName: await catalogueName(deps.db, coupon.serviceType, locale),
    customerName: owner?.name ?? '',
    customerMobile: owner?.mobile ?? '',
    plateNumber: owner?.plate ?? null,
    state,
    validFrom: hidden ? null : coupon.validFrom.toISOString(),
    validTo: hidden ? null : coupon.validTo.toISOString(),
    quantity: hidden ? 0 : coupon.quantity,
    usesLeft: hidden ? 0 : order ? order.couponUses : usesLeft,
    kind: r.kind,
    stores: state === 'toVerify' ? eligible.map((s) => ({ id: s.id, name: en ? s.nameEn : s.name })) : [],
    orderId: last?.id ?? null,
  };
}
