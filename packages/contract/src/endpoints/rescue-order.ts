import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  codeNameSchema,
  isoDateTime,
  latitude,
  longitude,
  maskedMobile,
  pageOf,
  pageQuery,
  placeInput,
  placeSchema,
  plateNumber,
  typeCode,
} from '../common.js';
import { couponSchema } from '../entities/rights.js';
import { rescueOutcomeSchema } from './disaster.js';
import {
  fieldWorkerSchema,
  intakeNoteBody,
  intakeNoteDataSchema,
  orderCreatedSchema,
  orderRefInput,
  orderStatusEventSchema,
  orderStatusSchema,
  orderSummarySchema,
  serviceOrderInput,
  trackPointSchema,
} from '../entities/order.js';

/** One step of an order's side list (/order/orderSide): what happened or is to happen, and when. */
export const orderSideStepSchema = z.object({
  title: z.string(),
  state: z.enum(['done', 'current', 'todo']),
  at: isoDateTime.nullable(),
  note: z.string(),
});

export const rescueDestinationSchema = z.object({
  id: z.string(),
  name: z.string(),
  place: placeSchema,
  phone: z.string(),
  distanceMeters: z.number().int().nonnegative(),
});
export type RescueDestination = z.infer<typeof rescueDestinationSchema>;

export const rescueFollowSchema = z.object({
  orderPrimaryId: z.string(),
  status: orderStatusSchema,
  rescuer: fieldWorkerSchema.nullable(),
  rescuerPosition: trackPointSchema.nullable(),
  customerPlace: placeSchema,
  etaMinutes: z.number().int().nonnegative().nullable(),
  distanceMeters: z.number().int().nonnegative().nullable(),
  history: z.array(orderStatusEventSchema),
  /** Seconds until the customer may urge again; 0 when they may now. */
  urgeAfterSeconds: z.number().int().nonnegative(),
  /** Where the rescuer is in their steps (offered, accepted, departed, arrived, inService, finished). */
  stage: z.string(),
  faultType: z.string(),
  destination: placeSchema.nullable(),
  freeTowKm: z.number().int().nonnegative(),
  plateNumber: z.string(),
  trail: z.array(trackPointSchema),
  /** Four digits to tell the rescuer on meeting; shown once a rescuer is on the way, until confirmed. */
  meetingCode: z.string().nullable(),
  meetingConfirmed: z.boolean(),
  outcome: rescueOutcomeSchema.nullable(),
  outcomeReason: z.string(),
  /** The stage allows the customer to cancel (no rescuer on site yet). */
  canCancel: z.boolean(),
  /** The destination may still change (towing has not started). */
  canChangeDestination: z.boolean(),
  /** An urge after the promised arrival handed the case to the dispatcher. */
  escalated: z.boolean(),
});
export type RescueFollow = z.infer<typeof rescueFollowSchema>;

/** What a family member's tracking link shows: progress, truck and place, no contact details. */
export const sharedRescueSchema = rescueFollowSchema
  .pick({
    status: true,
    stage: true,
    rescuerPosition: true,
    customerPlace: true,
    etaMinutes: true,
    distanceMeters: true,
    history: true,
    faultType: true,
    destination: true,
    trail: true,
    outcome: true,
  })
  .extend({
    /** The rescuer's name and vehicle, without their number. */
    rescuerName: z.string().nullable(),
    vehicleNo: z.string().nullable(),
  });
export type SharedRescue = z.infer<typeof sharedRescueSchema>;

/** Why the customer cancels a rescue (a fixed list, so the dispatcher can count them). */
export const rescueCancelReasonSchema = z.enum(['selfSolved', 'otherHelp', 'tooSlow', 'wrongInfo', 'other']);

export const orderSideSteps = defineEndpoint({
  group: 'rescueOrder',
  code: 'R00010073',
  name: 'orderSideSteps',
  summary: 'The steps of a rescue order, done and to come, for its side list (/order/orderSide).',
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  query: orderRefInput.extend({ businessType: typeCode }),
  data: z.object({ steps: z.array(orderSideStepSchema), rescuer: fieldWorkerSchema.nullable() }),
});

export const rescueOrderNote = defineEndpoint({
  group: 'rescueOrder',
  code: 'R00010068',
  name: 'rescueOrderNote',
  summary:
    "Turns a rescue SMS link's sid into a one-time login code and the screen to open (spec 4, order list entry; no session yet).",
  method: 'POST',
  auth: 'none',
  encrypted: false,
  body: intakeNoteBody,
  data: intakeNoteDataSchema,
});

export const rescueLoadInfo = defineEndpoint({
  group: 'rescueOrder',
  code: 'R00010069',
  name: 'rescueLoadInfo',
  summary:
    'Prepares the rescue request form: fault types, usable coupons, plates and contact (/order/breakdownRescue).',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ serviceType: typeCode.optional() }),
  data: z.object({
    faultTypes: z.array(codeNameSchema),
    coupons: z.array(couponSchema),
    plateNumbers: z.array(z.string()),
    contactName: z.string(),
    contactMobile: maskedMobile,
    notice: z.string(),
    /** Kilometres of towing the coupon pays for; 0 without a coupon. */
    freeTowKm: z.number().int().nonnegative(),
    /** What the customer pays without a coupon, by fault type, in fen. */
    prices: z.array(z.object({ code: z.string(), price: z.number().int().nonnegative() })),
  }),
});

