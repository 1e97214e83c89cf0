import { date, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/**
 * The daily sign-in: one row per customer per calendar day in China (UTC+8).
 * The primary key is what makes ten racing taps give one sign-in and one
 * award of points.
 */
export const dailySignIns = pgTable(
  'daily_sign_ins',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The day in Asia/Shanghai, `YYYY-MM-DD`. */
    day: date('day', { mode: 'string' }).notNull(),
    /** Consecutive days up to and including this one. */
    streak: integer('streak').notNull(),
    points: integer('points').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.day] })],
);
