import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  idParam,
  imageIds,
  imageUploadBody,
  uploadedImageSchema,
  isoDateTime,
  latitude,
  longitude,
  maskedMobile,
  mobileInput,
  pageQuery,
  placeSchema,
  plateNumber,
  remarkText,
} from '../common.js';
import { trackPointSchema } from '../entities/order.js';
import { trackCode } from './location.js';
import { dispatchStatuses } from '../vocabulary.js';
import { rescueOutcomes } from '../vocabulary.js';

/** A rescuer (tow company staff) as their screens show them. */
export const rescuerSchema = z.object({
  rescuerId: z.string(),
  name: z.string(),
  mobile: maskedMobile,
  companyName: z.string(),
});
export type Rescuer = z.infer<typeof rescuerSchema>;

export const towVehicleSchema = z.object({
  vehicleNo: z.string(),
  vehicleType: z.string(),
  driverName: z.string(),
  state: z.enum(['idle', 'busy', 'offline']),
  currentTicketId: z.string().nullable(),
  boundAt: isoDateTime,
});
export type TowVehicle = z.infer<typeof towVehicleSchema>;

/**
 * `offered`: offered to the nearest free vehicle's rescuer until it lapses, or,
 * with no vehicle free, to the company's pool (any of its rescuers may accept;
 * first accept wins); then accepted → departed → arrived → inService (towing) →
 * finished. `reassigned`: handed to another vehicle; `expired`: the offer lapsed
 * or was declined and went to the next vehicle; `cancelled`: the customer cancelled.
 */
export const workOrderStatusSchema = z.enum(dispatchStatuses);

/** How a rescue ended (the customer sees it named). */
export const rescueOutcomeSchema = z.enum(rescueOutcomes);
export type RescueOutcome = z.infer<typeof rescueOutcomeSchema>;

