import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Locale, type MerchantOrder, type MerchantOrderDetail, type MerchantTicket } from '@rc/contract';
import {
  coupons,
  merchantPhotos,
  orders,
  redemptions,
  serviceCatalogue,
  stores,
} from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';
import { customerPhotosOf } from '../../domain/customer-order-photos.js';
import { customerAsSeen } from './customer-view.js';
import { ownerOf, resolveTicket, ticketView } from './tickets.js';
import { merchantOf, scopeOf, type RedemptionRow } from './identity.js';

/** A merchant's orders (a redemption is the merchant's order): the list, the detail, a ticket's detail. */

/** A redemption may be undone by its merchant for this long. */
export const undoWindowMs = 30 * 60_000;

const statusOf: Record<RedemptionRow['state'], MerchantOrder['status']> = {
  redeemed: 'toServe',
  completed: 'completed',
  undone: 'cancelled',
};

async function orderViews(
  deps: AppDeps,
  rows: RedemptionRow[],
  locale: Locale,
  now: Date,
): Promise<MerchantOrder[]> {
  if (rows.length === 0) return [];
  const en = locale === 'en-US';
  const couponRows = await deps.db
    .select({ coupon: coupons, name: serviceCatalogue.name, nameEn: serviceCatalogue.nameEn })
    .from(coupons)
    .leftJoin(serviceCatalogue, eq(serviceCatalogue.serviceType, coupons.serviceType))
    .where(
      inArray(
        coupons.id,
        rows.map((r) => r.couponId),
      ),
    );
  const byCoupon = new Map(couponRows.map((c) => [c.coupon.id, c]));
  const storeRows = await deps.db
    .select()
    .from(stores)
    .where(
      inArray(
        stores.id,
        rows.map((r) => r.storeId),
      ),
    );
  const byStore = new Map(storeRows.map((s) => [s.id, s]));
  const orderIds = rows.flatMap((r) => (r.orderId ? [r.orderId] : []));
  const orderRows = orderIds.length
    ? await deps.db.select().from(orders).where(inArray(orders.id, orderIds))
    : [];
  const byOrder = new Map(orderRows.map((o) => [o.id, o]));
  const out: MerchantOrder[] = [];
  for (const r of rows) {
    const c = byCoupon.get(r.couponId);
    const s = byStore.get(r.storeId);
    const o = r.orderId ? byOrder.get(r.orderId) : undefined;
    const owner = await customerAsSeen(deps.db, r.customerId, {
      ...(await ownerOf(deps, r.customerId)),
      plate: o?.plateNumber || c?.coupon.plateNumber || null,
      remark: '',
    });
    const until = new Date(r.redeemedAt.getTime() + undoWindowMs);
    out.push({
      id: r.id,
      ticketId: r.ticketId,
      couponName: c ? (en ? c.coupon.nameEn : c.coupon.name) : '',
      serviceType: c?.coupon.serviceType ?? '',
      serviceTypeName: c ? ((en ? c.nameEn : c.name) ?? '') : '',
      customerName: owner.name,
      customerMobile: owner.mobile,
      plateNumber: owner.plate,
      status: statusOf[r.state],
      storeName: s ? (en ? s.nameEn : s.name) : '',
      redeemedCount: r.count,
      undoableUntil: r.state !== 'undone' && !r.orderId && until > now ? until.toISOString() : null,
      cancelReason: r.undoReason,
      createdAt: r.redeemedAt.toISOString(),
      appointmentAt: o?.appointmentAt ? o.appointmentAt.toISOString() : null,
      completedAt: r.completedAt ? r.completedAt.toISOString() : null,
      settlementAmount: r.settlementFen,
    });
  }
  return out;
}

export function imageUrl(p: { contentType: string; bytes: Buffer }): string {
  return `data:${p.contentType};base64,${p.bytes.toString('base64')}`;
}

