import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import {
  chinaDay,
  chinaDayStart,
  importPreviewRows,
  type GrantInput,
  type ImportPreviewRow,
  type ImportRejection,
  type Locale,
  type OpsCoupon,
  isUuid,
} from '@rc/contract';
import { writeAudit } from '../../domain/audit.js';
import { catalogueOf } from '../../db/catalogue-cache.js';
import type { DbOrTx } from '../../db/client.js';
import { shownState } from '../../domain/coupon-views.js';
import { extendCoupon, issueCoupon, revokeCoupon, type Actor, type CouponRow } from '../../domain/coupons.js';
import { maskMobile, maskName } from '../../domain/masking.js';
import { couponImportBatches, coupons } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { badField } from '../../http/validate.js';
import { parseCsv } from './csv.js';
import { customerView, customersByRef, type CustomerRow } from '../../domain/console-customers.js';
import { checkRow, dayEnd, headerIndex, isDay, maxImportRows, reasonText, type GrantRow } from './rows.js';

const words = {
  noCustomer: {
    'zh-CN': '找不到该客户，请核对手机号或 PID',
    'en-US': 'No such customer: check the mobile number or PID',
  },
  ambiguous: {
    'zh-CN': '该手机号对应多个客户，请改用 PID',
    'en-US': 'Several customers have this mobile number; use the PID',
  },
  notUnused: {
    'zh-CN': '该券已使用、转赠中或已作废，不能操作',
    'en-US': 'This coupon is used, being transferred or withdrawn; it cannot be changed',
  },
  notLater: {
    'zh-CN': '新的截止日期须晚于当前截止日期',
    'en-US': 'The new last day must be later than the current one',
  },
  alreadyImported: {
    'zh-CN': '该文件已导入过，不会重复发放',
    'en-US': 'This file was imported before; nothing is granted twice',
  },
};

function actorOf(operator: OperatorContext): Actor {
  return { kind: 'operator', id: operator.operatorId };
}

