import { pgTable, text, timestamp, uuid, primaryKey, index } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { orders } from './orders.js';

/**
 * A signed-in session. Only the SHA-256 of the token is stored; everything about
 * a session lives here, not in process memory, so any number of processes can serve it.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['customer', 'rescuer'] }).notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** Rescuer sessions point at the rescuer (table owned by the rescue area). */
    rescuerId: text('rescuer_id'),
    channelId: text('channel_id').notNull(),
    /** The authorised user this customer switched to (userVo.userVo), if any. */
    actingCustomerId: uuid('acting_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    branchCode: text('branch_code').notNull().default(''),
    /**
     * An order pass (the link of an order's text message): the session may read this one order and
     * nothing else of the account (http/order-pass.ts). Null for a login to the account.
     */
    scopeOrderId: uuid('scope_order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The login's one-time secret for the key exchange; cleared when exchanged. */
    publicSecret: text('public_secret'),
    /** Key pair for submits: the browser encrypts with the public half. Private half sealed. */
    submitPublicKey: text('submit_public_key').notNull(),
    submitPrivateKeySealed: text('submit_private_key_sealed').notNull(),
    /** Key pair for fields the server encrypts for the browser (encryptVin). */
    readPublicKey: text('read_public_key').notNull(),
    readPrivateKeySealed: text('read_private_key_sealed').notNull(),
  },
  (t) => [index('sessions_customer').on(t.customerId)],
);

/** Nonces of accepted encrypted submits: a replayed message is refused by the primary key. */
export const usedNonces = pgTable(
  'used_nonces',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.nonce] })],
);

/** Single-use login codes (rcNeedCode, newRcNeedCode) issued in service links and rescue notes. */
export const loginCodes = pgTable('login_codes', {
  codeHash: text('code_hash').primaryKey(),
  kind: text('kind', { enum: ['rcNeedCode', 'newRcNeedCode'] }).notNull(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  channelId: text('channel_id').notNull(),
  /** The order a text-message link opens: the code then opens a pass to that order only, never the account. */
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