export const rescueDestinations = defineEndpoint({
  group: 'rescueOrder',
  code: 'R00010078',
  name: 'rescueDestinations',
  summary: 'Repair shops a broken-down car can be towed to, nearest first, optionally filtered by a keyword.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({
    lng: longitude,
    lat: latitude,
    plateNumber: plateNumber.optional(),
    keyword: z.string().trim().max(32).optional(),
  }),
  data: z.object({ list: z.array(rescueDestinationSchema) }),
});

export const followRescue = defineEndpoint({
  group: 'rescueOrder',
  code: 'R00010072',
  name: 'followRescue',
  summary: 'Where a rescue stands: status, rescuer and truck position, distance and expected arrival.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: orderRefInput,
  data: rescueFollowSchema,
});

export const urgeRescue = defineEndpoint({
  group: 'rescueOrder',
  code: 'R00010071',
  name: 'urgeRescue',
  summary:
    'Urges the rescuer of an open rescue order; refused again until the wait the reply gives has passed.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: orderRefInput,
  data: z.object({ urgedAt: isoDateTime, urgeAfterSeconds: z.number().int().nonnegative() }),
});

export const rescueOrders = defineEndpoint({
  group: 'rescueOrder',
  code: 'R00010075',
  name: 'rescueOrders',
  summary: "The customer's rescue orders, newest first, a page at a time.",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: pageQuery,
  data: pageOf(orderSummarySchema),
});

/** Decrypted payload of the rescue request; see order-submit.ts for the envelope. */
export const rescueOrderPayload = serviceOrderInput.extend({
  faultType: z.string().trim().min(1).max(16),
  /** Omitted: the customer's own number on file (nobody should type 11 digits at night on a verge). */
  contactMobile: serviceOrderInput.shape.contactMobile.optional(),
  /** A rescue may be ordered without a coupon (paid by the customer). */
  couponId: serviceOrderInput.shape.couponId.optional(),
  place: placeInput,
  destination: placeInput.optional(),
  /** On a highway, elevated road or in a tunnel (the customer was told to call 12122 first). */
  onHighway: z.boolean().default(false),
  /** What the car carries (passengers, cargo) so the right truck comes. */
  loadInfo: z.string().trim().max(200).optional(),
});
export type RescueOrderPayload = z.infer<typeof rescueOrderPayload>;

export const submitRescueOrder = defineEndpoint({
  group: 'rescueOrder',
  code: 'R00010070',
  name: 'submitRescueOrder',
  summary: 'Sends a rescue request for the car at the place given ("load to serve"); encrypted submit.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: true,
  idempotent: true,
  body: rescueOrderPayload,
  data: orderCreatedSchema,
});

export const rescueLive = defineEndpoint({
  group: 'rescueOrder',
  code: 'live',
  name: 'rescueLive',
  summary:
    "Server-sent events of one of the customer's rescues: `update` (follow data) at once and after every change from any process, a heartbeat every 15 s, `end` when it is over.",
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  reply: 'stream',
  query: orderRefInput,
  /** The stream answers no envelope; each `update` event's data is a rescueFollowSchema. */
  data: z.null(),
});

export const cancelRescue = defineEndpoint({
  group: 'rescueOrder',
  code: 'cancel',
  name: 'cancelRescue',
  summary:
    'Cancels a rescue while no rescuer is on site yet (waiting for a truck, or on its way), giving the coupon back; refused once the rescuer has arrived.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: orderRefInput.extend({
    reasonCode: rescueCancelReasonSchema,
    reason: z.string().trim().max(200).optional(),
  }),
  data: rescueFollowSchema,
});

export const changeRescueDestination = defineEndpoint({
  group: 'rescueOrder',
  code: 'changeDestination',
  name: 'changeRescueDestination',
  summary: 'Changes where the car is towed to, until towing starts.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: orderRefInput.extend({ destination: placeInput }),
  data: rescueFollowSchema,
});

export const shareRescue = defineEndpoint({
  group: 'rescueOrder',
  code: 'share',
  name: 'shareRescue',
  summary:
    'Makes a read-only tracking link of an open rescue for family; it works until the rescue ends, and a new one replaces the last.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: orderRefInput,
  data: z.object({ url: z.string() }),
});

export const sharedRescue = defineEndpoint({
  group: 'rescueOrder',
  code: 'shared',
  name: 'sharedRescue',
  summary:
    "A family member's view of a rescue by its tracking link (no sign-in); refused once the rescue ended.",
  method: 'POST',
  auth: 'none',
  encrypted: false,
  body: z.object({ code: z.string().trim().min(16).max(64) }),
  data: sharedRescueSchema,
});

export const rescueOrderEndpoints = [
  rescueLive,
  cancelRescue,
  changeRescueDestination,
  shareRescue,
  sharedRescue,
  orderSideSteps,
  rescueOrderNote,
  rescueLoadInfo,
  rescueDestinations,
  followRescue,
  urgeRescue,
  rescueOrders,
  submitRescueOrder,
] as const;
