import { type Locale, type MerchantOrder, type MerchantOrderDetail, type MerchantTicket } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';
import { customerPhotosOf } from '../../domain/customer-order-photos.js';
import {
  latestRedemptionOfCoupon,
  merchantRedemption,
  ownerOf,
  redemptionFacts,
  redemptionPhotos,
  redemptionsInState,
  servedOrder,
  undoWindowMs,
} from '../../domain/redemption.js';
import { customerAsSeen } from './customer-view.js';
import { presentedTicket } from './tickets.js';
import { merchantOf, type RedemptionRow } from './identity.js';

/** A merchant's orders (a redemption is the merchant's order): the list, the detail, a ticket's detail. */

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
  const { byCoupon, byStore, byOrder } = await redemptionFacts(deps.db, rows);
  const out: MerchantOrder[] = [];
  for (const r of rows) {
    const c = byCoupon.get(r.couponId);
    const s = byStore.get(r.storeId);
    const o = r.orderId ? byOrder.get(r.orderId) : undefined;
    const owner = await customerAsSeen(deps.db, r.customerId, {
      ...(await ownerOf(deps.db, deps.fieldCrypto, r.customerId)),
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
  const photos = await redemptionPhotos(deps.db, r.id);
  let customerRemark = '';
  let fromCustomer: Awaited<ReturnType<typeof customerPhotosOf>> = {
    customerImages: [],
    customerImagesWithheld: 0,
  };
  if (r.orderId) {
    const o = await servedOrder(deps.db, r.orderId);
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

/** One of the merchant's redemptions; anyone else's (or a value that is no id) is not found. */
export async function myRedemption(deps: AppDeps, merchantId: string, id: string): Promise<RedemptionRow> {
  const r = await merchantRedemption(deps.db, merchantId, id);
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
  const { resolved, ticket } = await presentedTicket(deps, me, ticketid, locale, now);
  const mine = await latestRedemptionOfCoupon(deps.db, me.merchant.id, resolved.coupon.id, {
    undone: true,
  });
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
  const { rows, total } = await redemptionsInState(deps.db, me.merchant.id, status, q);
  return { total, list: await orderViews(deps, rows, locale, now) };
}
