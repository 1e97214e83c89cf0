import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { giftPackageStates } from '@rc/contract';

/** What one gift package grants: coupons of a service type, each valid for some days after the claim. */
export interface GiftPackageItem {
  serviceType: string;
  /** Uses per coupon (4 car washes: one coupon with quantity 4). */
  quantity: number;
  validDays: number;
  faceValue?: number | null;
}

/** A gift package of rights a customer claims once (/rights/getown, spec 4 isGiftBag Y/N). */
export const giftPackages = pgTable('gift_packages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  items: jsonb('items').$type<GiftPackageItem[]>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * A package offered to one customer. The primary key makes it one row per
 * customer and package; the claim is one conditional UPDATE from `toClaim`, so
 * racing claims cannot both issue its coupons.
 */
export const customerGiftPackages = pgTable(
  'customer_gift_packages',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    packageId: text('package_id')
      .notNull()
      .references(() => giftPackages.id),
    state: text('state', { enum: giftPackageStates }).notNull().default('toClaim'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    plateNumber: text('plate_number'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.packageId] })],
);
