import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One idempotency key of one caller on one endpoint (issue 22): reserved before the
 * call runs (`reply` null while it runs), then holding the first successful reply, which
 * a retry with the same key gets back instead of a second state change. A call that
 * fails gives its key back. Rows expire after a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `customer:<id>` or `rescuer:<id>`: the person, so a retry from a new session still matches. */
    actor: text('actor').notNull(),
    /** The endpoint's contract name. */
    endpoint: text('endpoint').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the call's input: the same key with other input is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The first successful reply's `data`; null while the first call runs. */
    reply: jsonb('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.actor, t.endpoint, t.key] }),
    index('idempotency_keys_created').on(t.createdAt),
  ],
);
