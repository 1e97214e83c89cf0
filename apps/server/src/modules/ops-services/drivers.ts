import type { Locale, OpsDriver, OpsDriverOrder } from '@rc/contract';
import {
  assignDriverToBooking,
  driverBookings,
  enabledDrivers,
  type StateFilter,
} from '../../domain/driver-bookings.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { badField } from '../../http/validate.js';
import { servicesTexts } from './shared.js';

/**
 * Console: the dispatcher assigns a designated driver (a field worker of kind
 * 'driver') to a booking (docs/decisions/026; the rules in domain/driver-bookings.ts).
 */

/** Waiting: submitted without a driver, soonest appointment first; the others newest first. */
export function listDriverOrders(
  deps: AppDeps,
  q: { state: StateFilter; onPagenum: number; onPagesize: number },
): Promise<{ list: OpsDriverOrder[]; total: number }> {
  return driverBookings(deps.db, deps.fieldCrypto, q);
}

/** The enabled designated drivers, with how many bookings each holds now. */
export function listDrivers(deps: AppDeps): Promise<{ list: OpsDriver[] }> {
  return enabledDrivers(deps.db, deps.fieldCrypto);
}

/** Assigns (or changes) the driver of a booking, one transaction with the audit line. */
export async function assignDriver(
  deps: AppDeps,
  operator: OperatorContext,
  body: { id: string; driverId: string; arriveAt: string },
  locale: Locale,
  now = new Date(),
): Promise<OpsDriverOrder> {
  const arriveAt = new Date(body.arriveAt);
  if (!(arriveAt.getTime() > now.getTime())) throw badField('arriveAt', locale);
  const assigned = await assignDriverToBooking(deps.db, deps.fieldCrypto, operator, body, arriveAt, now);
  if (assigned.ok) return assigned.value;
  if (assigned.reason === 'notFound') throw notFound();
  throw toast(servicesTexts[assigned.reason]);
}
