import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';

/**
 * Where a designated driver was while driving an order (disaster/driverPosition):
 * the point is sealed with the field key, since the driver is at the wheel of the
 * customer's car and the trail shows where the customer goes.
 */
export const driverTrackPoints = pgTable(
  'driver_track_points',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `{"lng":…,"lat":…}`, sealed. */
    pointSealed: text('point_sealed').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('driver_track_points_order').on(t.orderId, t.at)],
);
