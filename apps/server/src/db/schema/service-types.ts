import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ServiceTypeDescription } from '@rc/contract';
import { serviceCatalogue } from './rights.js';

/**
 * The declarative description of each bookable service (docs/decisions/015):
 * form fields, limits, price rule and paying coupon types, as one JSON
 * document checked by the contract's schema on every read and write. The only
 * source of a form and its price: the web renders it, the server validates
 * against it, operators edit it (each edit bumps `version`).
 */
export const serviceTypes = pgTable('service_types', {
  code: text('code').primaryKey(),
  serviceType: text('service_type')
    .notNull()
    .references(() => serviceCatalogue.serviceType),
  description: jsonb('description').$type<ServiceTypeDescription>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
