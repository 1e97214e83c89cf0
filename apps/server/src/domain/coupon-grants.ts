import { desc, eq } from 'drizzle-orm';
import { chinaDayStart, type OpsCoupon } from '@rc/contract';
import type { CatalogueEntry } from '../db/catalogue-cache.js';
import type { Db, DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { couponImportBatches, coupons } from '../db/schema/index.js';
import { writeAudit, type AuditActor } from './audit.js';
import type { CustomerRow } from './console-customers.js';
import { shownState } from './coupon-views.js';
import { extendCoupon, issueCoupon, revokeCoupon, type Actor, type CouponRow } from './coupons.js';
import { maskMobile } from './masking.js';
import type { Outcome } from './refusals.js';

/**
 * The console's entitlements desk: coupons granted by hand or from a file, revoked or
 * extended, each in one transaction with its ledger row (domain/coupons.ts) and audit line.
 */

type Operator = AuditActor & { operatorId: string };

/** One coupon to grant, checked by the module (a file's row or the single-grant form). */
export interface CouponGrant {
  customer: CustomerRow;
  service: CatalogueEntry;
  quantity: number;
  /** China days, YYYY-MM-DD. */
  validFrom: string;
  validTo: string;
  plateNumber: string | null;
}

function actorOf(operator: Operator): Actor {
  return { kind: 'operator', id: operator.operatorId };
}

/**
 * China days (UTC+8 all year): a coupon is valid from the first moment of its first day
 * (`chinaDayStart`) to the last of its last (this).
 */
function dayEnd(day: string): Date {
  return new Date(chinaDayStart(day, 1).getTime() - 1);
}

export function couponView(row: CouponRow, now: Date): OpsCoupon {
  return {
    id: row.id,
    serviceType: row.serviceType,
    name: row.name,
    state: shownState(row, now),
    source: row.source,
    quantity: row.quantity,
    usedCount: row.usedCount,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    plateNumber: row.plateNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A customer's latest 200 coupons, newest first. */
export async function couponsOfCustomer(db: Db, customerId: string, now: Date): Promise<OpsCoupon[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(eq(coupons.customerId, customerId))
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(200);
  return rows.map((r) => couponView(r, now));
}

async function issueGrant(tx: DbOrTx, grant: CouponGrant, actor: Actor, refId: string): Promise<CouponRow> {
  return issueCoupon(
    tx,
    {
      customerId: grant.customer.id,
      serviceType: grant.service.serviceType,
      name: grant.service.name,
      nameEn: grant.service.nameEn,
      source: 'grant',
      validFrom: chinaDayStart(grant.validFrom),
      validTo: dayEnd(grant.validTo),
      quantity: grant.quantity,
      plateNumber: grant.plateNumber,
      transferable: grant.service.transferable,
    },
    actor,
    refId,
  );
}

/** Grants one coupon by hand, with its audit line (the customer's mobile masked, the reason kept). */
export async function grantCoupon(
  db: Db,
  fieldCrypto: FieldCrypto,
  operator: Operator,
  grant: CouponGrant,
  reason: string,
  now: Date,
): Promise<OpsCoupon> {
  return db.transaction(async (tx) => {
    const coupon = await issueGrant(tx, grant, actorOf(operator), '');
    await writeAudit(tx, operator, {
      action: 'coupon.grant',
      objectType: 'coupon',
      objectId: coupon.id,
      after: {
        customer: maskMobile(fieldCrypto.open(grant.customer.mobileSealed)),
        serviceType: grant.service.serviceType,
        quantity: grant.quantity,
        validFrom: grant.validFrom,
        validTo: grant.validTo,
        reason,
      },
    });
    return couponView(coupon, now);
  });
}

/**
 * Grants every checked row of a file in one transaction: the batch row (unique by the file's
 * hash, so a file is imported once), each coupon with its ledger row, and one audit line.
 * Any failure rolls all of it back, so a file is never half-imported. Null when the file was
 * imported before (nothing written).
 */
export async function importGrantFile(
  db: Db,
  operator: Operator,
  file: { fileHash: string; fileName: string; reason: string; rows: number; rejected: number },
  grants: readonly CouponGrant[],
  now: Date,
): Promise<{ batchId: string } | null> {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(couponImportBatches)
      .values({
        fileHash: file.fileHash,
        fileName: file.fileName,
        operatorId: operator.operatorId,
        rows: file.rows,
        granted: grants.length,
        rejected: file.rejected,
        reason: file.reason,
        createdAt: now,
      })
      .onConflictDoNothing({ target: couponImportBatches.fileHash })
      .returning({ id: couponImportBatches.id });
    if (!batch) return null;
    for (const g of grants) await issueGrant(tx, g, actorOf(operator), batch.id);
    await writeAudit(tx, operator, {
      action: 'coupon.import',
      objectType: 'couponImport',
      objectId: batch.id,
      after: {
        fileName: file.fileName,
        rows: file.rows,
        granted: grants.length,
        rejected: file.rejected,
        reason: file.reason,
      },
    });
    return { batchId: batch.id };
  });
}

/** Why a coupon was not changed (nothing written): unknown, not unused, or the new day is not later. */
export type CouponDeskRefusal = 'notFound' | 'notUnused' | 'notLater';

/** Withdraws an unused coupon, with its audit line. */
export async function revokeGrantedCoupon(
  db: Db,
  operator: Operator,
  input: { couponId: string; reason: string },
  now: Date,
): Promise<Outcome<OpsCoupon, CouponDeskRefusal>> {
  return db.transaction(async (tx): Promise<Outcome<OpsCoupon, CouponDeskRefusal>> => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, input.couponId));
    if (!before) return { ok: false, reason: 'notFound' };
    const row = await revokeCoupon(tx, input.couponId, actorOf(operator), input.reason, now);
    if (!row) return { ok: false, reason: 'notUnused' };
    await writeAudit(tx, operator, {
      action: 'coupon.revoke',
      objectType: 'coupon',
      objectId: row.id,
      before: { state: shownState(before, now), validTo: before.validTo.toISOString() },
      after: { state: 'expired', validTo: row.validTo.toISOString(), reason: input.reason },
    });
    return { ok: true, value: couponView(row, now) };
  });
}

/** Moves an unused coupon's last day later (to the end of `validTo`, a China day), with its audit line. */
export async function extendGrantedCoupon(
  db: Db,
  operator: Operator,
  input: { couponId: string; validTo: string; reason: string },
  now: Date,
): Promise<Outcome<OpsCoupon, CouponDeskRefusal>> {
  const validTo = dayEnd(input.validTo);
  return db.transaction(async (tx): Promise<Outcome<OpsCoupon, CouponDeskRefusal>> => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, input.couponId));
    if (!before) return { ok: false, reason: 'notFound' };
    if (before.state !== 'unused') return { ok: false, reason: 'notUnused' };
    const row = await extendCoupon(tx, input.couponId, validTo, actorOf(operator), input.validTo, now);
    if (!row) return { ok: false, reason: 'notLater' };
    await writeAudit(tx, operator, {
      action: 'coupon.extend',
      objectType: 'coupon',
      objectId: row.id,
      before: { validTo: before.validTo.toISOString() },
      after: { validTo: row.validTo.toISOString(), reason: input.reason },
    });
    return { ok: true, value: couponView(row, now) };
  });
}
