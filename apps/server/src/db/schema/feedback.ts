import { index, integer, jsonb, pgTable, text, timestamp, uuid, bigint } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { feedbackStates } from '@rc/contract';

/** One-time tokens under which one error report may be posted (the report needs no session). */
export const feedbackReportTokens = pgTable('feedback_report_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  requesterIp: text('requester_ip').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** The feedback button's error reports (spec 3), read by customer service. */
export const feedbackReports = pgTable(
  'feedback_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The customer whose session sent it, when one was signed in. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The screenshot, checked to be the image type it claims, as a data URL. */
    screenshot: text('screenshot'),
    screenshotBytes: integer('screenshot_bytes').notNull().default(0),
    screenH: integer('screen_h').notNull(),
    screenW: integer('screen_w').notNull(),
    channel: text('channel').notNull().default(''),
    errorUrls: jsonb('error_urls').$type<string[]>().notNull().default([]),
    errorMessage: text('error_message').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    errorTimeStamp: bigint('error_time_stamp', { mode: 'number' }).notNull(),
    pageName: text('page_name').notNull().default(''),
    /** Customer service's handling in the console: open, answered (the sender reads the answer), closed. */
    state: text('state', { enum: feedbackStates }).notNull().default('open'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_reports_customer').on(t.customerId, t.createdAt),
    index('feedback_reports_state').on(t.state, t.createdAt),
  ],
);
