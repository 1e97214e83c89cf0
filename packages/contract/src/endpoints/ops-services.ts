import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { isoDate, isoDateTime, maskedMobile, pageOf, pageQuery } from '../common.js';
import { orderStatusSchema } from '../entities/order.js';
import { opsRowId } from './ops.js';

/**
 * Console: the services staff run by hand (issue 7, docs/decisions/026): the
 * dispatcher assigns a designated driver (a field worker of kind 'driver') to
 * a booking, and staff issue the health payment cards customers applied for.
 */

// ---------- designated-driver bookings ----------

export const opsDriverOrderStates = ['waiting', 'assigned', 'all'] as const;

export const opsAssignedDriverSchema = z.object({
  driverId: z.string(),
  name: z.string(),
  mobile: maskedMobile,
  jobNo: z.string(),
  /** The expected arrival the dispatcher set (null on a driver recorded before it was kept). */
  arriveAt: isoDateTime.nullable(),
});

export const opsDriverOrderSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  status: orderStatusSchema,
  createdAt: isoDateTime,
  appointmentAt: isoDateTime.nullable(),
  /** The customer's name, masked. */
  customer: z.string(),
  plateNumber: z.string(),
  /** Street-level pick-up and destination, without house numbers. */
  pickup: z.string(),
  destination: z.string(),
  driver: opsAssignedDriverSchema.nullable(),
  /** A driver can still be (re)assigned: submitted, or accepted and not yet driving. */
  canAssign: z.boolean(),
});
export type OpsDriverOrder = z.infer<typeof opsDriverOrderSchema>;

export const opsDriverOrderList = defineEndpoint({
  group: 'ops',
  code: 'services/driverOrders',
  name: 'opsDriverOrderList',
  summary:
    'Designated-driver bookings waiting for a driver (oldest appointment first), or those with a driver and their state.',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  query: pageQuery.extend({ state: z.enum(opsDriverOrderStates).default('waiting') }),
  data: pageOf(opsDriverOrderSchema),
});

export const opsDriverSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: maskedMobile,
  jobNo: z.string(),
  companyName: z.string(),
  companyNameEn: z.string(),
  /** Bookings this driver holds that are accepted or being driven. */
  openOrders: z.number().int().nonnegative(),
});
export type OpsDriver = z.infer<typeof opsDriverSchema>;

export const opsDriverList = defineEndpoint({
  group: 'ops',
  code: 'services/drivers',
  name: 'opsDriverList',
  summary: 'Enabled field workers of kind driver, to pick one for a booking (mobile masked).',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  data: z.object({ list: z.array(opsDriverSchema) }),
});

export const opsDriverAssign = defineEndpoint({
  group: 'ops',
  code: 'services/driverOrders/assign',
  name: 'opsDriverAssign',
  summary:
    'Assigns a designated driver with the expected arrival: a submitted booking is accepted; one accepted and not yet driving changes driver. Refused when cancelled or under way.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: z.object({
    id: opsRowId,
    driverId: opsRowId,
    arriveAt: isoDateTime,
  }),
  data: opsDriverOrderSchema,
});

// ---------- health payment cards ----------

/** pending: applied (submitted); made: accepted; posted: in service or done; withdrawn: cancelled. */
export const opsHealthCardStates = ['pending', 'made', 'posted', 'withdrawn'] as const;

export const opsHealthCardSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  status: orderStatusSchema,
  state: z.enum(opsHealthCardStates),
  createdAt: isoDateTime,
  /** The customer's name, masked. */
  customer: z.string(),
  cardName: z.string(),
  /** The cardholder's name, masked. */
  holderName: z.string(),
  /** Masked (first and last four digits) once issued. */
  cardNo: z.string().nullable(),
  validTo: isoDateTime.nullable(),
});
export type OpsHealthCard = z.infer<typeof opsHealthCardSchema>;

export const opsHealthCardList = defineEndpoint({
  group: 'ops',
  code: 'services/healthCards',
  name: 'opsHealthCardList',
  summary: 'Health payment card applications in one state (pending: oldest first, the others newest first).',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  query: pageQuery.extend({ state: z.enum(opsHealthCardStates).default('pending') }),
  data: pageOf(opsHealthCardSchema),
});

export const opsHealthCardIssue = defineEndpoint({
  group: 'ops',
  code: 'services/healthCards/issue',
  name: 'opsHealthCardIssue',
  summary:
    'Issues a pending health card: its number (16 to 19 digits) and validity (a future date); the application moves to posted. Refused when withdrawn meanwhile.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: z.object({
    id: opsRowId,
    cardNo: z
      .string()
      .trim()
      .max(19)
      .regex(/^\d{16,19}$/),
    validTo: isoDate,
  }),
  data: opsHealthCardSchema,
});

export const opsServicesEndpoints = [
  opsDriverOrderList,
  opsDriverList,
  opsDriverAssign,
  opsHealthCardList,
  opsHealthCardIssue,
] as const;
