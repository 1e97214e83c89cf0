import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  chinaDay,
  chinaDayStart,
  Status,
  type Locale,
  type MerchantOrder,
  type MerchantOrderDetail,
  type MerchantTicket,
} from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import { giveBackUses, useCoupon, type Actor } from '../../domain/coupons.js';
import { moveOrder, type OrderRow } from '../../domain/orders.js';
import {
  coupons,
  merchantPhotos,
  merchants,
  orders,
  redemptions,
  serviceCatalogue,
  stores,
} from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { BusinessError, keepOnScreen, notFound, sessionInvalid, toast } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';
import { badField } from '../../http/validate.js';
import { customerPhotosOf } from './customer-photos.js';
import { makeRoomForPhoto } from './unattached-photos.js';
import { customerAsSeen } from './customer-view.js';
import { countToAccept } from './bookings.js';
import { orderNotes, sendOrderNotice } from '../../domain/order-notices.js';
import type { SmsSender } from '../../domain/sms.js';
import { eligibleStores, ownerOf, resolveTicket, ticketView, type StoreRow } from './tickets.js';
import { cleanImage, maxImageBytes } from './images.js';

/** A redemption may be undone by its merchant for this long. */
export const undoWindowMs = 30 * 60_000;
const dayMs = 86_400_000;

type MerchantRow = typeof merchants.$inferSelect;
type RedemptionRow = typeof redemptions.$inferSelect;

const text = {
  noMerchant: { 'zh-CN': '当前账号未绑定商户', 'en-US': 'This account is not linked to a merchant.' },
  notHere: {
    'zh-CN': '该券不能在本店核销（门店、服务类型或可用时段不符）',
    'en-US': 'This coupon cannot be redeemed at your store (store, service or time of use).',
  },
  inTransfer: {
    'zh-CN': '该券正在转赠中，暂不能核销',
    'en-US': 'This coupon is being given to someone and cannot be redeemed now.',
  },
  notUsable: {
    'zh-CN': '该券已核销、已过期或剩余次数不足',
    'en-US': 'This coupon is used up, expired or has too few uses left.',
  },
  orderDone: {
    'zh-CN': '该订单已核销或已取消',
    'en-US': 'This order has already been verified or was cancelled.',
  },
  tooLate: {
    'zh-CN': '核销已超过30分钟，不能撤销',
    'en-US': 'More than 30 minutes have passed; the redemption can no longer be undone.',
  },
  notUndoable: {
    'zh-CN': '该核销不能撤销（已撤销或为服务订单）',
    'en-US': 'This redemption cannot be undone (already undone, or it completed a service order).',
  },
  notToServe: {
    'zh-CN': '该订单不是待服务状态',
    'en-US': 'This order is not waiting to be served.',
  },
  tooLarge: {
    'zh-CN': '图片不能超过2MB',
    'en-US': 'The photo must be 2 MB or smaller.',
  },
  notImage: {
    'zh-CN': '仅支持JPEG、PNG或WebP图片',
    'en-US': 'Only JPEG, PNG or WebP photos are accepted.',
  },
} as const;

function merchantActor(m: MerchantRow): Actor {
  return { kind: 'merchant', id: m.id };
}

export async function merchantOf(
  deps: AppDeps,
  session: SessionContext | null,
): Promise<{ merchant: MerchantRow; stores: StoreRow[] }> {
  const id = session?.customerId;
  if (!id) throw sessionInvalid();
  const [merchant] = await deps.db.select().from(merchants).where(eq(merchants.accountCustomerId, id));
  if (!merchant || !merchant.enabled) throw toast(text.noMerchant);
  const list = await deps.db
    .select()
    .from(stores)
    .where(and(eq(stores.merchantId, merchant.id), eq(stores.enabled, true)))
    .orderBy(asc(stores.snCode));
  return { merchant, stores: list };
}

// ---------------------------------------------------------------------------
// Tickets
// ---------------------------------------------------------------------------

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

function scopeOf(me: { merchant: MerchantRow; stores: StoreRow[] }) {
  return { merchantId: me.merchant.id, stores: me.stores };
}

// ---------------------------------------------------------------------------
// Orders (a redemption is the merchant's order)
// ---------------------------------------------------------------------------

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

