import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/**
 * A customer (the grantor) lets another person use their rights (/mine/rightUser).
 * The grantee is matched to a customer by mobile; once matched they may switch
 * to the grantor (sessions.acting_customer_id) while the authorisation is active.
 */
export const authorizations = pgTable(
  'authorizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    grantorId: uuid('grantor_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    granteeId: uuid('grantee_id').references(() => customers.id, { onDelete: 'set null' }),
    granteeName: text('grantee_name').notNull(),
    granteeMobileSealed: text('grantee_mobile_sealed').notNull(),
    granteeMobileIndex: text('grantee_mobile_index').notNull(),
    granteeIdType: text('grantee_id_type').notNull().default('1'),
    granteeIdNumberSealed: text('grantee_id_number_sealed').notNull(),
    plateNumbers: jsonb('plate_numbers').$type<string[]>().notNull().default([]),
    state: text('state', { enum: ['active', 'revoked'] })
      .notNull()
      .default('active'),
    validTo: timestamp('valid_to', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('authorizations_grantor').on(t.grantorId),
    index('authorizations_grantee').on(t.granteeId),
    index('authorizations_grantee_mobile').on(t.granteeMobileIndex),
  ],
);
