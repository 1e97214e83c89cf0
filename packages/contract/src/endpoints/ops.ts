import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { isoDate, isoDateTime, pageOf, pageQuery } from '../common.js';
import { auditObjectTypes } from '../audit-actions.js';
import { uuidPattern } from '../identifiers.js';

/**
 * The operations console's own calls (`/api/rcservice/ops/...`): the insurer's
 * staff sign in with an account and a password, separately from customers, and
 * every change they make is written to the audit log. How to add a console
 * call: docs/console.md.
 */

/**
 * `operator`: the day's operations; `dispatcher`: an operator who also dispatches
 * rescues (sees the customer's full address and calls them through a relay
 * number, each time audited); `admin`: everything but dispatching, plus the
 * admin-only screens.
 */
export const operatorRoles = ['operator', 'dispatcher', 'admin'] as const;
export const operatorRoleSchema = z.enum(operatorRoles);
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

export const operatorProfileSchema = z.object({
  account: z.string(),
  displayName: z.string(),
  role: operatorRoleSchema,
});
export type OperatorProfile = z.infer<typeof operatorProfileSchema>;

export const opsLogin = defineEndpoint({
  group: 'ops',
  code: 'login',
  name: 'opsLogin',
  summary:
    'Signs an operator or admin in to the operations console with account and password; answers a console session token.',
  method: 'POST',
  auth: 'none',
  encrypted: false,
  body: z.object({
    account: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(128),
  }),
  data: z.object({ token: z.string(), expiresAt: isoDateTime, operator: operatorProfileSchema }),
});

export const opsLogout = defineEndpoint({
  group: 'ops',
  code: 'logout',
  name: 'opsLogout',
  summary: 'Ends the caller’s console session at once.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  data: z.null(),
});

export const opsMe = defineEndpoint({
  group: 'ops',
  code: 'me',
  name: 'opsMe',
  summary: 'Who is signed in to the console, and until when.',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  data: z.object({ operator: operatorProfileSchema, expiresAt: isoDateTime }),
});

/** One line of the audit log: who did what to which object, with a before/after summary. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: isoDateTime,
  operatorAccount: z.string(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const opsAuditLog = defineEndpoint({
  group: 'ops',
  code: 'audit',
  name: 'opsAuditLog',
  summary:
    'The audit log, newest first; an admin reads it, filtered by who acted (account), the object (type, id) and the China days from/to (inclusive).',
  method: 'GET',
  auth: 'admin',
  encrypted: false,
  query: pageQuery.extend({
    objectType: z.enum(auditObjectTypes).optional(),
    objectId: z.string().trim().max(64).optional(),
    operatorAccount: z.string().trim().max(64).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  }),
  data: pageOf(auditEntrySchema),
});

export const opsEndpoints = [opsLogin, opsLogout, opsMe, opsAuditLog] as const;

/** The id of a console-edited row (a UUID), bounded like every input. */
export const opsRowId = z.string().trim().max(36).regex(uuidPattern);
