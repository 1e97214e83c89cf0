import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { activities } from './content.js';
import { customers } from './customers.js';
import { coupons, serviceCatalogue } from './rights.js';

/**
 * A coupon campaign (a bulk giveaway behind an activity): a fixed number of
 * coupons of one service type, claimed one per customer while it runs. The
 * number left is never a counter on this row (every claim would queue on it):
 * the campaign is pre-split into one slot per coupon (campaign_slots) and a claim
 * takes any free slot with `FOR UPDATE SKIP LOCKED` (docs/decisions, campaign pool).
 */
export const campaigns = pgTable('campaigns', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The activity that announces it (its detail screen offers the claim); null for a campaign without one. */
  activityId: uuid('activity_id').references(() => activities.id, { onDelete: 'set null' }),
  serviceType: text('service_type')
    .notNull()
    .references(() => serviceCatalogue.serviceType),
  /** The name the issued coupons carry. */
  couponName: text('coupon_name').notNull(),
  couponNameEn: text('coupon_name_en').notNull(),
  faceValue: integer('face_value'),
  /** A claimed coupon is valid from the claim for this many days. */
  validDays: integer('valid_days').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** How many coupons it gives away (the number of slots made when it was created). */
  total: integer('total').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One coupon of a campaign, free until a customer claims it. Claims spread over
 * `bucket` (0 … campaignBuckets-1, chosen at random per claim) so that a thousand
 * customers claiming at once do not all scan past the same locked rows; the
 * unique index lets a customer hold at most one slot of a campaign.
 */
export const campaignSlots = pgTable(
  'campaign_slots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    bucket: smallint('bucket').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    index('campaign_slots_free')
      .on(t.campaignId, t.bucket)
      .where(sql`${t.customerId} is null`),
    uniqueIndex('campaign_slots_one_per_customer').on(t.campaignId, t.customerId),
  ],
);
