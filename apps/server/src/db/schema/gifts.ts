import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { giftExchangeStates } from '@rc/contract';

/** What one gift grants: a coupon of a service type with some uses, valid some days from issue. */
export interface GiftItem {
  serviceType: string;
  name: string;
  nameEn: string;
  quantity: number;
  validDays: number;
  faceValue?: number | null;
  transferable?: boolean;
}

/** The gifts on offer for points (gift/R00010048). */
export const gifts = pgTable('gifts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  description: text('description').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  imageUrl: text('image_url').notNull().default(''),
  /** The main service type of the gift (for its icon and filtering). */
  serviceType: text('service_type').notNull(),
  category: text('category').notNull().default('service'),
  pointPrice: integer('point_price').notNull(),
  stock: integer('stock').notNull(),
  /** Uses of the gift a customer may take in their one exchange. */
  limitPerCustomer: integer('limit_per_customer').notNull().default(1),
  items: jsonb('items').$type<GiftItem[]>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * One exchange of points for a gift. The unique key (customer, gift) is what
 * makes a gift exchangeable once: of racing requests only one INSERT succeeds,
 * and the points are deducted in the same transaction.
 */
export const giftExchanges = pgTable(
  'gift_exchanges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    giftId: text('gift_id')
      .notNull()
      .references(() => gifts.id),
    quantity: integer('quantity').notNull(),
    points: integer('points').notNull(),
    state: text('state', { enum: giftExchangeStates }).notNull().default('done'),
    /** The coupons the exchange issued. */
    couponIds: jsonb('coupon_ids').$type<string[]>().notNull().default([]),
    exchangedAt: timestamp('exchanged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_exchanges_once').on(t.customerId, t.giftId),
    index('gift_exchanges_customer_at').on(t.customerId, t.exchangedAt),
  ],
);

/**
 * A gift code someone handed a customer (/rights/giftsaccept/:type): accepted
 * once, by one conditional UPDATE from `open`, which issues its coupons.
 */
export const giftCodes = pgTable('gift_codes', {
  code: text('code').primaryKey(),
  serviceType: text('service_type').notNull(),
  items: jsonb('items').$type<GiftItem[]>().notNull(),
  /** When set, only this customer may accept it. */
  forCustomerId: uuid('for_customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  state: text('state', { enum: ['open', 'accepted'] })
    .notNull()
    .default('open'),
  acceptedBy: uuid('accepted_by').references(() => customers.id, { onDelete: 'set null' }),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