/** A rescue work order: a ticket (the rescue case) split into sub-tickets, one per tow vehicle. */
export const workOrderSchema = z.object({
  ticketId: z.string(),
  subTicketId: z.string(),
  vehicleNo: z.string(),
  serviceType: z.string(),
  serviceTypeName: z.string(),
  status: workOrderStatusSchema,
  customerName: z.string(),
  customerMobile: maskedMobile,
  plateNumber: z.string(),
  place: placeSchema,
  assignedAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
  /** An offer addressed to this rescuer lapses then (null: a pool offer, or not an offer). */
  offerExpiresAt: isoDateTime.nullable(),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;

export const workOrderDetailSchema = workOrderSchema.extend({
  faultType: z.string(),
  destination: placeSchema.nullable(),
  customerRemark: z.string(),
  history: z.array(z.object({ status: workOrderStatusSchema, at: isoDateTime, note: z.string() })),
  /** Whether this rescuer may still act on it (not reassigned away, not finished). */
  actionable: z.boolean(),
  /** Whether the customer's meeting code was entered (needed to finish as completed). */
  meetingConfirmed: z.boolean(),
  outcome: rescueOutcomeSchema.nullable(),
  outcomeReason: z.string(),
  /** Photos of the scene and the work the rescuer took, oldest first. */
  photos: z.array(uploadedImageSchema),
});
export type WorkOrderDetail = z.infer<typeof workOrderDetailSchema>;

const ticketId = idParam;
/** `0`: work orders assigned and open (distribution); `1`: finished (orderDone). */
const workOrderFlag = z.enum(['0', '1']);

export const rescuerLogin = defineEndpoint({
  group: 'disaster',
  code: 'R00010051',
  name: 'rescuerLogin',
  summary: 'Logs a rescuer in with account and password (login channel 1) and opens a rescuer session.',
  method: 'POST',
  auth: 'none',
  encrypted: false,
  body: z.object({
    account: z.string().trim().min(1).max(32),
    password: z.string().min(6).max(64),
    channel: z.literal('1').default('1'),
  }),
  data: z.object({ token: z.string(), rescuer: rescuerSchema }),
});

export const bindTowVehicle = defineEndpoint({
  group: 'disaster',
  code: 'R00010052',
  name: 'bindTowVehicle',
  summary: "Binds a tow vehicle of the rescuer's company to the rescuer (/accident/addcar).",
  method: 'POST',
  auth: 'rescuer',
  encrypted: false,
  body: z.object({ vehicleNo: plateNumber }),
  data: towVehicleSchema,
});

export const unbindTowVehicle = defineEndpoint({
  group: 'disaster',
  code: 'unbindVehicle',
  name: 'unbindTowVehicle',
  summary: 'Unbinds a tow vehicle from the rescuer (/accident/car); refused while it serves a work order.',
  method: 'POST',
  auth: 'rescuer',
  encrypted: false,
  body: z.object({ vehicleNo: plateNumber }),
  data: z.object({ vehicleNo: z.string() }),
});

export const rescuerWorkOrders = defineEndpoint({
  group: 'disaster',
  code: 'R00010053',
  name: 'rescuerWorkOrders',
  summary:
    "The rescuer's work orders, open (flag 0, in distribution) or finished (flag 1, in orderDone), optionally of one tow vehicle.",
  method: 'GET',
  auth: 'rescuer',
  encrypted: false,
  query: pageQuery.extend({ flag: workOrderFlag.default('0'), towCarVehicleNo: plateNumber.optional() }),
  data: z.object({
    distribution: z.array(workOrderSchema),
    orderDone: z.array(workOrderSchema),
    /** Size of the list the flag asked for. */
    total: z.number().int().nonnegative(),
  }),
});

export const reassignWorkOrder = defineEndpoint({
  group: 'disaster',
  code: 'R00010059',
  name: 'reassignWorkOrder',
  summary:
    'Hands an open work order over to another tow vehicle of the company, with a reason (/accident/reassignment).',
  method: 'POST',
  auth: 'rescuer',
  encrypted: false,
  body: z.object({ ticketId, subTicketId: ticketId, toVehicleNo: plateNumber, reason: remarkText.min(1) }),
  data: workOrderSchema,
});

export const towVehicles = defineEndpoint({
  group: 'disaster',
  code: 'R00010060',
  name: 'towVehicles',
  summary: 'The tow vehicles bound to the rescuer and their state (/accident/car).',
  method: 'GET',
  auth: 'rescuer',
  encrypted: false,
  data: z.object({ wsWorkSheetVo: z.array(towVehicleSchema) }),
});

export const towVehicleStatus = defineEndpoint({
  group: 'disaster',
  code: 'R00010061',
  name: 'towVehicleStatus',
  summary: 'One tow vehicle of the rescuer with its current work order and last position.',
  method: 'GET',
  auth: 'rescuer',
  encrypted: false,
  query: z.object({ vehicleNo: plateNumber }),
  data: towVehicleSchema.extend({
    currentWorkOrder: workOrderSchema.nullable(),
    lastPosition: trackPointSchema.nullable(),
  }),
});

export const rescuerWorkOrderDetail = defineEndpoint({
  group: 'disaster',
  code: 'R00010056',
  name: 'rescuerWorkOrderDetail',
  summary:
    'One work order of the rescuer with the customer, fault, places and history (/accident/workorder).',
  method: 'GET',
  auth: 'rescuer',
  encrypted: false,
  /** vehicleNo is empty for a work order still in distribution (no vehicle yet). */
  query: z.object({
    subTicketid: ticketId,
    ticketid: ticketId,
    vehicleNo: plateNumber.optional(),
    flag: workOrderFlag.default('0'),
  }),
  data: workOrderDetailSchema,
});

export const rescuerHome = defineEndpoint({
  group: 'disaster',
  code: 'R00010057',
  name: 'rescuerHome',
  summary:
    "The rescuer home (/accident/index): who is signed in and counts of open and today's finished work orders.",
  method: 'GET',
  auth: 'rescuer',
  encrypted: false,
  data: z.object({
    rescuer: rescuerSchema,
    openCount: z.number().int().nonnegative(),
    finishedTodayCount: z.number().int().nonnegative(),
    vehicleCount: z.number().int().nonnegative(),
  }),
});

export const updateWorkOrderProgress = defineEndpoint({
  group: 'disaster',
  code: 'R00010058',
  name: 'updateWorkOrderProgress',
  summary:
    'Accepts an offered work order, or records its next step (departed, arrived, towing, finished) or a position, with where the vehicle is.',
  method: 'POST',
  auth: 'rescuer',
  encrypted: false,
  body: z.object({
    ticketId,
    subTicketId: ticketId,
    vehicleNo: plateNumber,
    /**
     * `accepted` takes an offered work order with the vehicle given; `declined`
     * passes an offer addressed to the rescuer on to the next vehicle; `met`
     * confirms the meeting with the customer's code; `position` only reports
     * where the vehicle is.
     */
    step: z.enum(['accepted', 'declined', 'departed', 'arrived', 'met', 'inService', 'finished', 'position']),
    lng: longitude,
    lat: latitude,
    remark: remarkText.optional(),
    imageIds: imageIds.optional(),
    /** The four digits the customer's screen shows (step `met`). */
    meetingCode: z
      .string()
      .max(4)
      .regex(/^\d{4}$/)
      .optional(),
    /**
     * When a `position` was taken: a report kept while offline is sent later
     * with its own time (the server accepts up to an hour back, never ahead).
     */
    at: isoDateTime.optional(),
    /** How the rescue ended (step `finished`; `unsuccessful` needs a remark saying why). */
    outcome: rescueOutcomeSchema.exclude(['cancelled']).default('completed'),
  }),
  data: workOrderDetailSchema,
});

export const rescueAddress = defineEndpoint({
  group: 'disaster',
  code: 'R00010055',
  name: 'rescueAddress',
  summary:
    'Where the customer of a work order is waiting, for navigation (/accident/getaddress, "rescue address").',
  method: 'GET',
  auth: 'rescuer',
  encrypted: false,
  query: z.object({ ticketId }),
  data: z.object({ ticketId: z.string(), place: placeSchema, updatedAt: isoDateTime }),
});

export const createLocationLink = defineEndpoint({
  group: 'disaster',
  code: 'createLocationLink',
  name: 'createLocationLink',
  summary:
    'Creates a location link for a stranded customer (/geturl/createlink): its track code expires after 1800 s and works once.',
  method: 'POST',
  auth: 'rescuer',
  encrypted: false,
  body: z.object({ mobile: mobileInput.optional() }),
  data: z.object({ trackCode: z.string(), url: z.string(), expiresAt: isoDateTime }),
});
export type CreatedLocationLink = z.infer<typeof createLocationLink.data>;

/**
 * `waiting`: the customer has not sent a position yet and the link still works;
 * `reported`: the place arrived; `expired`: the link lapsed unused (1800 s).
 */
export const linkPositionStateSchema = z.enum(['waiting', 'reported', 'expired']);

export const locationLinkPosition = defineEndpoint({
  group: 'disaster',
  code: 'linkPosition',
  name: 'locationLinkPosition',
  summary:
    "Where the customer of a location link said they are (/geturl/createlink): waiting, reported (with the place) or expired; only the link's creator may read it.",
  method: 'POST',
  auth: 'rescuer',
  encrypted: false,
  body: z.object({ trackCode }),
  data: z.object({
    state: linkPositionStateSchema,
    /** The reported place; `lng`/`lat` are 0 when the customer could only type it. */
    place: placeSchema.nullable(),
    reportedAt: isoDateTime.nullable(),
    expiresAt: isoDateTime,
  }),
});
export type LocationLinkPosition = z.infer<typeof locationLinkPosition.data>;

export const applyLinkPosition = defineEndpoint({
  group: 'disaster',
  code: 'applyLinkPosition',
  name: 'applyLinkPosition',
  summary:
    "Makes the place a customer reported through the creator's location link the rescue address of the creator's own work order, before the truck starts towing.",
  method: 'POST',
  auth: 'rescuer',
  encrypted: false,
  body: z.object({ trackCode, ticketId, subTicketId: ticketId }),
  data: z.object({ ticketId: z.string(), place: placeSchema, updatedAt: isoDateTime }),
});

export const uploadRescuePhoto = defineEndpoint({
  group: 'disaster',
  code: 'rescuePhoto',
  name: 'uploadRescuePhoto',
  summary:
    "Adds a photo of the scene or the work to the rescuer's own open work order (type judged by content, metadata stripped, at most 2 MB, 9 a work order).",
  method: 'POST',
  auth: 'rescuer',
  encrypted: false,
  body: imageUploadBody.extend({ ticketId, subTicketId: ticketId }),
  data: uploadedImageSchema,
});

/**
 * A designated driver is a field worker signed in like a rescuer (channel 1);
 * while driving a booked order (accepted or in service) their phone reports
 * where they are, which the order's owner follows on order/R00020066.
 */
export const reportDriverPosition = defineEndpoint({
  group: 'disaster',
  code: 'driverPosition',
  name: 'reportDriverPosition',
  summary:
    'Records where the designated driver assigned to an order is, while the order is accepted or in service.',
  method: 'POST',
  auth: 'rescuer',
  encrypted: false,
  body: z.object({ orderPrimaryId: idParam, lng: longitude, lat: latitude }),
  data: z.object({ orderPrimaryId: z.string(), point: trackPointSchema }),
});

export const disasterEndpoints = [
  reportDriverPosition,
  uploadRescuePhoto,
  createLocationLink,
  locationLinkPosition,
  applyLinkPosition,
  unbindTowVehicle,
  rescuerLogin,
  bindTowVehicle,
  rescuerWorkOrders,
  reassignWorkOrder,
  towVehicles,
  towVehicleStatus,
  rescuerWorkOrderDetail,
  rescuerHome,
  updateWorkOrderProgress,
  rescueAddress,
] as const;
