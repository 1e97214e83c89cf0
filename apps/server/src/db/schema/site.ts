import { boolean, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tipLevels, tipPlacements } from '@rc/contract';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/**
 * Site-wide settings an admin changes in the console, one row per key
 * (`mourn`: '1' turns the grayscale mourning filter on). A key without a row
 * takes the server's configured default (RC_MOURN). Read by the page server
 * through db/site-settings.ts (cached briefly, invalidated by NOTIFY).
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/**
 * An admin's replacement for one of the themes' fixed sprite sheets (spec 9),
 * keyed by the path the web app loads it from (`theme/vip/sprite-car.svg`).
 * The bytes are the checked upload; the row's absence serves the shipped file.
 */
export const themeFileOverrides = pgTable('theme_file_overrides', {
  file: text('file').primaryKey(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  /** SHA-256 of the bytes, hex: part of the page's theme version. */
  sha256: text('sha256').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});

/**
 * Editorial tips written by operators: on the rights screens (R000100tipsSelect,
 * before the customer's own expiry reminders), for one service type or all, or
 * as the login response's `tips` when the partner's landing sets none.
 */
export const tips = pgTable(
  'tips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placement: text('placement', { enum: tipPlacements }).notNull(),
    serviceType: text('service_type').notNull().default(''),
    title: text('title').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    content: text('content').notNull(),
    contentEn: text('content_en').notNull(),
    level: text('level', { enum: tipLevels }).notNull().default('info'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tips_placement').on(t.placement, t.enabled, t.sort)],
);
