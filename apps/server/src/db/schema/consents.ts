import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

export const consentPurposes = [
  'rescuerSharing',
  'merchantSharing',
  'marketing',
  'personalisedRecommendations',
] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

/**
 * The privacy consent ledger (/mine/privacyAuthorizationList): every grant and
 * every withdrawal is a new row, never updated or deleted. The latest row per
 * customer and purpose is the one in force.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: consentPurposes }).notNull(),
    granted: boolean('granted').notNull(),
    /** The version of the privacy policy text the customer saw. */
    policyVersion: text('policy_version').notNull(),
    /** The partner channel of the session that recorded it. */
    channel: text('channel').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_records_customer').on(t.customerId, t.purpose, t.at)],
);
