import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { GoldenCoupon, GoldenOrder, GoldenOrderTrack, Locale } from '@rc/contract';
import { maskMobile } from '../../domain/masking.js';
import { coupons, orderHistory, orders, serviceCatalogue } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';
import { goldenBusinessType, goldenDetailsOf, parseTrail } from './golden-details.js';
import { isUuid } from '@rc/contract';

/** The `{id}` that asks for the orders of every golden coupon. */
export const allCoupons = 'all';

async function typeNames(deps: AppDeps, types: string[], locale: Locale): Promise<Map<string, string>> {
  if (types.length === 0) return new Map();
  const rows = await deps.db
    .select({
      type: serviceCatalogue.serviceType,
      name: serviceCatalogue.name,
      nameEn: serviceCatalogue.nameEn,
    })
    .from(serviceCatalogue)
    .where(inArray(serviceCatalogue.serviceType, [...new Set(types)]));
  return new Map(rows.map((r) => [r.type, locale === 'en-US' ? r.nameEn : r.name]));
}

/** order/R00010048/{id}: the customer's gold-service orders of one coupon (or all), newest first. */
export async function goldenOrderPage(
  deps: AppDeps,
  customerId: string,
  couponId: string,
  page: { onPagenum: number; onPagesize: number },
  locale: Locale,
): Promise<{ list: GoldenOrder[]; total: number; coupons: GoldenCoupon[] }> {
  const golden = and(eq(orders.customerId, customerId), eq(orders.businessType, goldenBusinessType));
  let where = golden;
  if (couponId !== allCoupons) {
    if (!isUuid(couponId)) throw notFound();
    const [own] = await deps.db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.id, couponId), eq(coupons.customerId, customerId)));
    // Another customer's coupon answers as if it did not exist.
    if (!own) throw notFound();
    where = and(golden, eq(orders.couponId, couponId));
  }
  const [rows, [n], couponRows] = await Promise.all([
    deps.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.onPagesize)
      .offset((page.onPagenum - 1) * page.onPagesize),
    deps.db.select({ n: count() }).from(orders).where(where),
    deps.db
      .selectDistinct({
        id: coupons.id,
        name: coupons.name,
        nameEn: coupons.nameEn,
        quantity: coupons.quantity,
        usedCount: coupons.usedCount,
        validTo: coupons.validTo,
      })
      .from(coupons)
      .innerJoin(orders, eq(orders.couponId, coupons.id))
      .where(golden)
      .orderBy(asc(coupons.validTo), asc(coupons.id)),
  ]);
  const names = await typeNames(
    deps,
    rows.map((r) => r.serviceType),
    locale,
  );
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
    total: n?.n ?? 0,
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
  if (!isUuid(orderId)) throw notFound();
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.customerId, customerId),
        eq(orders.businessType, goldenBusinessType),
      ),
    );
  if (!row) throw notFound();
  const [history, names] = await Promise.all([
    deps.db.select().from(orderHistory).where(eq(orderHistory.orderId, row.id)).orderBy(asc(orderHistory.at)),
    typeNames(deps, [row.serviceType], locale),
  ]);
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
