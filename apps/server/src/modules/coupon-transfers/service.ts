import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import {
  chinaDay,
  type Coupon,
  type Locale,
  type TransferDetail,
  type TransferSummary,
  isUuid,
} from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import { completeTransfer, holdForTransfer, releaseTransfer, type CouponRow } from '../../domain/coupons.js';
import { toCoupon } from '../../domain/coupon-views.js';
import { coupons, customers, serviceCatalogue, transferItems, transfers } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { keepOnScreen, notFound, toast } from '../../http/errors.js';
import { badField } from '../../http/validate.js';

/** How long a share link may be claimed; capped at the coupon's own validity. */
export const transferLifetimeMs = 72 * 3_600_000;

type TransferRow = typeof transfers.$inferSelect;

const text = {
  notTransferable: {
    'zh-CN': '该权益当前不可转赠（已使用、已过期或正在转赠中）',
    'en-US': 'This coupon cannot be given now (used, expired or already being given).',
  },
  wholeCoupon: {
    'zh-CN': '转赠需包含该券的全部次数',
    'en-US': 'A gift gives all the uses of the coupon.',
  },
  notGiving: {
    'zh-CN': '该转赠已被领取、取消或已过期',
    'en-US': 'This gift has already been claimed, cancelled or has expired.',
  },
  expired: {
    'zh-CN': '该转赠已过期，权益已退回赠送人',
    'en-US': 'This gift has expired and went back to the giver.',
  },
  ownGift: {
    'zh-CN': '不能领取自己转赠的权益',
    'en-US': 'You cannot claim your own gift.',
  },
  notForYou: {
    'zh-CN': '该转赠指定了其他领取人',
    'en-US': 'This gift is meant for someone else.',
  },
  shareTitle: { 'zh-CN': '{name}送你一份车主权益', 'en-US': '{name} sent you a car-owner gift' },
  shareDescription: {
    'zh-CN': '{coupon} ×{n}，点击领取，{date}前有效',
    'en-US': '{coupon} ×{n}. Tap to claim before {date}.',
  },
} as const;

/** A name shown to the other side: the surname and a star per other character. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length === 0) return '';
  return chars[0] + '*'.repeat(Math.max(1, chars.length - 1));
}

function newShareCode(): string {
  return randomBytes(12).toString('base64url');
}

export function shareUrlOf(deps: AppDeps, shareCode: string): string {
  return `${deps.config.publicUrl}/serviceTransfer/claimGiftPackage?code=${encodeURIComponent(shareCode)}`;
}

// ---------------------------------------------------------------------------
// Expiry: lazily on read and on claim, and by expireDueTransfers for a timer.
// ---------------------------------------------------------------------------

/**
 * Ends one transfer as expired when it is still giving and past its expiry:
 * one conditional UPDATE, then its coupons go back to the giver. Returns
 * whether this call expired it. Run inside the caller's transaction.
 */
async function expireOne(tx: DbOrTx, transferId: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(transfers)
    .set({ state: 'expired', endedAt: now })
    .where(and(eq(transfers.id, transferId), eq(transfers.state, 'giving'), lte(transfers.expiresAt, now)))
    .returning({ id: transfers.id });
  if (!row) return false;
  const items = await tx.select().from(transferItems).where(eq(transferItems.transferId, transferId));
  for (const item of items) {
    const back = await releaseTransfer(
      tx,
      item.couponId,
      { kind: 'system', id: 'transferExpiry' },
      transferId,
    );
    if (!back) throw new Error(`transfer ${transferId}: coupon ${item.couponId} was not transferring`);
  }
  return true;
}

/**
 * Expires every due transfer (optionally only one giver's), each in its own
 * transaction. Safe to run from a timer and concurrently with requests.
 */
