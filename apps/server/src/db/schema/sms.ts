import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { orders } from './orders.js';
import { orderQuestionTypes } from '@rc/contract';

/**
 * Text messages the product sends (verification codes, order notices with a
 * link). The default SMS sender only writes here; a gateway sender would also
 * deliver and mark `sentAt`. The demo launcher lists the newest, masked.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobileSealed: text('mobile_sealed').notNull(),
    /** Blind index of the number, to rate-limit codes per number without opening it. */
    mobileIndex: text('mobile_index').notNull(),
    kind: text('kind', { enum: ['verificationCode', 'orderTicket', 'orderNotice'] }).notNull(),
    body: text('body').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link's sid (the rescue-note intake of /order/list?Message=sid). */
    linkSidHash: text('link_sid_hash').unique(),
    /** When the link was opened: a link opens once (issue 21, finding 5). */
    linkUsedAt: timestamp('link_used_at', { withTimezone: true }),
    /** SHA-256 of a verification code, checked once. */
    codeHash: text('code_hash'),
    /** Wrong guesses at the code so far; the code is void after five. */
    codeAttempts: integer('code_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_outbox_mobile').on(t.mobileIndex, t.createdAt),
    index('sms_outbox_created').on(t.createdAt),
  ],
);

/** A customer's question or complaint about one of their orders (/order/orderquestion). */
export const orderQuestions = pgTable(
  'order_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    questionType: text('question_type', { enum: orderQuestionTypes }).notNull(),
    content: text('content').notNull(),
    imageIds: text('image_ids').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_questions_order').on(t.orderId)],
);
