import { customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { merchants, stores } from './network.js';
import { coupons } from './rights.js';
import { orders } from './orders.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

export const redemptionStates = ['redeemed', 'completed', 'undone'] as const;
export type RedemptionStateValue = (typeof redemptionStates)[number];

/**
 * A merchant's redemption of a coupon (the merchant's order): uses taken by
 * domain/coupons.ts useCoupon in the same transaction. The unique (merchant,
 * idempotency key) makes a retried confirm answer the first result instead of
 * redeeming again. Undone within 30 minutes gives the uses back (giveBackUses).
 */
export const redemptions = pgTable(
  'redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    /** The service order it completed, when it was looked up by order number. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The coupon's owner when redeemed (coupons may later change hands). */
    customerId: uuid('customer_id').notNull(),
    /** What the merchant entered: the redemption code or the order number. */
    ticketId: text('ticket_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    count: integer('count').notNull(),
    state: text('state', { enum: redemptionStates }).notNull().default('redeemed'),
    remark: text('remark').notNull().default(''),
    undoReason: text('undo_reason').notNull().default(''),
    settlementFen: integer('settlement_fen').notNull().default(0),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('redemptions_idempotency').on(t.merchantId, t.idempotencyKey),
    index('redemptions_merchant_state').on(t.merchantId, t.state, t.redeemedAt),
    index('redemptions_store_day').on(t.storeId, t.redeemedAt),
  ],
);

/**
 * Proof photos of a merchant's work, stored as bytes (EXIF stripped, type judged
 * by content). Attached to a redemption when the service is completed.
 */
export const merchantPhotos = pgTable(
  'merchant_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    redemptionId: uuid('redemption_id').references(() => redemptions.id, { onDelete: 'set null' }),
    /** Server-made name: `<uuid>.<ext>`; the uploaded name is never used. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('merchant_photos_redemption').on(t.redemptionId)],
);
