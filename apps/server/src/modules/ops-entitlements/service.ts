import { createHash } from 'node:crypto';
import {
  chinaDay,
  importPreviewRows,
  type GrantInput,
  type ImportPreviewRow,
  type ImportRejection,
  type Locale,
  type OpsCoupon,
  isUuid,
} from '@rc/contract';
import { catalogueOf } from '../../db/catalogue-cache.js';
import {
  couponsOfCustomer,
  extendGrantedCoupon,
  grantCoupon,
  importGrantFile,
  revokeGrantedCoupon,
  type CouponDeskRefusal,
} from '../../domain/coupon-grants.js';
import { maskMobile, maskName } from '../../domain/masking.js';
import type { Outcome } from '../../domain/refusals.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { badField } from '../../http/validate.js';
import { parseCsv } from './csv.js';
import { customerView, customersByRef, type CustomerRow } from '../../domain/console-customers.js';
import { checkRow, headerIndex, isDay, maxImportRows, reasonText, type GrantRow } from './rows.js';

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

function worded(outcome: Outcome<OpsCoupon, CouponDeskRefusal>): OpsCoupon {
  if (outcome.ok) return outcome.value;
  throw outcome.reason === 'notFound' ? notFound() : toast(words[outcome.reason]);
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
  return {
    customer: customerView(customer, deps.fieldCrypto),
    coupons: await couponsOfCustomer(deps.db, customer.id, now),
  };
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
  return grantCoupon(deps.db, deps.fieldCrypto, operator, row, input.reason, now);
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
  const imported = await importGrantFile(
    deps.db,
    operator,
    {
      fileHash,
      fileName: input.fileName,
      reason: input.reason,
      rows: rows.length,
      rejected: rejected.length,
    },
    grants,
    now,
  );
  if (!imported) throw toast(words.alreadyImported);
  return { ...report, granted: grants.length, batchId: imported.batchId };
}

export async function revoke(
  deps: AppDeps,
  operator: OperatorContext,
  input: { couponId: string; reason: string },
  now = new Date(),
): Promise<OpsCoupon> {
  if (!isUuid(input.couponId)) throw notFound();
  return worded(await revokeGrantedCoupon(deps.db, operator, input, now));
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
  return worded(await extendGrantedCoupon(deps.db, operator, input, now));
}