function couponOf(row: CouponRow, now: Date): OpsCoupon {
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

async function oneCustomer(deps: AppDeps, ref: string): Promise<CustomerRow> {
  const found = (await customersByRef(deps.db, deps.fieldCrypto, [ref])).get(ref) ?? [];
  if (found.length > 1) throw toast(words.ambiguous);
  const [customer] = found;
  if (!customer) throw toast(words.noCustomer);
  return customer;
}

export async function customerCoupons(deps: AppDeps, ref: string, now = new Date()) {
  const customer = await oneCustomer(deps, ref);
  const rows = await deps.db
    .select()
    .from(coupons)
    .where(eq(coupons.customerId, customer.id))
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(200);
  return { customer: customerView(customer, deps.fieldCrypto), coupons: rows.map((r) => couponOf(r, now)) };
}

async function issueGrant(tx: DbOrTx, grant: GrantRow, actor: Actor, refId: string): Promise<CouponRow> {
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

export async function grant(
  deps: AppDeps,
  operator: OperatorContext,
  input: Required<Omit<GrantInput, 'plateNumber'>> & { plateNumber?: string | undefined },
  locale: Locale,
  now = new Date(),
): Promise<OpsCoupon> {
  const customer = await oneCustomer(deps, input.customer);
  const catalogue = await catalogueOf(deps.db);
  const service = catalogue.byType.get(input.serviceType);
  if (!service || !service.enabled) throw badField('serviceType', locale);
  if (!isDay(input.validFrom)) throw badField('validFrom', locale);
  if (!isDay(input.validTo) || input.validTo < input.validFrom || input.validTo < chinaDay(now))
    throw badField('validTo', locale);
  const row: GrantRow = {
    line: 0,
    customer,
    service,
    quantity: input.quantity,
    validFrom: input.validFrom,
    validTo: input.validTo,
    plateNumber: input.plateNumber ?? null,
  };
  return deps.db.transaction(async (tx) => {
    const coupon = await issueGrant(tx, row, actorOf(operator), '');
    await writeAudit(tx, operator, {
      action: 'coupon.grant',
      objectType: 'coupon',
      objectId: coupon.id,
      after: {
        customer: maskMobile(deps.fieldCrypto.open(customer.mobileSealed)),
        serviceType: service.serviceType,
        quantity: input.quantity,
        validFrom: input.validFrom,
        validTo: input.validTo,
        reason: input.reason,
      },
    });
    return couponOf(coupon, now);
  });
}

/**
 * Checks every row of a grant file, then (unless only checking) grants every
 * valid row in one transaction: the batch row (unique by the file's hash, so a
 * file is imported once), each coupon with its ledger row, and one audit line.
 * Any failure rolls all of it back, so a file is never half-imported.
 */
export async function importCsv(
  deps: AppDeps,
  operator: OperatorContext,
  input: { csv: string; fileName: string; reason: string; checkOnly: boolean },
  locale: Locale,
  now = new Date(),
) {
  const [header, ...rows] = parseCsv(input.csv);
  const index = headerIndex(header);
  if (!index) {
    return {
      rows: rows.length,
      accepted: 0,
      granted: 0,
      rejected: [{ line: header?.line ?? 1, field: 'row', reason: reasonText('header', locale) }],
      preview: [],
      batchId: null,
    };
  }
  if (rows.length > maxImportRows) throw badField('csv', locale);
  const customerColumn = index.get('customer') ?? 0;
  const refs = rows.map((r) => (r.cells[customerColumn] ?? '').trim()).filter(Boolean);
  const lookups = {
    customers: await customersByRef(deps.db, deps.fieldCrypto, refs),
    catalogue: (await catalogueOf(deps.db)).byType,
  };
  const today = chinaDay(now);
  const grants: GrantRow[] = [];
  const rejected: ImportRejection[] = [];
  for (const row of rows) {
    const verdict = checkRow(row, index, lookups, today, locale);
    if ('grant' in verdict) grants.push(verdict.grant);
    else rejected.push(verdict.rejection);
  }
  const preview: ImportPreviewRow[] = grants.slice(0, importPreviewRows).map((g) => ({
    line: g.line,
    customer: `${maskName(g.customer.custName)} ${maskMobile(deps.fieldCrypto.open(g.customer.mobileSealed))}`,
    serviceType: g.service.serviceType,
    serviceName: locale === 'en-US' ? g.service.nameEn : g.service.name,
    quantity: g.quantity,
    validFrom: g.validFrom,
    validTo: g.validTo,
    plateNumber: g.plateNumber,
  }));
  const report = { rows: rows.length, accepted: grants.length, rejected, preview };
  if (input.checkOnly || grants.length === 0) return { ...report, granted: 0, batchId: null };

  const fileHash = createHash('sha256').update(input.csv).digest('hex');
  return deps.db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(couponImportBatches)
      .values({
        fileHash,
        fileName: input.fileName,
        operatorId: operator.operatorId,
        rows: rows.length,
        granted: grants.length,
        rejected: rejected.length,
        reason: input.reason,
        createdAt: now,
      })
      .onConflictDoNothing({ target: couponImportBatches.fileHash })
      .returning({ id: couponImportBatches.id });
    if (!batch) throw toast(words.alreadyImported);
    for (const g of grants) await issueGrant(tx, g, actorOf(operator), batch.id);
    await writeAudit(tx, operator, {
      action: 'coupon.import',
      objectType: 'couponImport',
      objectId: batch.id,
      after: {
        fileName: input.fileName,
        rows: rows.length,
        granted: grants.length,
        rejected: rejected.length,
        reason: input.reason,
      },
    });
    return { ...report, granted: grants.length, batchId: batch.id };
  });
}

export async function revoke(
  deps: AppDeps,
  operator: OperatorContext,
  input: { couponId: string; reason: string },
  now = new Date(),
): Promise<OpsCoupon> {
  if (!isUuid(input.couponId)) throw notFound();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, input.couponId));
    if (!before) throw notFound();
    const row = await revokeCoupon(tx, input.couponId, actorOf(operator), input.reason, now);
    if (!row) throw toast(words.notUnused);
    await writeAudit(tx, operator, {
      action: 'coupon.revoke',
      objectType: 'coupon',
      objectId: row.id,
      before: { state: shownState(before, now), validTo: before.validTo.toISOString() },
      after: { state: 'expired', validTo: row.validTo.toISOString(), reason: input.reason },
    });
    return couponOf(row, now);
  });
}

export async function extend(
  deps: AppDeps,
  operator: OperatorContext,
  input: { couponId: string; validTo: string; reason: string },
  locale: Locale,
  now = new Date(),
): Promise<OpsCoupon> {
  if (!isUuid(input.couponId)) throw notFound();
  if (!isDay(input.validTo) || input.validTo < chinaDay(now)) throw badField('validTo', locale);
  const validTo = dayEnd(input.validTo);
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, input.couponId));
    if (!before) throw notFound();
    if (before.state !== 'unused') throw toast(words.notUnused);
    const row = await extendCoupon(tx, input.couponId, validTo, actorOf(operator), input.validTo, now);
    if (!row) throw toast(words.notLater);
    await writeAudit(tx, operator, {
      action: 'coupon.extend',
      objectType: 'coupon',
      objectId: row.id,
      before: { validTo: before.validTo.toISOString() },
      after: { validTo: row.validTo.toISOString(), reason: input.reason },
    });
    return couponOf(row, now);
  });
}
