import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Coupon, Locale, TransferDetail, TransferSummary } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { coupons, customers, serviceCatalogue, transferItems, transfers } from '../db/schema/index.js';
import { completeTransfer, holdForTransfer, releaseTransfer, type CouponRow } from './coupons.js';
import { toCoupon } from './coupon-views.js';
import { maskName } from './masking.js';

/** How long a share link may be claimed; capped at the coupon's own validity. */
export const transferLifetimeMs = 72 * 3_600_000;

export type TransferRow = typeof transfers.$inferSelect;

function newShareCode(): string {
  return randomBytes(12).toString('base64url');
}

export function shareUrlOf(publicUrl: string, shareCode: string): string {
  return `${publicUrl}/serviceTransfer/claimGiftPackage?code=${encodeURIComponent(shareCode)}`;
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

/** Expires one transfer when it is due, in a transaction of its own. */
export function expireTransfer(db: Db, transferId: string, now: Date): Promise<boolean> {
  return db.transaction((tx) => expireOne(tx, transferId, now));
}

/**
 * Expires every due transfer (optionally only one giver's), each in its own
 * transaction. Safe to run from a timer and concurrently with requests.
 */
export async function expireDueTransfers(db: Db, now = new Date(), giverId?: string): Promise<number> {
  const due = await db
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
    if (await db.transaction((tx) => expireOne(tx, t.id, now))) n += 1;
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

/** Customers' names by id (unmasked: mask them before they are shown). */
export async function namesOf(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
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
  publicUrl: string,
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
    shareUrl: mine ? shareUrlOf(publicUrl, t.shareCode) : null,
    claimable: !mine && t.state === 'giving' && t.expiresAt > now,
    validFrom: item.coupon.validFrom.toISOString(),
    validTo: item.coupon.validTo.toISOString(),
  };
}

/** A transfer as `me` sees it; null when it has no coupon. */
export async function transferDetailOf(
  db: DbOrTx,
  publicUrl: string,
  t: TransferRow,
  me: string,
  locale: Locale,
  now: Date,
): Promise<TransferDetail | null> {
  const item = (await itemsOf(db, [t.id])).get(t.id);
  if (!item) return null;
  const names = await namesOf(db, [t.giverId, ...(t.receiverId ? [t.receiverId] : [])]);
  return detailOf(publicUrl, t, item, me, names, locale, now);
}

// ---------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------

/** The coupons a customer may give now (unused, giftable, not started, still valid), soonest to end first. */
export async function giftableCoupons(
  db: Db,
  me: string,
  q: { onPagenum: number; onPagesize: number; serviceType?: string | undefined },
  locale: Locale,
  now = new Date(),
): Promise<{ list: Coupon[]; total: number }> {
  await expireDueTransfers(db, now, me);
  const where = and(
    eq(coupons.customerId, me),
    eq(coupons.state, 'unused'),
    eq(coupons.transferable, true),
    eq(coupons.usedCount, 0),
    gt(coupons.validTo, now),
    q.serviceType ? eq(coupons.serviceType, q.serviceType) : undefined,
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(coupons)
    .where(where);
  const rows = await db
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

/** One of a customer's own coupons, or null. */
export async function ownCoupon(db: DbOrTx, couponId: string, me: string): Promise<CouponRow | null> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.customerId, me)));
  return coupon ?? null;
}

export async function transferById(db: DbOrTx, id: string): Promise<TransferRow | null> {
  const [t] = await db.select().from(transfers).where(eq(transfers.id, id));
  return t ?? null;
}

export async function transferByShareCode(db: DbOrTx, shareCode: string): Promise<TransferRow | null> {
  const [t] = await db.select().from(transfers).where(eq(transfers.shareCode, shareCode));
  return t ?? null;
}

/** One page of a customer's sent or received transfers, newest first. */
export async function transferRecordsOf(
  db: Db,
  me: string,
  q: { onPagenum: number; onPagesize: number; direction: 'sent' | 'received' },
  locale: Locale,
  now = new Date(),
): Promise<{ list: TransferSummary[]; total: number }> {
  if (q.direction === 'sent') await expireDueTransfers(db, now, me);
  const where = q.direction === 'sent' ? eq(transfers.giverId, me) : eq(transfers.receiverId, me);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transfers)
    .where(where);
  const rows = await db
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
    db,
    rows.map((r) => r.id),
  );
  const names = await namesOf(
    db,
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

/** Whether a customer's mobile is the one a gift names (compared by blind index). */
export async function isNamedRecipient(
  db: DbOrTx,
  me: string,
  recipientMobileIndex: string,
): Promise<boolean> {
  const [meRow] = await db
    .select({ mobileIndex: customers.mobileIndex })
    .from(customers)
    .where(eq(customers.id, me));
  return meRow?.mobileIndex === recipientMobileIndex;
}

// ---------------------------------------------------------------------------
// State changes: one transaction each, conditional updates, coupons moved by domain/coupons.ts
// ---------------------------------------------------------------------------

class NotTransferable extends Error {}

/**
 * Puts a coupon up as a gift: the transfer row and the coupon held for it in one transaction.
 * Null when the coupon cannot be held (used, expired or already being given): nothing is kept.
 */
export async function startTransfer(
  db: Db,
  fieldCrypto: FieldCrypto,
  me: string,
  coupon: CouponRow,
  body: { quantity: number; message?: string | undefined; recipientMobile?: string | undefined },
  now: Date,
): Promise<TransferRow | null> {
  const expiresAt = new Date(Math.min(now.getTime() + transferLifetimeMs, coupon.validTo.getTime()));
  try {
    return await db.transaction(async (tx) => {
      const [t] = await tx
        .insert(transfers)
        .values({
          shareCode: newShareCode(),
          giverId: me,
          state: 'giving',
          message: body.message ?? '',
          recipientMobileIndex: body.recipientMobile ? fieldCrypto.blindIndex(body.recipientMobile) : null,
          expiresAt,
          createdAt: now,
        })
        .returning();
      if (!t) throw new Error('transfer insert returned nothing');
      const held = await holdForTransfer(tx, coupon.id, me, t.id, now);
      if (!held) throw new NotTransferable();
      await tx
        .insert(transferItems)
        .values({ transferId: t.id, couponId: coupon.id, quantity: body.quantity });
      return t;
    });
  } catch (e) {
    if (e instanceof NotTransferable) return null;
    throw e;
  }
}

/** The giver takes a gift back while it is still giving; null when it no longer is. */
export async function withdrawTransfer(
  db: Db,
  me: string,
  id: string,
  now: Date,
): Promise<TransferRow | null> {
  return db.transaction(async (tx) => {
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
}

/** The receiver takes a gift still giving and not expired; null when another claim or the clock won. */
export async function receiveTransfer(
  db: Db,
  me: string,
  t: TransferRow,
  now: Date,
): Promise<{ row: TransferRow; moved: CouponRow } | null> {
  return db.transaction(async (tx) => {
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
}

/** A service type's names for a coupon view, or null when the catalogue has no such type. */
export async function catalogueNamesOf(
  db: DbOrTx,
  serviceType: string,
): Promise<{ name: string; nameEn: string } | null> {
  const [cat] = await db
    .select({ name: serviceCatalogue.name, nameEn: serviceCatalogue.nameEn })
    .from(serviceCatalogue)
    .where(eq(serviceCatalogue.serviceType, serviceType));
  return cat ?? null;
}
