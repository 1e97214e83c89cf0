import { pgTable, text, timestamp, boolean, primaryKey } from 'drizzle-orm/pg-core';

/** A partner channel (the insurer's app, WeChat...) that hands customers over with signed tokens. */
export const channels = pgTable('channels', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** HMAC key for hand-off tokens, encrypted at rest (see db/field-crypto.ts). */
  secretSealed: text('secret_sealed').notNull(),
  /** Login channel value: 1 for the rescuer app (spec 6), 0 for customer partners. */
  loginChannel: text('login_channel').notNull().default('0'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every hand-off token id ever accepted: the primary key makes a token work once, whichever process serves it. */
export const handoffUses = pgTable(
  'handoff_uses',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id),
    jti: text('jti').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.jti] })],
);