export async function expireDueTransfers(
  deps: Pick<AppDeps, 'db'>,
  now = new Date(),
  giverId?: string,
): Promise<number> {
  const due = await deps.db
    .select({ id: transfers.id })
    .from(transfers)
    .where(
      and(
        eq(transfers.state, 'giving'),
        lte(transfers.expiresAt, now),
        giverId ? eq(transfers.giverId, giverId) : undefined,
      ),
    )
    .limit(500);
  let n = 0;
  for (const t of due) {
    if (await deps.db.transaction((tx) => expireOne(tx, t.id, now))) n += 1;
  }
  return n;
}

// ---------------------------------------------------------------------------
// Views
// ---------------------------------------------------------------------------

interface ItemView {
  coupon: CouponRow;
  quantity: number;
  catalogue: { name: string; nameEn: string } | null;
}

async function itemsOf(db: DbOrTx, transferIds: string[]): Promise<Map<string, ItemView>> {
  const out = new Map<string, ItemView>();
  if (transferIds.length === 0) return out;
  const rows = await db
    .select({
      item: transferItems,
      coupon: coupons,
      name: serviceCatalogue.name,
      nameEn: serviceCatalogue.nameEn,
    })
    .from(transferItems)
    .innerJoin(coupons, eq(coupons.id, transferItems.couponId))
    .leftJoin(serviceCatalogue, eq(serviceCatalogue.serviceType, coupons.serviceType))
    .where(inArray(transferItems.transferId, transferIds));
  for (const r of rows) {
    if (out.has(r.item.transferId)) continue;
    out.set(r.item.transferId, {
      coupon: r.coupon,
      quantity: r.item.quantity,
      catalogue: r.name !== null && r.nameEn !== null ? { name: r.name, nameEn: r.nameEn } : null,
    });
  }
  return out;
}

