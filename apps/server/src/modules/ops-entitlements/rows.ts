import type { ImportRejection, Locale } from '@rc/contract';
import type { CatalogueEntry } from '../../db/catalogue-cache.js';
import type { CsvRow } from './csv.js';
import type { CustomerRow } from '../../domain/console-customers.js';

/** The columns of a grant file, in the template's order; only these three must have a value. */
export const grantColumns = [
  'customer',
  'serviceType',
  'quantity',
  'validFrom',
  'validTo',
  'plateNumber',
] as const;
const requiredColumns = ['customer', 'serviceType', 'validTo'] as const;
export const maxImportRows = 5000;

const reasons = {
  header: {
    'zh-CN': '表头应为 customer,serviceType,quantity,validFrom,validTo,plateNumber',
    'en-US': 'The header must be customer,serviceType,quantity,validFrom,validTo,plateNumber',
  },
  columns: { 'zh-CN': '列数与表头不一致', 'en-US': 'The number of columns differs from the header' },
  required: { 'zh-CN': '必填', 'en-US': 'Required' },
  noCustomer: { 'zh-CN': '找不到该客户', 'en-US': 'No such customer' },
  ambiguous: {
    'zh-CN': '该手机号对应多个客户，请改用 PID',
    'en-US': 'Several customers have this mobile number; use the PID',
  },
  noService: { 'zh-CN': '权益目录中没有该服务或已停用', 'en-US': 'Not in the catalogue, or switched off' },
  quantity: { 'zh-CN': '次数应为 1 到 99 的整数', 'en-US': 'Must be a whole number from 1 to 99' },
  date: { 'zh-CN': '日期格式应为 YYYY-MM-DD', 'en-US': 'Dates are written YYYY-MM-DD' },
  endBeforeStart: { 'zh-CN': '结束日期早于开始日期', 'en-US': 'Ends before it starts' },
  past: { 'zh-CN': '结束日期已过', 'en-US': 'The last day has passed' },
  plate: { 'zh-CN': '车牌号格式不正确', 'en-US': 'Not a plate number' },
  tooMany: {
    'zh-CN': `一个文件最多 ${maxImportRows} 行`,
    'en-US': `A file holds at most ${maxImportRows} rows`,
  },
} as const;

export type RejectionReason = keyof typeof reasons;
export function reasonText(reason: RejectionReason, locale: Locale): string {
  return reasons[reason][locale];
}

export interface GrantRow {
  line: number;
  customer: CustomerRow;
  service: CatalogueEntry;
  quantity: number;
  validFrom: string;
  validTo: string;
  plateNumber: string | null;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
export function isDay(s: string): boolean {
  if (!dayPattern.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** The header's column positions, or null when it is not the template's header. */
export function headerIndex(header: CsvRow | undefined): Map<string, number> | null {
  if (!header) return null;
  const names = header.cells.map((c) => c.trim());
  const index = new Map<string, number>();
  names.forEach((n, i) => {
    const known = grantColumns.find((c) => c.toLowerCase() === n.toLowerCase());
    if (known) index.set(known, i);
  });
  return requiredColumns.every((c) => index.has(c)) ? index : null;
}

/**
 * Checks one row of the file: every problem is a rejection naming its column;
 * a row with none becomes a grant. Lookups (customers, catalogue) are done
 * once for the whole file by the caller.
 */
export function checkRow(
  row: CsvRow,
  index: Map<string, number>,
  lookups: { customers: Map<string, CustomerRow[]>; catalogue: ReadonlyMap<string, CatalogueEntry> },
  today: string,
  locale: Locale,
): { grant: GrantRow } | { rejection: ImportRejection } {
  const reject = (field: string, reason: RejectionReason) => ({
    rejection: { line: row.line, field, reason: reasonText(reason, locale) },
  });
  const cell = (c: (typeof grantColumns)[number]) => {
    const i = index.get(c);
    return i === undefined ? '' : (row.cells[i] ?? '').trim();
  };
  if (row.cells.length < index.size) return reject('row', 'columns');
  for (const c of requiredColumns) if (!cell(c)) return reject(c, 'required');
  const matches = lookups.customers.get(cell('customer')) ?? [];
  if (matches.length === 0) return reject('customer', 'noCustomer');
  const customer = matches[0];
  if (matches.length > 1 || !customer) return reject('customer', 'ambiguous');
  const service = lookups.catalogue.get(cell('serviceType'));
  if (!service || !service.enabled) return reject('serviceType', 'noService');
  const quantityText = cell('quantity') || '1';
  const quantity = Number(quantityText);
  if (!/^\d+$/.test(quantityText) || quantity < 1 || quantity > 99) return reject('quantity', 'quantity');
  const validFrom = cell('validFrom') || today;
  if (!isDay(validFrom)) return reject('validFrom', 'date');
  const validTo = cell('validTo');
  if (!isDay(validTo)) return reject('validTo', 'date');
  if (validTo < validFrom) return reject('validTo', 'endBeforeStart');
  if (validTo < today) return reject('validTo', 'past');
  const plate = cell('plateNumber');
  if (plate && (plate.length < 2 || plate.length > 16)) return reject('plateNumber', 'plate');
  return {
    grant: { line: row.line, customer, service, quantity, validFrom, validTo, plateNumber: plate || null },
  };
}
