import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Events of the Sensors-compatible collector. The only identity kept is the
 * customer's PID (the SDK's login id); anonymous ids, IPs and device ids are dropped.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `track`, `profile_set`, `track_signup`... as the SDK sends it. */
    type: text('type').notNull(),
    event: text('event').notNull().default(''),
    /** The PID when the SDK had logged in, otherwise empty. */
    pid: text('pid').notNull().default(''),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_event').on(t.event, t.eventAt)],
);