async function namesOf(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, name: customers.custName })
    .from(customers)
    .where(inArray(customers.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

function summaryOf(
  t: TransferRow,
  item: ItemView,
  me: string,
  names: Map<string, string>,
  locale: Locale,
): TransferSummary {
  const en = locale === 'en-US';
  const sent = t.giverId === me;
  const other = sent ? t.receiverId : t.giverId;
  return {
    id: t.id,
    direction: sent ? 'sent' : 'received',
    couponName: en ? item.coupon.nameEn : item.coupon.name,
    serviceType: item.coupon.serviceType,
    serviceTypeName: item.catalogue ? (en ? item.catalogue.nameEn : item.catalogue.name) : '',
    quantity: item.quantity,
    state: t.state,
    counterpartName: other ? maskName(names.get(other) ?? '') : null,
    createdAt: t.createdAt.toISOString(),
    claimedAt: t.claimedAt ? t.claimedAt.toISOString() : null,
    expiresAt: t.expiresAt.toISOString(),
  };
}

function detailOf(
  deps: AppDeps,
  t: TransferRow,
  item: ItemView,
  me: string,
  names: Map<string, string>,
  locale: Locale,
  now: Date,
): TransferDetail {
  const mine = t.giverId === me;
  return {
    ...summaryOf(t, item, me, names, locale),
    couponId: mine || t.receiverId === me ? item.coupon.id : '',
    message: t.message,
    senderName: maskName(names.get(t.giverId) ?? ''),
    shareCode: mine ? t.shareCode : null,
    shareUrl: mine ? shareUrlOf(deps, t.shareCode) : null,
    claimable: !mine && t.state === 'giving' && t.expiresAt > now,
    validFrom: item.coupon.validFrom.toISOString(),
    validTo: item.coupon.validTo.toISOString(),
  };
}

async function loadDetail(
  deps: AppDeps,
  db: DbOrTx,
  t: TransferRow,
  me: string,
  locale: Locale,
  now: Date,
): Promise<TransferDetail> {
  const item = (await itemsOf(db, [t.id])).get(t.id);
  if (!item) throw notFound();
  const names = await namesOf(db, [t.giverId, ...(t.receiverId ? [t.receiverId] : [])]);
  return detailOf(deps, t, item, me, names, locale, now);
}

// ---------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------

export async function transferableCoupons(
  deps: AppDeps,
  me: string,
  q: { onPagenum: number; onPagesize: number; serviceType?: string | undefined },
  locale: Locale,
  now = new Date(),
): Promise<{ list: Coupon[]; total: number }> {
  await expireDueTransfers(deps, now, me);
  const where = and(
    eq(coupons.customerId, me),
    eq(coupons.state, 'unused'),
    eq(coupons.transferable, true),
    eq(coupons.usedCount, 0),
    gt(coupons.validTo, now),
    q.serviceType ? eq(coupons.serviceType, q.serviceType) : undefined,
  );
  const [count] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(coupons)
    .where(where);
  const rows = await deps.db
    .select({ coupon: coupons, name: serviceCatalogue.name, nameEn: serviceCatalogue.nameEn })
    .from(coupons)
    .leftJoin(serviceCatalogue, eq(serviceCatalogue.serviceType, coupons.serviceType))
    .where(where)
    .orderBy(asc(coupons.validTo), asc(coupons.id))
    .limit(q.onPagesize)
    .offset((q.onPagenum - 1) * q.onPagesize);
  return {
    total: count?.n ?? 0,
    list: rows.map((r) =>
      toCoupon(
        r.coupon,
        r.name !== null && r.nameEn !== null ? { name: r.name, nameEn: r.nameEn } : null,
        locale,
        now,
      ),
    ),
  };
}

export async function createTransfer(
  deps: AppDeps,
  me: string,
  body: {
    couponId: string;
    quantity: number;
    message?: string | undefined;
    recipientMobile?: string | undefined;
  },
  locale: Locale,
  now = new Date(),
): Promise<TransferDetail> {
  if (!isUuid(body.couponId)) throw notFound();
  const [coupon] = await deps.db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, body.couponId), eq(coupons.customerId, me)));
  if (!coupon) throw notFound();
  if (body.quantity !== coupon.quantity - coupon.usedCount) {
    if (coupon.usedCount === 0) throw badField('quantity', locale);
    throw toast(text.wholeCoupon);
  }
  const expiresAt = new Date(Math.min(now.getTime() + transferLifetimeMs, coupon.validTo.getTime()));
  const transfer = await deps.db.transaction(async (tx) => {
    const [t] = await tx
      .insert(transfers)
      .values({
        shareCode: newShareCode(),
        giverId: me,
        state: 'giving',
        message: body.message ?? '',
        recipientMobileIndex: body.recipientMobile ? deps.fieldCrypto.blindIndex(body.recipientMobile) : null,
        expiresAt,
        createdAt: now,
      })
      .returning();
    if (!t) throw new Error('transfer insert returned nothing');
    const held = await holdForTransfer(tx, coupon.id, me, t.id, now);
    if (!held) throw toast(text.notTransferable);
    await tx.insert(transferItems).values({ transferId: t.id, couponId: coupon.id, quantity: body.quantity });
    return t;
  });
  return loadDetail(deps, deps.db, transfer, me, locale, now);
}

async function findMine(deps: AppDeps, id: string, me: string): Promise<TransferRow> {
  // Not an id at all: the same answer as someone else's (the uuid column would refuse it with a fault).
  if (!isUuid(id)) throw notFound();
  const [t] = await deps.db.select().from(transfers).where(eq(transfers.id, id));
  if (!t || (t.giverId !== me && t.receiverId !== me)) throw notFound();
  return t;
}

export async function transferDetail(
  deps: AppDeps,
  me: string,
  id: string,
  locale: Locale,
  now = new Date(),
): Promise<TransferDetail> {
  let t = await findMine(deps, id, me);
  if (t.state === 'giving' && t.expiresAt <= now) {
    await deps.db.transaction((tx) => expireOne(tx, t.id, now));
    t = await findMine(deps, id, me);
  }
  return loadDetail(deps, deps.db, t, me, locale, now);
}

