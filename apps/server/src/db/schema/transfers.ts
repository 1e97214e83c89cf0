import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { coupons } from './rights.js';
import { transferStates } from '@rc/contract';

export type TransferStateValue = (typeof transferStates)[number];

/**
 * A gift of coupons from one customer to another (spec 1, "transfer rights to
 * others"). While `giving` its coupons read `transferring`; it leaves `giving`
 * once, by one conditional UPDATE: claimed by one receiver, cancelled by the
 * giver, or expired (its coupons return to the giver).
 */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The random code the share link carries (`/serviceTransfer/claimGiftPackage?code=`). */
    shareCode: text('share_code').notNull().unique(),
    giverId: uuid('giver_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id').references(() => customers.id, { onDelete: 'set null' }),
    /** When set, only the customer with this mobile (blind index) may claim. */
    recipientMobileIndex: text('recipient_mobile_index'),
    state: text('state', { enum: transferStates }).notNull().default('giving'),
    message: text('message').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transfers_giver').on(t.giverId, t.createdAt),
    index('transfers_receiver').on(t.receiverId, t.claimedAt),
    index('transfers_state_expiry').on(t.state, t.expiresAt),
  ],
);

/** The coupons a transfer gives (one today; the table allows a bundle). */
export const transferItems = pgTable(
  'transfer_items',
  {
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => transfers.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('transfer_items_pk').on(t.transferId, t.couponId),
    index('transfer_items_coupon').on(t.couponId),
  ],
);
