import { type Locale, type Localized, type MerchantOrderDetail, type MerchantTicket } from '@rc/contract';
import {
  completeRedemption,
  eligibleStores,
  recordRedemption,
  redemptionByKey,
  undoRedemption,
  type RedemptionRefusal,
} from '../../domain/redemption.js';
import type { AppDeps } from '../../http/deps.js';
import { BusinessError, keepOnScreen } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';
import { badField } from '../../http/validate.js';
import type { SmsSender } from '../../domain/sms.js';
import { presentedTicket, resolveTicket, type StoreRow } from './tickets.js';
import { text } from './texts.js';
import { myRedemption, orderDetailOf } from './orders-view.js';
import { merchantActor, merchantOf, scopeOf, type MerchantRow, type RedemptionRow } from './identity.js';

/** Looking up a customer's code, then redeeming, completing and undoing (merchant/R00040024, R00040026). */

export async function lookUpTicket(
  deps: AppDeps,
  session: SessionContext | null,
  q: { concavecode?: string | undefined; ticketid?: string | undefined },
  locale: Locale,
  now = new Date(),
): Promise<MerchantTicket> {
  const me = await merchantOf(deps, session);
  return (await presentedTicket(deps, me, q.concavecode ?? q.ticketid ?? '', locale, now)).ticket;
}

export type VerifyBody =
  | {
      action: 'redeem';
      ticketId: string;
      idempotencyKey: string;
      count: number;
      storeId?: string | undefined;
      imageIds: string[];
      remark?: string | undefined;
    }
  | { action: 'complete'; orderId: string; imageIds: string[]; remark?: string | undefined }
  | { action: 'undo'; orderId: string; reason: string };

export async function verify(
  deps: AppDeps,
  sms: SmsSender,
  session: SessionContext | null,
  body: VerifyBody,
  locale: Locale,
  now = new Date(),
): Promise<MerchantOrderDetail> {
  const me = await merchantOf(deps, session);
  switch (body.action) {
    case 'redeem':
      return redeem(deps, sms, me, body, locale, now);
    case 'complete':
      return complete(deps, sms, me.merchant, body, locale, now);
    case 'undo':
      return undo(deps, me.merchant, body, locale, now);
  }
}

const refusalText: Record<Exclude<RedemptionRefusal, 'badPhotos'>, Localized> = {
  orderDone: text.orderDone,
  notUsable: text.notUsable,
  notToServe: text.notToServe,
  notUndoable: text.notUndoable,
};

/** A refused step in the merchant's words: photos that are not theirs to attach name the field. */
function refused(reason: RedemptionRefusal, locale: Locale): BusinessError {
  return reason === 'badPhotos' ? badField('imageIds', locale) : keepOnScreen(refusalText[reason]);
}

function outcome<T extends object>(r: T | { refused: RedemptionRefusal }, locale: Locale): T {
  if ('refused' in r) throw refused(r.refused, locale);
  return r;
}

async function redeem(
  deps: AppDeps,
  sms: SmsSender,
  me: { merchant: MerchantRow; stores: StoreRow[] },
  body: Extract<VerifyBody, { action: 'redeem' }>,
  locale: Locale,
  now: Date,
): Promise<MerchantOrderDetail> {
  const mid = me.merchant.id;
  // A retry of a confirm that went through answers the first result.
  const earlier = await redemptionByKey(deps.db, mid, body.idempotencyKey);
  if (earlier) return orderDetailOf(deps, earlier, locale, now);
  try {
    return await redeemOnce(deps, sms, me, body, locale, now);
  } catch (err) {
    // A retry overlapping the first confirm may find the coupon already used by it: once
    // the first has committed, its key answers the first result, not "used up" (issue 22).
    const first =
      err instanceof BusinessError ? await redemptionByKey(deps.db, mid, body.idempotencyKey) : null;
    if (first) return orderDetailOf(deps, first, locale, now);
    throw err;
  }
}

async function redeemOnce(
  deps: AppDeps,
  sms: SmsSender,
  me: { merchant: MerchantRow; stores: StoreRow[] },
  body: Extract<VerifyBody, { action: 'redeem' }>,
  locale: Locale,
  now: Date,
): Promise<MerchantOrderDetail> {
  const r = await resolveTicket(deps, scopeOf(me), body.ticketId, now);
  const { coupon, order } = r;
  if (!order && coupon.state === 'transferring') throw keepOnScreen(text.inTransfer);
  if (order && (order.status === 'completed' || order.status === 'cancelled'))
    throw keepOnScreen(text.orderDone);
  const eligible = eligibleStores(r, me.stores, now);
  const store = body.storeId ? eligible.find((s) => s.id === body.storeId) : eligible[0];
  if (!store) throw keepOnScreen(text.notHere);
  const count = order ? order.couponUses : body.count;
  if (!order && count > coupon.quantity - coupon.usedCount) {
    if (coupon.quantity - coupon.usedCount > 0) throw badField('count', locale);
    throw keepOnScreen(text.notUsable);
  }
  // One transaction: the row under its key, the order served or the uses consumed, the photos.
  const row = await recordRedemption(
    deps.db,
    deps.fieldCrypto,
    sms,
    {
      merchantId: me.merchant.id,
      actor: merchantActor(me.merchant),
      storeId: store.id,
      resolved: r,
      count,
      idempotencyKey: body.idempotencyKey,
      imageIds: body.imageIds,
      remark: body.remark ?? '',
    },
    locale,
    now,
  );
  return orderDetailOf(deps, outcome(row, locale), locale, now);
}

async function complete(
  deps: AppDeps,
  sms: SmsSender,
  merchant: MerchantRow,
  body: Extract<VerifyBody, { action: 'complete' }>,
  locale: Locale,
  now: Date,
): Promise<MerchantOrderDetail> {
  await myRedemption(deps, merchant.id, body.orderId);
  const row = await completeRedemption(
    deps.db,
    deps.fieldCrypto,
    sms,
    {
      merchantId: merchant.id,
      actor: merchantActor(merchant),
      redemptionId: body.orderId,
      imageIds: body.imageIds,
      ...(body.remark ? { remark: body.remark } : {}),
    },
    locale,
    now,
  );
  return orderDetailOf(deps, outcome(row, locale), locale, now);
}

async function undo(
  deps: AppDeps,
  merchant: MerchantRow,
  body: Extract<VerifyBody, { action: 'undo' }>,
  locale: Locale,
  now: Date,
): Promise<MerchantOrderDetail> {
  const existing = await myRedemption(deps, merchant.id, body.orderId);
  if (existing.orderId || existing.state === 'undone') throw keepOnScreen(text.notUndoable);
  const row = await undoRedemption(
    deps.db,
    {
      merchantId: merchant.id,
      actor: merchantActor(merchant),
      redemptionId: body.orderId,
      reason: body.reason,
    },
    now,
  );
  if (!row) {
    const again = await myRedemption(deps, merchant.id, body.orderId);
    throw keepOnScreen(again.state === 'undone' ? text.notUndoable : text.tooLate);
  }
  return orderDetailOf(deps, outcome<RedemptionRow>(row, locale), locale, now);
}
