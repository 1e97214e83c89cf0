import { boolean, doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/** A partner merchant; its staff log in through the hand-off as customers with role `merchant`. */
export const merchants = pgTable('merchants', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  /** The account that works the merchant pages (isGiftBag S). */
  accountCustomerId: uuid('account_customer_id')
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  contactPhone: text('contact_phone').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A store of a merchant: where services are booked and coupons redeemed (shops list: snCode). */
export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    snCode: text('sn_code').notNull().unique(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    address: text('address').notNull(),
    addressEn: text('address_en').notNull(),
    phone: text('phone').notNull().default(''),
    branchCode: text('branch_code').notNull(),
    regionCode: text('region_code').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** Service types the store performs. */
    serviceTypes: jsonb('service_types').$type<string[]>().notNull().default([]),
    openHours: text('open_hours').notNull().default('08:30-20:00'),
    rating: doublePrecision('rating').notNull().default(4.8),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('stores_branch').on(t.branchCode)],
);
