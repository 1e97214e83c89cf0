import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { orders } from './orders.js';
import { rescueDispatches, rescuers } from './rescue.js';
import { operators } from './ops.js';

/**
 * A masked-call binding of one rescue job (AXB): while the work order is open,
 * the customer and its rescuer each dial the relay number and are put through
 * to the other, and neither sees the other's real number. One per work order;
 * it ends (endedAt) in the same transaction as the job (finished, cancelled,
 * handed to another truck), and from then on no number is served for it.
 */
export const rescueCallBindings = pgTable(
  'rescue_call_bindings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    dispatchId: uuid('dispatch_id')
      .notNull()
      .references(() => rescueDispatches.id, { onDelete: 'cascade' }),
    rescuerId: uuid('rescuer_id').references(() => rescuers.id, { onDelete: 'set null' }),
    /** The number-masking provider that holds the binding (`demo`), and its own id of it. */
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    /** The relay (privacy) number both sides dial. */
    relayNumber: text('relay_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Why it ended: finished, cancelled, reassigned. */
    endReason: text('end_reason').notNull().default(''),
    /** When the provider was told to release the relay number (after the end committed; decision 044). */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rescue_call_bindings_dispatch').on(t.dispatchId),
    // A relay number is bound to one open job at a time.
    uniqueIndex('rescue_call_bindings_open_relay')
      .on(t.relayNumber)
      .where(sql`${t.endedAt} is null`),
    index('rescue_call_bindings_order').on(t.orderId),
    // Ended bindings still held at the provider: what the release sweep reads.
    index('rescue_call_bindings_unreleased')
      .on(t.endedAt)
      .where(sql`${t.endedAt} is not null and ${t.releasedAt} is null`),
  ],
);

/**
 * The dispatch desk's masked-call binding for an open rescue (decision 053): the customer
 * (A) and the desk's line (B) on a relay number, bound when a dispatcher or an admin first
 * reveals the contact (a second reveal reuses it), ended in the transaction that finishes or
 * cancels the rescue (endCallBindings), released at the provider by the same sweep as the
 * rescuers' bindings (releaseEndedBindings).
 */
export const dispatchDeskBindings = pgTable(
  'dispatch_desk_bindings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Who revealed it first. */
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    relayNumber: text('relay_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason').notNull().default(''),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    // One open desk binding per rescue.
    uniqueIndex('dispatch_desk_bindings_open_order')
      .on(t.orderId)
      .where(sql`${t.endedAt} is null`),
    index('dispatch_desk_bindings_unreleased')
      .on(t.endedAt)
      .where(sql`${t.endedAt} is not null and ${t.releasedAt} is null`),
  ],
);