export async function transferRecords(
  deps: AppDeps,
  me: string,
  q: { onPagenum: number; onPagesize: number; direction: 'sent' | 'received' },
  locale: Locale,
  now = new Date(),
): Promise<{ list: TransferSummary[]; total: number }> {
  if (q.direction === 'sent') await expireDueTransfers(deps, now, me);
  const where = q.direction === 'sent' ? eq(transfers.giverId, me) : eq(transfers.receiverId, me);
  const [count] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(transfers)
    .where(where);
  const rows = await deps.db
    .select()
    .from(transfers)
    .where(where)
    .orderBy(
      q.direction === 'sent' ? desc(transfers.createdAt) : desc(transfers.claimedAt),
      desc(transfers.id),
    )
    .limit(q.onPagesize)
    .offset((q.onPagenum - 1) * q.onPagesize);
  const items = await itemsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const names = await namesOf(
    deps.db,
    rows.flatMap((r) => [r.giverId, ...(r.receiverId ? [r.receiverId] : [])]),
  );
  return {
    total: count?.n ?? 0,
    list: rows.flatMap((r) => {
      const item = items.get(r.id);
      return item ? [summaryOf(r, item, me, names, locale)] : [];
    }),
  };
}

export async function cancelTransfer(
  deps: AppDeps,
  me: string,
  id: string,
  locale: Locale,
  now = new Date(),
): Promise<TransferDetail> {
  const t = await findMine(deps, id, me);
  if (t.giverId !== me) throw notFound();
  if (t.state === 'giving' && t.expiresAt <= now) {
    await deps.db.transaction((tx) => expireOne(tx, t.id, now));
    throw keepOnScreen(text.expired);
  }
  const ended = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(transfers)
      .set({ state: 'cancelled', endedAt: now })
      .where(and(eq(transfers.id, id), eq(transfers.giverId, me), eq(transfers.state, 'giving')))
      .returning();
    if (!row) return null;
    const items = await tx.select().from(transferItems).where(eq(transferItems.transferId, id));
    for (const item of items) {
      const back = await releaseTransfer(tx, item.couponId, { kind: 'customer', id: me }, id);
      if (!back) throw new Error(`transfer ${id}: coupon ${item.couponId} was not transferring`);
    }
    return row;
  });
  if (!ended) throw keepOnScreen(text.notGiving);
  return loadDetail(deps, deps.db, ended, me, locale, now);
}

async function findByCode(deps: AppDeps, shareCode: string): Promise<TransferRow> {
  const [t] = await deps.db.select().from(transfers).where(eq(transfers.shareCode, shareCode));
  if (!t) throw notFound();
  return t;
}

export async function transferPreview(
  deps: AppDeps,
  me: string,
  shareCode: string,
  locale: Locale,
  now = new Date(),
): Promise<TransferDetail> {
  let t = await findByCode(deps, shareCode);
  if (t.state === 'giving' && t.expiresAt <= now) {
    await deps.db.transaction((tx) => expireOne(tx, t.id, now));
    t = await findByCode(deps, shareCode);
  }
  return loadDetail(deps, deps.db, t, me, locale, now);
}

