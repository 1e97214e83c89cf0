import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { operators } from './ops.js';
import { suggestionCategories, suggestionStates } from '@rc/contract';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/**
 * Editorial content of the customer's space (spec 3 "News", spec 7 activity and
 * news calls): news with the home ticker's roll rate, activities and banners.
 * Each text has its Chinese and English version; the reader's language picks one.
 */
export const news = pgTable(
  'news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    summary: text('summary').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    coverUrl: text('cover_url').notNull().default(''),
    /** Sanitised HTML, written by an operator. */
    contentHtml: text('content_html').notNull().default(''),
    contentHtmlEn: text('content_html_en').notNull().default(''),
    source: text('source').notNull().default(''),
    sourceEn: text('source_en').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_published').on(t.publishedAt)],
);

/** Settings of the content area; one row per key (`newsRollRate`: seconds per headline). */
export const contentSettings = pgTable('content_settings', {
  key: text('key').primaryKey(),
  intValue: integer('int_value').notNull(),
});

export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    coverUrl: text('cover_url').notNull().default(''),
    contentHtml: text('content_html').notNull().default(''),
    contentHtmlEn: text('content_html_en').notNull().default(''),
    rules: text('rules').notNull().default(''),
    rulesEn: text('rules_en').notNull().default(''),
    jumpUrl: text('jump_url').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** Shown as a home banner too, in this order (null: not a banner). */
    bannerSort: integer('banner_sort'),
    bannerImageUrl: text('banner_image_url').notNull().default(''),
    /** When customers may see it: null a draft, in the future scheduled (decision 053). */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activities_start').on(t.startAt)],
);

/**
 * A picture an operator put into a news or activity body (decision 053): decoded and
 * re-encoded like every upload (db/images.ts), served by `news/image/:id`; the HTML
 * allow-list keeps an `<img>` only when its src is that address.
 */
export const contentImages = pgTable('content_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => operators.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A suggestion or complaint a customer sends from /mine/feedback (spec 7 suggest). */
export const suggestions = pgTable(
  'suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    category: text('category', { enum: suggestionCategories }).notNull(),
    content: text('content').notNull(),
    contactMobileSealed: text('contact_mobile_sealed'),
    imageIds: text('image_ids').array().notNull().default([]),
    state: text('state', { enum: suggestionStates }).notNull().default('received'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('suggestions_customer').on(t.customerId, t.createdAt)],
);
