import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { type Locale, type MerchantOrderDetail, type MerchantTicket } from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import { giveBackUses, useCoupon, type Actor } from '../../domain/coupons.js';
import { moveOrder, type OrderRow } from '../../domain/orders.js';
import { merchantPhotos, redemptions } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { BusinessError, keepOnScreen } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';
import { badField } from '../../http/validate.js';
import { orderNotes, sendOrderNotice } from '../../domain/order-notices.js';
import type { SmsSender } from '../../domain/sms.js';
import { eligibleStores, resolveTicket, ticketView, type StoreRow } from './tickets.js';
import { text } from './texts.js';
import { myRedemption, orderDetailOf, undoWindowMs } from './orders-view.js';
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
  const r = await resolveTicket(
    deps.db,
    deps.fieldCrypto,
    scopeOf(me),
    q.concavecode ?? q.ticketid ?? '',
    now,
  );
  return ticketView(deps, r, me.stores, me.merchant.id, locale, now);
}

async function attachPhotos(
  tx: DbOrTx,
  merchantId: string,
  redemptionId: string,
  imageIds: readonly string[],
  locale: Locale,
): Promise<void> {
  if (imageIds.length === 0) return;
  if (imageIds.some((id) => !/^[0-9a-f-]{36}$/i.test(id))) throw badField('imageIds', locale);
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
  if (attached.length !== new Set(imageIds).size) throw badField('imageIds', locale);
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

async function byKey(db: DbOrTx, merchantId: string, key: string): Promise<RedemptionRow | undefined> {
  const [row] = await db
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.merchantId, merchantId), eq(redemptions.idempotencyKey, key)));
  return row;
}

/**
 * Moves a booked order through the steps a verified code stands for: accepted (if the
 * store had not yet), in service, and completed when `complete`. Only this call's own
 * moves count: an order another call moved on meanwhile answers false.
 */
async function serveOrder(tx: DbOrTx, order: OrderRow, actor: Actor, complete: boolean): Promise<boolean> {
  if (
    order.status === 'submitted' &&
    !(await moveOrder(tx, order.id, ['submitted'], 'accepted', actor, orderNotes.accepted))
  )
    return false;
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
  const earlier = await byKey(deps.db, mid, body.idempotencyKey);
  if (earlier) return orderDetailOf(deps, earlier, locale, now);
  try {
    return await redeemOnce(deps, sms, me, body, locale, now);
  } catch (err) {
    // A retry overlapping the first confirm may find the coupon already used by it: once
    // the first has committed, its key answers the first result, not "used up" (issue 22).
    const first = err instanceof BusinessError ? await byKey(deps.db, mid, body.idempotencyKey) : undefined;
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
  const mid = me.merchant.id;

  const r = await resolveTicket(deps.db, deps.fieldCrypto, scopeOf(me), body.ticketId, now);
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
  const actor = merchantActor(me.merchant);

  const created = await deps.db.transaction(async (tx) => {
    const id = randomUUID();
    const [row] = await tx
      .insert(redemptions)
      .values({
        id,
        merchantId: mid,
        storeId: store.id,
        couponId: coupon.id,
        orderId: order?.id ?? null,
        customerId: order?.customerId ?? coupon.customerId,
        ticketId: r.ticketId,
        idempotencyKey: body.idempotencyKey,
        count,
        state: body.imageIds.length > 0 ? 'completed' : 'redeemed',
        remark: body.remark ?? '',
        settlementFen: (coupon.faceValue ?? 0) * count,
        redeemedAt: now,
        completedAt: body.imageIds.length > 0 ? now : null,
      })
      .onConflictDoNothing({ target: [redemptions.merchantId, redemptions.idempotencyKey] })
      .returning();
    if (!row) return null; // the same key won meanwhile
    if (order) {
      // The order consumed its coupon uses when it was placed; verifying the customer's code
      // starts the service (accepting the booking on the way), and proof photos complete it.
      const served = await serveOrder(tx, order, actor, row.state === 'completed');
      if (!served) throw keepOnScreen(text.orderDone);
      const notice = row.state === 'completed' ? 'completed' : 'inService';
      await sendOrderNotice(tx, deps.fieldCrypto, sms, order, notice, locale);
    } else {
      const used = await useCoupon(tx, coupon.id, count, actor, id, now);
      if (!used) throw keepOnScreen(text.notUsable);
    }
    await attachPhotos(tx, mid, id, body.imageIds, locale);
    return row;
  });
  const row = created ?? (await byKey(deps.db, mid, body.idempotencyKey));
  if (!row) throw keepOnScreen(text.notUsable);
  return orderDetailOf(deps, row, locale, now);
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
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(redemptions)
      .set({ state: 'completed', completedAt: now, ...(body.remark ? { remark: body.remark } : {}) })
      .where(
        and(
          eq(redemptions.id, body.orderId),
          eq(redemptions.merchantId, merchant.id),
          eq(redemptions.state, 'redeemed'),
        ),
      )
      .returning();
    if (!updated) throw keepOnScreen(text.notToServe);
    if (updated.orderId) {
      const done = await moveOrder(
        tx,
        updated.orderId,
        ['inService', 'toVerify'],
        'completed',
        merchantActor(merchant),
        orderNotes.completed,
        { at: now },
      );
      if (!done) throw keepOnScreen(text.orderDone);
      await sendOrderNotice(tx, deps.fieldCrypto, sms, done, 'completed', locale);
    }
    await attachPhotos(tx, merchant.id, updated.id, body.imageIds, locale);
    return updated;
  });
  return orderDetailOf(deps, row, locale, now);
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
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(redemptions)
      .set({ state: 'undone', undoneAt: now, undoReason: body.reason })
      .where(
        and(
          eq(redemptions.id, body.orderId),
          eq(redemptions.merchantId, merchant.id),
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
      merchantActor(merchant),
      updated.id,
      body.reason,
    );
    if (!back) throw keepOnScreen(text.notUndoable);
    return updated;
  });
  if (!row) {
    const again = await myRedemption(deps, merchant.id, body.orderId);
    throw keepOnScreen(again.state === 'undone' ? text.notUndoable : text.tooLate);
  }
  return orderDetailOf(deps, row, locale, now);
}