export async function claimTransfer(
  deps: AppDeps,
  me: string,
  shareCode: string,
  locale: Locale,
  now = new Date(),
): Promise<{ transfer: TransferDetail; coupon: Coupon }> {
  const t = await findByCode(deps, shareCode);
  if (t.giverId === me) throw toast(text.ownGift);
  if (t.state === 'giving' && t.expiresAt <= now) {
    await deps.db.transaction((tx) => expireOne(tx, t.id, now));
    throw keepOnScreen(text.expired);
  }
  if (t.recipientMobileIndex) {
    const [meRow] = await deps.db
      .select({ mobileIndex: customers.mobileIndex })
      .from(customers)
      .where(eq(customers.id, me));
    if (meRow?.mobileIndex !== t.recipientMobileIndex) throw toast(text.notForYou);
  }
  const result = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(transfers)
      .set({ state: 'claimed', receiverId: me, claimedAt: now, endedAt: now })
      .where(and(eq(transfers.id, t.id), eq(transfers.state, 'giving'), gt(transfers.expiresAt, now)))
      .returning();
    if (!row) return null;
    const items = await tx.select().from(transferItems).where(eq(transferItems.transferId, t.id));
    let moved: CouponRow | null = null;
    for (const item of items) {
      const c = await completeTransfer(tx, item.couponId, me, t.id);
      if (!c) throw new Error(`transfer ${t.id}: coupon ${item.couponId} was not transferring`);
      moved ??= c;
    }
    if (!moved) throw new Error(`transfer ${t.id} has no coupons`);
    return { row, moved };
  });
  if (!result) throw keepOnScreen(text.notGiving);
  const [cat] = await deps.db
    .select({ name: serviceCatalogue.name, nameEn: serviceCatalogue.nameEn })
    .from(serviceCatalogue)
    .where(eq(serviceCatalogue.serviceType, result.moved.serviceType));
  return {
    transfer: await loadDetail(deps, deps.db, result.row, me, locale, now),
    coupon: toCoupon(result.moved, cat ?? null, locale, now),
  };
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}

export async function transferShareCard(
  deps: AppDeps,
  me: string,
  id: string,
  locale: Locale,
  now = new Date(),
): Promise<{ title: string; description: string; imageUrl: string; link: string }> {
  const t = await findMine(deps, id, me);
  if (t.giverId !== me) throw notFound();
  if (t.state !== 'giving' || t.expiresAt <= now) throw keepOnScreen(text.notGiving);
  const detail = await loadDetail(deps, deps.db, t, me, locale, now);
  const names = await namesOf(deps.db, [me]);
  const date = chinaDay(t.expiresAt);
  return {
    title: fill(text.shareTitle[locale], { name: maskName(names.get(me) ?? '') }),
    description: fill(text.shareDescription[locale], {
      coupon: detail.couponName,
      n: String(detail.quantity),
      date,
    }),
    imageUrl: `${deps.config.publicUrl}/gift-card.png`,
    link: shareUrlOf(deps, t.shareCode),
  };
}

// ---------------------------------------------------------------------------
// WeChat JS-SDK signature (auth/R00010074, auth/R00010084)
// ---------------------------------------------------------------------------

/**
 * The JS-SDK ticket and app id come from RC_WECHAT_JSAPI_TICKET and
 * RC_WECHAT_APP_ID (a deployment fetches the ticket from WeChat and refreshes
 * it every 7200 s outside this app). Without them a fixed demo ticket is used:
 * the signature is well-formed but WeChat will refuse it, which is what a
 * demo outside a registered domain gets anyway.
 */
export const demoJsapiTicket = 'demo-jsapi-ticket-not-valid-in-wechat';
export const demoAppId = 'wx0000000000demo0';

export function jsSdkSignature(
  url: string,
  opts: {
    ticket?: string | undefined;
    appId?: string | undefined;
    nonceStr?: string;
    timestamp?: number;
  } = {},
): { appId: string; timestamp: number; nonceStr: string; signature: string } {
  const ticket = opts.ticket || process.env.RC_WECHAT_JSAPI_TICKET || demoJsapiTicket;
  const appId = opts.appId || process.env.RC_WECHAT_APP_ID || demoAppId;
  const nonceStr = opts.nonceStr ?? randomBytes(8).toString('hex');
  const timestamp = opts.timestamp ?? Math.floor(Date.now() / 1000);
  // WeChat signs the page URL without its fragment.
  const page = url.split('#')[0] ?? url;
  const raw = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page}`;
  return { appId, timestamp, nonceStr, signature: createHash('sha1').update(raw).digest('hex') };
}
