import type { Locale, MerchantTicket } from '@rc/contract';
import type { StoreRow } from '../../domain/merchants.js';
import {
  catalogueName,
  eligibleStores,
  latestRedemptionOfCoupon,
  ownerOf,
  resolveTicket as resolve,
  type MerchantScope,
  type Resolved,
} from '../../domain/redemption.js';
import type { AppDeps } from '../../http/deps.js';
import { keepOnScreen, notFound } from '../../http/errors.js';
import { customerAsSeen } from './customer-view.js';

export type { StoreRow };

const qrLapsed = {
  'zh-CN': '服务码无效或已过期，请让客户刷新后重新出示',
  'en-US': 'This service code is invalid or has expired; ask the customer to refresh it.',
} as const;

/**
 * What a merchant's presented code names, for this merchant only (domain/redemption.ts): a
 * forged or lapsed signed QR is refused in words; an order number that is not theirs to see,
 * or an unknown code, is "not found", as if it did not exist.
 */
export async function resolveTicket(
  deps: AppDeps,
  me: MerchantScope,
  presented: string,
  now: Date,
): Promise<Resolved> {
  const r = await resolve(deps.db, deps.fieldCrypto, me, presented, now);
  if (r === 'qrLapsed') throw keepOnScreen(qrLapsed);
  if (r === 'notFound') throw notFound();
  return r;
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
        ...(await ownerOf(deps.db, deps.fieldCrypto, ownerId)),
        plate: order?.plateNumber || coupon.plateNumber || null,
        remark: '',
      });
  const last = hidden
    ? null
    : await latestRedemptionOfCoupon(deps.db, merchantId, coupon.id, { undone: false });
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

/**
 * A presented code as the counter shows it: who the merchant is, what the code names,
 * the view. The lookup and the verification detail both start here.
 */
export async function presentedTicket(
  deps: AppDeps,
  me: { merchant: { id: string }; stores: StoreRow[] },
  presented: string,
  locale: Locale,
  now: Date,
): Promise<{ resolved: Resolved; ticket: MerchantTicket }> {
  const resolved = await resolveTicket(
    deps,
    { merchantId: me.merchant.id, stores: me.stores },
    presented,
    now,
  );
  return { resolved, ticket: await ticketView(deps, resolved, me.stores, me.merchant.id, locale, now) };
}
