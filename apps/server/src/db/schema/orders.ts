import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { coupons } from './rights.js';
import { stores } from './network.js';
import { orderStatuses } from '@rc/contract';

export type OrderStatusValue = (typeof orderStatuses)[number];

/**
 * A service order, paid for by a coupon or right. Its status only moves forward
 * (see the order module's transition table), one conditional UPDATE per move,
 * each with a history row.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The ticket id customers, merchants and rescuers quote (orderPrimaryId / ticketId). */
    orderNo: text('order_no').notNull().unique(),
    /** A short random check that must accompany lookups by order number (primaryCheck). */
    primaryCheck: text('primary_check').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    serviceType: text('service_type').notNull(),
    businessType: text('business_type').notNull().default(''),
    status: text('status', { enum: orderStatuses }).notNull().default('submitted'),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponUses: integer('coupon_uses').notNull().default(1),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    plateNumber: text('plate_number').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactMobileSealed: text('contact_mobile_sealed').notNull().default(''),
    appointmentAt: timestamp('appointment_at', { withTimezone: true }),
    /** Where the service happens: sealed (a location is personal data). */
    locationSealed: text('location_sealed').notNull().default(''),
    /** The service form's answers (by the service type's declarative description). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    priceFen: integer('price_fen').notNull().default(0),
    cancelReason: text('cancel_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_customer_status').on(t.customerId, t.status), index('orders_store').on(t.storeId)],
);

export const orderHistory = pgTable(
  'order_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    actorKind: text('actor_kind', {
      enum: ['customer', 'merchant', 'rescuer', 'system', 'operator'],
    }).notNull(),
    actorId: text('actor_id').notNull().default(''),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_history_order').on(t.orderId, t.at)],
);
