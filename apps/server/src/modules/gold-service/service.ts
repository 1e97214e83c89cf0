import { type GoldenCoupon, type GoldenOrder, type GoldenOrderTrack, type Locale } from '@rc/contract';
import { maskMobile } from '../../domain/masking.js';
import { serviceTypeNames } from '../../domain/order-coupons.js';
import { goldenOrdersPage, ownGoldenOrder } from '../../domain/gold-service-orders.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';
import { goldenDetailsOf, parseTrail } from './golden-details.js';

/** The `{id}` that asks for the orders of every golden coupon. */
export const allCoupons = 'all';

/** order/R00010048/{id}: the customer's gold-service orders of one coupon (or all), newest first. */
export async function goldenOrderPage(
  deps: AppDeps,
  customerId: string,
  couponId: string,
  page: { onPagenum: number; onPagesize: number },
  locale: Locale,
): Promise<{ list: GoldenOrder[]; total: number; coupons: GoldenCoupon[] }> {
  const found = await goldenOrdersPage(deps.db, customerId, couponId === allCoupons ? null : couponId, page);
  // Another customer's coupon answers as if it did not exist.
  if (!found) throw notFound();
  const { rows, total, coupons: couponRows } = found;
  const names = await serviceTypeNames(deps.db, [...new Set(rows.map((r) => r.serviceType))], locale);
  return {
    list: rows.map((r) => ({
      id: r.id,
      ticketId: r.orderNo,
      couponId: r.couponId,
      serviceType: r.serviceType,
      serviceTypeName: names.get(r.serviceType) ?? r.serviceType,
      item: goldenDetailsOf(r.details).item[locale],
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      appointmentAt: r.appointmentAt?.toISOString() ?? null,
      plateNumber: r.plateNumber || null,
    })),
    total,
    coupons: couponRows.map((c) => ({
      id: c.id,
      name: locale === 'en-US' ? c.nameEn : c.name,
      usesLeft: Math.max(0, c.quantity - c.usedCount),
      validTo: c.validTo.toISOString(),
    })),
  };
}

/** order/R00010046/{id}: one gold-service order's history and its vehicle's trail. */
export async function goldenOrderTrack(
  deps: AppDeps,
  customerId: string,
  orderId: string,
  locale: Locale,
): Promise<GoldenOrderTrack> {
  const found = await ownGoldenOrder(deps.db, customerId, orderId);
  if (!found) throw notFound();
  const { row, history } = found;
  const names = await serviceTypeNames(deps.db, [row.serviceType], locale);
  const details = goldenDetailsOf(row.details);
  const crypto = deps.fieldCrypto;
  return {
    orderPrimaryId: row.id,
    ticketId: row.orderNo,
    serviceTypeName: names.get(row.serviceType) ?? row.serviceType,
    item: details.item[locale],
    status: row.status,
    appointmentAt: row.appointmentAt?.toISOString() ?? null,
    worker: details.worker
      ? {
          name: details.worker.name,
          mobile: maskMobile(crypto.open(details.worker.mobileSealed)),
          vehicleNo: details.worker.vehicleNo,
        }
      : null,
    history: history.map((h) => ({ status: h.status, at: h.at.toISOString(), note: h.note })),
    points: details.trailSealed ? parseTrail(crypto.open(details.trailSealed)) : [],
  };
}
