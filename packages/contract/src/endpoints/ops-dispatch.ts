import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { opsRowId } from './ops.js';
import { geoPointSchema, isoDate, isoDateTime } from '../common.js';

/**
 * Console: the rescue dispatch board (open rescues, who has them, manual
 * reassignment) and the dashboards. How to add a console call: docs/console.md.
 */

/** Where an open rescue stands: in the company pool, offered to a truck, or a truck's stage. */
export const boardStages = ['pool', 'offered', 'accepted', 'departed', 'arrived', 'inService'] as const;
export const boardStageSchema = z.enum(boardStages);
export type BoardStage = z.infer<typeof boardStageSchema>;

export const boardOrderSchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  faultType: z.string(),
  faultName: z.string(),
  plateNumber: z.string(),
  /** Street level, no house number. */
  maskedAddress: z.string(),
  cityName: z.string(),
  /** Where the customer waits, rounded to about 100 m: enough to dispatch, not an exact location. */
  point: geoPointSchema.nullable(),
  createdAt: isoDateTime,
  waitingMinutes: z.number().int().nonnegative(),
  stage: boardStageSchema,
  /** The open work order; the reassignment names it so a stale board cannot move a changed order. */
  dispatchId: z.string(),
  subTicketId: z.string(),
  companyName: z.string(),
  vehicleNo: z.string().nullable(),
  rescuerName: z.string().nullable(),
  vehiclePoint: geoPointSchema.nullable(),
  etaAt: isoDateTime.nullable(),
  urgeCount: z.number().int().nonnegative(),
  /** The customer urged after the promised arrival: the dispatcher must look. */
  escalatedAt: isoDateTime.nullable(),
  /** No truck has reached the customer yet, so another one may take over. */
  reassignable: z.boolean(),
});
export type BoardOrder = z.infer<typeof boardOrderSchema>;

export const boardVehicleSchema = z.object({
  vehicleNo: z.string(),
  vehicleType: z.string(),
  companyName: z.string(),
  rescuerName: z.string().nullable(),
  point: geoPointSchema.nullable(),
  lastSeenAt: isoDateTime.nullable(),
  /** The order it serves or holds an offer for; null when free. */
  orderNo: z.string().nullable(),
});
export type BoardVehicle = z.infer<typeof boardVehicleSchema>;

export const opsDispatchBoard = defineEndpoint({
  group: 'ops',
  code: 'dispatch/board',
  name: 'opsDispatchBoard',
  summary:
    'The open rescue orders (oldest first) with their stage, truck, rescuer, waiting time and escalation, and every bound, enabled tow vehicle with its position.',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  data: z.object({
    at: isoDateTime,
    orders: z.array(boardOrderSchema),
    vehicles: z.array(boardVehicleSchema),
  }),
});

export const opsDispatchReassign = defineEndpoint({
  group: 'ops',
  code: 'dispatch/reassign',
  name: 'opsDispatchReassign',
  summary:
    'Takes an open rescue no truck has reached yet from its current work order and offers it to another free tow vehicle; audited.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: z.object({
    orderId: opsRowId,
    /** The work order the board showed: if it changed meanwhile, nothing moves. */
    dispatchId: opsRowId,
    vehicleNo: z.string().trim().min(2).max(16),
    reason: z.string().trim().min(2).max(200),
  }),
  data: boardOrderSchema,
});

/**
 * What a dispatcher needs to reach the customer of an open rescue: the full
 * address, the exact point and a relay (masked) number that puts the dispatch
 * desk through to the customer. Only the `dispatcher` and `admin` roles get it
 * (an operator: -3 with nothing); each call is one audit line, and the desk's
 * binding is stored until the rescue ends (decision 053).
 */
export const opsDispatchContact = defineEndpoint({
  group: 'ops',
  code: 'dispatch/contact',
  name: 'opsDispatchContact',
  summary:
    "A dispatcher's reveal of an open rescue's full address and a relay number to call its customer through number masking; dispatcher and admin roles only, audited.",
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: z.object({ orderId: opsRowId }),
  data: z.object({
    orderNo: z.string(),
    address: z.string(),
    point: geoPointSchema.nullable(),
    contactName: z.string(),
    /** The number the dispatch desk dials; null when no relay number could be bound. */
    relayNumber: z.string().nullable(),
  }),
});
export type DispatchContact = z.infer<typeof opsDispatchContact.data>;

export const dashboardStatusCountSchema = z.object({
  serviceType: z.string(),
  serviceName: z.string(),
  status: z.string(),
  count: z.number().int().nonnegative(),
});

export const dashboardDaySchema = z.object({ day: isoDate, count: z.number().int().nonnegative() });

/** Minutes from the request to the first accept and to the truck's arrival, per day (null: no rescue that day). */
export const dashboardResponseDaySchema = z.object({
  day: isoDate,
  rescues: z.number().int().nonnegative(),
  acceptMedian: z.number().nullable(),
  acceptP90: z.number().nullable(),
  arrivalMedian: z.number().nullable(),
  arrivalP90: z.number().nullable(),
});
export type DashboardResponseDay = z.infer<typeof dashboardResponseDaySchema>;

export const opsDashboard = defineEndpoint({
  group: 'ops',
  code: 'dashboard/stats',
  name: 'opsDashboard',
  summary:
    'Orders by service and state, redemptions per day and rescue response times (median and p90 per day) over the last days (China time).',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  query: z.object({ days: z.coerce.number().int().min(7).max(90).default(30) }),
  data: z.object({
    from: isoDate,
    to: isoDate,
    ordersByService: z.array(dashboardStatusCountSchema),
    redemptionsPerDay: z.array(dashboardDaySchema),
    rescueResponse: z.array(dashboardResponseDaySchema),
  }),
});
export type OpsDashboard = z.infer<typeof opsDashboard.data>;

export const opsDispatchEndpoints = [
  opsDispatchBoard,
  opsDispatchReassign,
  opsDispatchContact,
  opsDashboard,
] as const;
