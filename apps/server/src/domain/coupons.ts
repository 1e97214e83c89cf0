import { randomInt } from 'node:crypto';
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { couponEvents, coupons, type CouponAction } from '../db/schema/rights.js';

/**
 * Every change of a coupon's state, each one conditional UPDATE that checks the
 * state it expects plus its ledger row. Callers run them inside their own
 * transaction, so a failure half-way leaves nothing; two racing callers cannot
 * both succeed because only one UPDATE matches the expected state.
 */
export type CouponRow = typeof coupons.$inferSelect;

export interface Actor {
  kind: 'customer' | 'merchant' | 'rescuer' | 'system' | 'operator';
  id: string;
}

/** A 12-digit redemption code (the unique index refuses the rare repeat; callers retry). */
export function newRedemptionCode(): string {
  return Array.from({ length: 12 }, () => randomInt(10)).join('');
}

async function record(
  db: DbOrTx,
  couponId: string,
  action: CouponAction,
  actor: Actor,
  extra: { count?: number; refId?: string; note?: string } = {},
): Promise<void> {
  await db.insert(couponEvents).values({
    couponId,
    action,
    actorKind: actor.kind,
    actorId: actor.id,
    count: extra.count ?? 0,
    refId: extra.refId ?? '',
    note: extra.note ?? '',
  });
}

export async function issueCoupon(
  db: DbOrTx,
  values: Omit<typeof coupons.$inferInsert, 'id' | 'code' | 'state' | 'usedCount'>,
  actor: Actor,
  refId = '',
): Promise<CouponRow> {
  const [row] = await db
    .insert(coupons)
    .values({ ...values, code: newRedemptionCode() })
    .returning();
  if (!row) throw new Error('coupon insert returned nothing');
  await record(db, row.id, 'issued', actor, { refId });
  return row;
}

/**
 * Uses `count` uses of an unused, currently valid coupon. Returns the updated
 * row, or null when the coupon is not unused, not valid now, or has fewer uses left.
 */
export async function useCoupon(
  db: DbOrTx,
  couponId: string,
  count: number,
  actor: Actor,
  refId: string,
  now = new Date(),
): Promise<CouponRow | null> {
  const [row] = await db
    .update(coupons)
    .set({
      usedCount: sql`${coupons.usedCount} + ${count}`,
      state: sql`case when ${coupons.usedCount} + ${count} >= ${coupons.quantity} then 'used' else 'unused' end`,
      updatedAt: now,
    })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.state, 'unused'),
        lte(coupons.validFrom, now),
        gt(coupons.validTo, now),
        sql`${coupons.usedCount} + ${count} <= ${coupons.quantity}`,
      ),
    )
    .returning();
  if (!row) return null;
  await record(db, couponId, 'used', actor, { count, refId });
  return row;
}

/** Gives back `count` uses (an undone redemption, a cancelled order). */
export async function giveBackUses(
  db: DbOrTx,
  couponId: string,
  count: number,
  actor: Actor,
  refId: string,
  note = '',
): Promise<CouponRow | null> {
  const [row] = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} - ${count}`, state: 'unused', updatedAt: new Date() })
    .where(
      and(
        eq(coupons.id, couponId),
        sql`${coupons.state} in ('unused', 'used')`,
        sql`${coupons.usedCount} >= ${count}`,
      ),
    )
    .returning();
  if (!row) return null;
  await record(db, couponId, 'undone', actor, { count: -count, refId, note });
  return row;
}

/** Moves an unused coupon of `ownerId` into `transferring` (a gift waiting to be claimed). */
export async function holdForTransfer(
  db: DbOrTx,
  couponId: string,
  ownerId: string,
  transferId: string,
  now = new Date(),
): Promise<CouponRow | null> {
  const [row] = await db
    .update(coupons)
    .set({ state: 'transferring', updatedAt: now })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.customerId, ownerId),
        eq(coupons.state, 'unused'),
        eq(coupons.transferable, true),
        eq(coupons.usedCount, 0),
        gt(coupons.validTo, now),
      ),
    )
    .returning();
  if (!row) return null;
  await record(db, couponId, 'transferOut', { kind: 'customer', id: ownerId }, { refId: transferId });
  return row;
}

/** A cancelled or expired transfer: the coupon returns to its owner, usable again. */
export async function releaseTransfer(
  db: DbOrTx,
  couponId: string,
  actor: Actor,
  transferId: string,
): Promise<CouponRow | null> {
  const [row] = await db
    .update(coupons)
    .set({ state: 'unused', updatedAt: new Date() })
    .where(and(eq(coupons.id, couponId), eq(coupons.state, 'transferring')))
    .returning();
  if (!row) return null;
  await record(db, couponId, 'transferCancelled', actor, { refId: transferId });
  return row;
}

/**
 * A claimed transfer: the coupon moves to the receiver with a new redemption
 * code (the giver's screenshot of the old QR code is worthless).
 */
export async function completeTransfer(
  db: DbOrTx,
  couponId: string,
  receiverId: string,
  transferId: string,
): Promise<CouponRow | null> {
  const [row] = await db
    .update(coupons)
    .set({
      state: 'unused',
      customerId: receiverId,
      code: newRedemptionCode(),
      source: 'transfer',
      updatedAt: new Date(),
    })
    .where(and(eq(coupons.id, couponId), eq(coupons.state, 'transferring')))
    .returning();
  if (!row) return null;
  await record(db, couponId, 'transferIn', { kind: 'customer', id: receiverId }, { refId: transferId });
  return row;
}

/** Ties an unused coupon of `ownerId` to another plate. */
export async function changePlate(
  db: DbOrTx,
  couponId: string,
  ownerId: string,
  plateNumber: string,
): Promise<CouponRow | null> {
  const [row] = await db
    .update(coupons)
    .set({ plateNumber, updatedAt: new Date() })
    .where(and(eq(coupons.id, couponId), eq(coupons.customerId, ownerId), eq(coupons.state, 'unused')))
    .returning();
  if (!row) return null;
  await record(db, couponId, 'plateChanged', { kind: 'customer', id: ownerId }, { note: plateNumber });
  return row;
}

/**
 * An operator takes back a coupon that is still unused (console): it shows as
 * expired from now on and its ledger says why. Null when it is not unused any
 * more (used, in a transfer, already revoked) or belongs to nobody known.
 */
export async function revokeCoupon(
  db: DbOrTx,
  couponId: string,
  actor: Actor,
  reason: string,
  now = new Date(),
): Promise<CouponRow | null> {
  const [row] = await db
    .update(coupons)
    .set({
      state: 'expired',
      validTo: sql`least(${coupons.validTo}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(and(eq(coupons.id, couponId), eq(coupons.state, 'unused')))
    .returning();
  if (!row) return null;
  await record(db, couponId, 'revoked', actor, { note: reason });
  return row;
}

/**
 * An operator moves an unused coupon's last moment later (never earlier); a
 * coupon already past its date comes back. Null when it is not unused or the
 * new end is not later than the current one.
 */
export async function extendCoupon(
  db: DbOrTx,
  couponId: string,
  validTo: Date,
  actor: Actor,
  note: string,
  now = new Date(),
): Promise<CouponRow | null> {
  const [row] = await db
    .update(coupons)
    .set({ validTo, updatedAt: now })
    .where(and(eq(coupons.id, couponId), eq(coupons.state, 'unused'), lt(coupons.validTo, validTo)))
    .returning();
  if (!row) return null;
  await record(db, couponId, 'extended', actor, { note });
  return row;
}