export async function orderDetailOf(
  deps: AppDeps,
  r: RedemptionRow,
  locale: Locale,
  now: Date,
): Promise<MerchantOrderDetail> {
  const [view] = await orderViews(deps, [r], locale, now);
  if (!view) throw notFound();
  const photos = await deps.db
    .select({ id: merchantPhotos.id, contentType: merchantPhotos.contentType, bytes: merchantPhotos.bytes })
    .from(merchantPhotos)
    .where(eq(merchantPhotos.redemptionId, r.id))
    .orderBy(asc(merchantPhotos.createdAt));
  let customerRemark = '';
  let fromCustomer: Awaited<ReturnType<typeof customerPhotosOf>> = {
    customerImages: [],
    customerImagesWithheld: 0,
  };
  if (r.orderId) {
    const [o] = await deps.db
      .select({ id: orders.id, customerId: orders.customerId, details: orders.details })
      .from(orders)
      .where(eq(orders.id, r.orderId));
    const remark = o?.details.remark;
    // The remark is the customer's words: shown as their merchant-sharing consent allows.
    if (o && typeof remark === 'string' && remark) {
      const seen = await customerAsSeen(deps.db, o.customerId, { name: '', mobile: '', plate: null, remark });
      customerRemark = seen.remark;
    }
    // This merchant's redemption served the order, so it sees the customer's photos of it.
    if (o) fromCustomer = await customerPhotosOf(deps.db, o);
  }
  return {
    ...view,
    customerRemark,
    merchantRemark: r.remark,
    images: photos.map((p) => ({ imageId: p.id, url: imageUrl(p) })),
    ...fromCustomer,
  };
}

export async function myRedemption(deps: AppDeps, merchantId: string, id: string): Promise<RedemptionRow> {
  // Not an id: nobody's order (the uuid column would refuse it with a fault).
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound();
  const [r] = await deps.db
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.id, id), eq(redemptions.merchantId, merchantId)));
  if (!r) throw notFound();
  return r;
}

export async function merchantOrderDetail(
  deps: AppDeps,
  session: SessionContext | null,
  id: string,
  locale: Locale,
  now = new Date(),
): Promise<MerchantOrderDetail> {
  const me = await merchantOf(deps, session);
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound();
  return orderDetailOf(deps, await myRedemption(deps, me.merchant.id, id), locale, now);
}

export async function ticketVerificationDetail(
  deps: AppDeps,
  session: SessionContext | null,
  ticketid: string,
  locale: Locale,
  now = new Date(),
): Promise<MerchantTicket & { order: MerchantOrderDetail | null }> {
  const me = await merchantOf(deps, session);
  const r = await resolveTicket(deps.db, deps.fieldCrypto, scopeOf(me), ticketid, now);
  const ticket = await ticketView(deps, r, me.stores, me.merchant.id, locale, now);
  const [mine] = await deps.db
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.merchantId, me.merchant.id), eq(redemptions.couponId, r.coupon.id)))
    .orderBy(desc(redemptions.redeemedAt))
    .limit(1);
  return { ...ticket, order: mine ? await orderDetailOf(deps, mine, locale, now) : null };
}

export async function orderList(
  deps: AppDeps,
  session: SessionContext | null,
  status: RedemptionRow['state'],
  q: { onPagenum: number; onPagesize: number },
  locale: Locale,
  now = new Date(),
): Promise<{ list: MerchantOrder[]; total: number }> {
  const me = await merchantOf(deps, session);
  const where = and(eq(redemptions.merchantId, me.merchant.id), eq(redemptions.state, status));
  const [count] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(redemptions)
    .where(where);
  const rows = await deps.db
    .select()
    .from(redemptions)
    .where(where)
    .orderBy(
      status === 'redeemed' ? asc(redemptions.redeemedAt) : desc(redemptions.redeemedAt),
      asc(redemptions.id),
    )
    .limit(q.onPagesize)
    .offset((q.onPagenum - 1) * q.onPagesize);
  return { total: count?.n ?? 0, list: await orderViews(deps, rows, locale, now) };
}
