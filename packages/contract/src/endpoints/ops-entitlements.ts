import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { opsRowId } from './ops.js';
import { isoDate, isoDateTime, plateNumber, remarkText, typeCode } from '../common.js';
import { couponStates } from '../vocabulary.js';

/**
 * Console: coupons granted to one customer or to many from a CSV file, revoked
 * and extended. Every change goes through domain/coupons.ts (one conditional
 * UPDATE and a ledger row) and the audit log (docs/console.md).
 */

/** A customer as the console names them: an 11-digit mobile number or the partner's PID. */
export const customerRef = z.string().trim().min(1).max(64);

export const opsCustomerSchema = z.object({
  customerId: z.string(),
  pid: z.string(),
  /** Masked: `张*三`. */
  custName: z.string(),
  /** Masked: `138****1234`. */
  mobile: z.string(),
  plates: z.array(z.string()),
});
export type OpsCustomer = z.infer<typeof opsCustomerSchema>;

export const opsCouponSchema = z.object({
  id: z.string(),
  serviceType: z.string(),
  name: z.string(),
  /** What the customer sees: unused, used, expired (also: past its date), transferring, transferred. */
  state: z.enum(couponStates),
  source: z.string(),
  quantity: z.number().int(),
  usedCount: z.number().int(),
  validFrom: isoDateTime,
  validTo: isoDateTime,
  plateNumber: z.string().nullable(),
  createdAt: isoDateTime,
});
export type OpsCoupon = z.infer<typeof opsCouponSchema>;

export const opsCustomerCoupons = defineEndpoint({
  group: 'ops',
  code: 'coupons/ofCustomer',
  name: 'opsCustomerCoupons',
  summary: 'Finds a customer by mobile number or PID and lists their coupons, newest first.',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  query: z.object({ customer: customerRef }),
  data: z.object({ customer: opsCustomerSchema, coupons: z.array(opsCouponSchema) }),
});

export const grantInput = z.object({
  customer: customerRef,
  serviceType: typeCode,
  quantity: z.number().int().min(1).max(99),
  /** First and last day it may be used (both inclusive, China time). */
  validFrom: isoDate,
  validTo: isoDate,
  plateNumber: plateNumber.optional(),
  reason: remarkText.min(2),
});
export type GrantInput = z.input<typeof grantInput>;

export const opsCouponGrant = defineEndpoint({
  group: 'ops',
  code: 'coupons/grant',
  name: 'opsCouponGrant',
  summary: 'Grants one coupon of a catalogue service to one customer.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: grantInput,
  data: opsCouponSchema,
});

export const importRejectionSchema = z.object({
  /** The line of the file, counting the header as line 1. */
  line: z.number().int(),
  /** The column at fault (`customer`, `serviceType`...), or `row` for the whole line. */
  field: z.string(),
  reason: z.string(),
});
export type ImportRejection = z.infer<typeof importRejectionSchema>;

/** A valid row of a grant file as the check shows it before anything is granted (personal data masked). */
export const importPreviewRowSchema = z.object({
  line: z.number().int(),
  /** The customer found for the row: masked name and masked mobile. */
  customer: z.string(),
  serviceType: z.string(),
  serviceName: z.string(),
  quantity: z.number().int(),
  validFrom: isoDate,
  validTo: isoDate,
  plateNumber: z.string().nullable(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

/** How many valid rows the check lists (the rest are counted in `accepted`). */
export const importPreviewRows = 20;

export const opsCouponImport = defineEndpoint({
  group: 'ops',
  code: 'coupons/import',
  name: 'opsCouponImport',
  summary:
    'Checks a CSV of grants row by row (checkOnly) or grants every valid row in one transaction, reporting each rejected row with its reason; a file is imported once.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: z.object({
    /** The file's text: a header `customer,serviceType,quantity,validFrom,validTo,plateNumber`, then one grant a line. */
    csv: z.string().min(1).max(1_000_000),
    fileName: z.string().trim().max(120).default(''),
    reason: remarkText.min(2),
    /** true: only check and report, grant nothing. */
    checkOnly: z.boolean().default(false),
  }),
  data: z.object({
    rows: z.number().int(),
    accepted: z.number().int(),
    /** Coupons granted (0 when checkOnly). */
    granted: z.number().int(),
    rejected: z.array(importRejectionSchema),
    /** The first valid rows (at most importPreviewRows), file order: what the import will grant. */
    preview: z.array(importPreviewRowSchema),
    batchId: z.string().nullable(),
  }),
});

export const opsCouponRevoke = defineEndpoint({
  group: 'ops',
  code: 'coupons/revoke',
  name: 'opsCouponRevoke',
  summary: 'Revokes an unused coupon (it can no longer be used or transferred); the reason is kept.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: z.object({ couponId: opsRowId, reason: remarkText.min(2) }),
  data: opsCouponSchema,
});

export const opsCouponExtend = defineEndpoint({
  group: 'ops',
  code: 'coupons/extend',
  name: 'opsCouponExtend',
  summary: 'Moves an unused coupon’s last day later (never earlier).',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: z.object({ couponId: opsRowId, validTo: isoDate, reason: remarkText.min(2) }),
  data: opsCouponSchema,
});

export const opsEntitlementEndpoints = [
  opsCustomerCoupons,
  opsCouponGrant,
  opsCouponImport,
  opsCouponRevoke,
  opsCouponExtend,
] as const;
