import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { operatorRoles } from '@rc/contract';

/**
 * The operations console (issue 12): the insurer's staff, their sessions and the
 * audit log of everything they change. Separate from customers and their
 * sessions, so that no customer or rescuer token can act in the console.
 */
export const operators = pgTable('operators', {
  id: uuid('id').primaryKey().defaultRandom(),
  account: text('account').notNull().unique(),
  displayName: text('display_name').notNull(),
  /** operatorRoles of @rc/contract (a text column: a new role needs no migration). */
  role: text('role', { enum: operatorRoles }).notNull(),
  /** `scrypt$<salt>$<hash>` (node:crypto scrypt, see hashPassword in domain/rescue.ts). */
  passwordHash: text('password_hash').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** Wrong passwords in a row; the fifth locks the account for a while (lockedUntil). */
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A console session: only the SHA-256 of the token is stored; idle and absolute expiry as for customers. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_operator').on(t.operatorId)],
);

/**
 * Every change made in the console: who, what, to which object, a before/after
 * summary (personal data masked, never in full) and when. Never updated or deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    /** Kept as written, so the line still says who even if the account is removed. */
    operatorAccount: text('operator_account').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at').on(t.at), index('audit_log_object').on(t.objectType, t.objectId)],
);

/**
 * A CSV of grants imported from the console. The file's SHA-256 is unique, so
 * the same file (a second tap, a re-upload) is never granted twice.
 */
export const couponImportBatches = pgTable('coupon_import_batches', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileHash: text('file_hash').notNull().unique(),
  fileName: text('file_name').notNull().default(''),
  operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
  rows: integer('rows').notNull(),
  granted: integer('granted').notNull(),
  rejected: integer('rejected').notNull(),
  reason: text('reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