function imageUrl(p: { contentType: string; bytes: Buffer }): string {
  return `data:${p.contentType};base64,${p.bytes.toString('base64')}`;
}

async function orderDetailOf(
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

async function myRedemption(deps: AppDeps, merchantId: string, id: string): Promise<RedemptionRow> {
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

// ---------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------

export async function merchantHome(
  deps: AppDeps,
  session: SessionContext | null,
  locale: Locale,
  now = new Date(),
) {
  const me = await merchantOf(deps, session);
  const en = locale === 'en-US';
  const mid = me.merchant.id;
  const counts = await deps.db
    .select({ state: redemptions.state, n: sql<number>`count(*)::int` })
    .from(redemptions)
    .where(eq(redemptions.merchantId, mid))
    .groupBy(redemptions.state);
  const countOf = (s: RedemptionRow['state']) => counts.find((c) => c.state === s)?.n ?? 0;
  const today = chinaDayStart(chinaDay(now));
  const weekStart = new Date(today.getTime() - 6 * dayMs);
  const recent = await deps.db
    .select({ storeId: redemptions.storeId, at: redemptions.redeemedAt })
    .from(redemptions)
    .where(
      and(
        eq(redemptions.merchantId, mid),
        gte(redemptions.redeemedAt, weekStart),
        sql`${redemptions.state} <> 'undone'`,
      ),
    );
  const days = Array.from({ length: 7 }, (_, i) => chinaDay(new Date(today.getTime() - i * dayMs)));
  const first = me.stores[0];
  return {
    merchantName: en ? me.merchant.nameEn : me.merchant.name,
    shopName: first ? (en ? first.nameEn : first.name) : '',
    shopAddress: first ? (en ? first.addressEn : first.address) : '',
    toServeCount: countOf('redeemed'),
    toAcceptCount: await countToAccept(deps, me.stores),
    completedCount: countOf('completed'),
    verifiedTodayCount: recent.filter((r) => r.at >= today).length,
    stores: me.stores.map((s) => ({
      id: s.id,
      name: en ? s.nameEn : s.name,
      address: en ? s.addressEn : s.address,
      days: days.map((date) => ({
        date,
        count: recent.filter((r) => r.storeId === s.id && chinaDay(r.at) === date).length,
      })),
    })),
  };
}

// ---------------------------------------------------------------------------
// Redeem, complete, undo (R00040026)
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// Photos
// ---------------------------------------------------------------------------

export async function uploadImage(
  deps: AppDeps,
  session: SessionContext | null,
  body: { fileName: string; contentType: string; dataBase64: string },
): Promise<{ imageId: string; url: string }> {
  const me = await merchantOf(deps, session);
  const raw = Buffer.from(body.dataBase64, 'base64');
  if (raw.length > maxImageBytes) {
    throw new BusinessError(Status.badInput, text.tooLarge, {
      errors: [{ field: 'dataBase64', message: text.tooLarge['en-US'] }],
    });
  }
  const clean = await cleanImage(raw);
  if (!clean) {
    throw new BusinessError(Status.badInput, text.notImage, {
      errors: [{ field: 'dataBase64', message: text.notImage['en-US'] }],
    });
  }
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    // At most so many wait unattached, none for longer than a day (decision 045).
    await makeRoomForPhoto(tx, me.merchant.id);
    await tx.insert(merchantPhotos).values({
      id,
      merchantId: me.merchant.id,
      fileName: `${id}.${clean.kind.ext}`,
      contentType: clean.kind.contentType,
      bytes: clean.bytes,
      size: clean.bytes.length,
    });
  });
  return { imageId: id, url: imageUrl({ contentType: clean.kind.contentType, bytes: clean.bytes }) };
}

export async function deleteImage(
  deps: AppDeps,
  session: SessionContext | null,
  imageId: string,
): Promise<null> {
  const me = await merchantOf(deps, session);
  if (!/^[0-9a-f-]{36}$/i.test(imageId)) throw notFound();
  const gone = await deps.db
    .delete(merchantPhotos)
    .where(
      and(
        eq(merchantPhotos.id, imageId),
        eq(merchantPhotos.merchantId, me.merchant.id),
        isNull(merchantPhotos.redemptionId),
      ),
    )
    .returning({ id: merchantPhotos.id });
  if (gone.length === 0) throw notFound();
  return null;
}
