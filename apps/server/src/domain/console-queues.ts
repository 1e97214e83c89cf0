import { and, eq, sql } from 'drizzle-orm';
import { orders } from '../db/schema/index.js';

/**
 * Which orders wait in which console queue: the driver bookings and health
 * cards screens list them, and the overview counts them, by the same rule.
 */

/** A designated-driver booking. */
export const isDriverBooking = sql`${orders.details}->>'form' = 'designatedDriver'`;
/** A booking that has a driver (`details.driver`). */
export const hasDriver = sql`(${orders.details} -> 'driver') is not null`;
/** A driver booking waiting for a driver. */
export const waitingDriverBooking = and(
  isDriverBooking,
  eq(orders.status, 'submitted'),
  sql`not ${hasDriver}`,
);

/** A health payment card application. */
export const isHealthCard = and(
  eq(orders.businessType, 'card'),
  sql`${orders.details}->>'form' = 'healthCard'`,
);
/** A health card application waiting to be made. */
export const pendingHealthCard = and(isHealthCard, eq(orders.status, 'submitted'));
