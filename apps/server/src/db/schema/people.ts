import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { inquiryStates } from '@rc/contract';

export const relatedPersonRelations = ['self', 'spouse', 'child', 'parent', 'other'] as const;

/**
 * The people a customer saves for orders (/order/relatedPersonnel): mobile, ID
 * number and photo are personal data, sealed with the field key; the blind
 * index of the ID number keeps one customer from saving the same person twice
 * without storing the number in the clear.
 */
export const relatedPersons = pgTable(
  'related_persons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mobileSealed: text('mobile_sealed').notNull(),
    idType: text('id_type').notNull().default('1'),
    idNumberSealed: text('id_number_sealed').notNull(),
    idNumberIndex: text('id_number_index').notNull(),
    relation: text('relation', { enum: relatedPersonRelations }).notNull(),
    /** The photo's content type as judged from its bytes, and the bytes (base64) sealed. */
    photoContentType: text('photo_content_type'),
    photoSealed: text('photo_sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('related_persons_customer_id_number').on(t.customerId, t.idNumberIndex),
    index('related_persons_customer').on(t.customerId, t.createdAt),
  ],
);

export type InquiryStateValue = (typeof inquiryStates)[number];

/**
 * A voluntary inquiry: the customer asks for a quote on a service for one of
 * their cars; the service desk answers with a price, and the customer may
 * withdraw it while it is open or answered (one conditional UPDATE).
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    carNumber: text('car_number').notNull(),
    serviceType: text('service_type').notNull(),
    note: text('note').notNull().default(''),
    state: text('state', { enum: inquiryStates }).notNull().default('open'),
    answer: text('answer'),
    quoteFen: integer('quote_fen'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('inquiries_customer').on(t.customerId, t.createdAt)],
);
