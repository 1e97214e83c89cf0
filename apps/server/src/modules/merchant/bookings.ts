import { isUuid, type Locale, type MerchantBooking } from '@rc/contract';
import { acceptByOf } from '../../domain/booking-sweep.js';
import {
  acceptBookingAt,
  bookingsToAccept,
  isOpenBooking,
  openBookingsAt,
  orderById,
} from '../../domain/merchant-bookings.js';
import type { OrderRow } from '../../domain/orders.js';
import { serviceTypeNames } from '../../domain/order-coupons.js';
import type { StoreRow } from '../../domain/merchants.js';
import type { SmsSender } from '../../domain/sms.js';
import type { AppDeps } from '../../http/deps.js';
import { keepOnScreen, notFound } from '../../http/errors.js';
import { customerAsSeen } from './customer-view.js';

const statusOf = { submitted: 'toAccept', accepted: 'accepted', inService: 'inService' } as const;

const text = {
  lapsed: {
    'zh-CN': '该预约已取消或已由门店处理',
    'en-US': 'This booking was cancelled or has already been handled.',
  },
} as const;

/**
 * What the store sees of a booking: the service, the time, and the customer as their
 * merchant-sharing consent allows (`customer-view.ts`, decision 045): with it the
 * plate, the remark and the contact's name and number masked (never in full: house
 * rule), and the plate and VIN photos once it serves the order (decision 026); without
 * it a masked plate only. `contactShared` says which.
 */
async function bookingViews(
  deps: AppDeps,
  rows: OrderRow[],
  myStores: readonly StoreRow[],
  locale: Locale,
): Promise<MerchantBooking[]> {
  const en = locale === 'en-US';
  const names = await serviceTypeNames(deps.db, [...new Set(rows.map((r) => r.serviceType))], locale);
  const out: MerchantBooking[] = [];
  for (const o of rows) {
    const store = myStores.find((s) => s.id === o.storeId);
    const remark = o.details.remark;
    const seen = await customerAsSeen(deps.db, o.customerId, {
      name: o.contactName,
      mobile: o.contactMobileSealed ? deps.fieldCrypto.open(o.contactMobileSealed) : '',
      plate: o.plateNumber,
      remark: typeof remark === 'string' ? remark : '',
    });
    out.push({
      id: o.id,
      orderNo: o.orderNo,
      serviceType: o.serviceType,
      serviceTypeName: names.get(o.serviceType) ?? '',
      storeName: store ? (en ? store.nameEn : store.name) : '',
      plateNumber: seen.plate ?? '',
      contactName: seen.name,
      contactMobile: seen.mobile,
      contactShared: seen.shared,
      status: statusOf[o.status as keyof typeof statusOf],
      appointmentAt: o.appointmentAt ? o.appointmentAt.toISOString() : null,
      createdAt: o.createdAt.toISOString(),
      acceptBy: acceptByOf(o).toISOString(),
      remark: seen.remark,
    });
  }
  return out;
}

/** The open bookings at the merchant's stores, those to accept first, then by appointment. */
export async function listBookings(
  deps: AppDeps,
  myStores: readonly StoreRow[],
  q: { onPagenum: number; onPagesize: number },
  locale: Locale,
): Promise<{ list: MerchantBooking[]; total: number }> {
  const { rows, total } = await openBookingsAt(
    deps.db,
    myStores.map((s) => s.id),
    q,
  );
  return { total, list: await bookingViews(deps, rows, myStores, locale) };
}

/** How many bookings at the merchant's stores wait to be accepted. */
export async function countToAccept(deps: AppDeps, myStores: readonly StoreRow[]): Promise<number> {
  return bookingsToAccept(
    deps.db,
    myStores.map((s) => s.id),
  );
}

/** The store takes a booking placed at it: one conditional move, the customer told in the same transaction. */
export async function acceptBooking(
  deps: AppDeps,
  sms: SmsSender,
  me: { merchantId: string; stores: readonly StoreRow[] },
  orderId: string,
  locale: Locale,
  now = new Date(),
): Promise<MerchantBooking> {
  if (!isUuid(orderId)) throw notFound();
  const order = await orderById(deps.db, orderId);
  // Another store's booking is "not found", as if it did not exist.
  if (!order?.storeId || !me.stores.some((s) => s.id === order.storeId)) throw notFound();
  if (order.status !== 'submitted') {
    if (order.status === 'accepted' || order.status === 'inService')
      return (await bookingViews(deps, [order], me.stores, locale))[0] as MerchantBooking;
    throw keepOnScreen(text.lapsed);
  }
  const current = await acceptBookingAt(deps.db, deps.fieldCrypto, sms, me.merchantId, order.id, now);
  if (!current || !isOpenBooking(current.status)) throw keepOnScreen(text.lapsed);
  return (await bookingViews(deps, [current], me.stores, locale))[0] as MerchantBooking;
}
