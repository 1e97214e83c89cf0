import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  fen,
  idParam,
  imageIds,
  isoDateTime,
  maskedMobile,
  pageOf,
  pageQuery,
  placeSchema,
  remarkText,
} from '../common.js';
import {
  fieldWorkerSchema,
  orderCreatedSchema,
  orderDetailSchema,
  orderRefInput,
  orderStatusEventSchema,
  orderStatusSchema,
  trackPointSchema,
} from '../entities/order.js';
import { serviceFormSubmission } from '../entities/service-form.js';
import { orderQuestionTypes } from '../vocabulary.js';

/** A substitute car lent while the customer's is served. */
export const substituteDetailSchema = z.object({
  orderPrimaryId: z.string(),
  status: orderStatusSchema,
  vehiclePlate: z.string().nullable(),
  vehicleModel: z.string().nullable(),
  worker: fieldWorkerSchema.nullable(),
  pickupPlace: placeSchema.nullable(),
  returnPlace: placeSchema.nullable(),
  pickupAt: isoDateTime.nullable(),
  returnAt: isoDateTime.nullable(),
});
export type SubstituteDetail = z.infer<typeof substituteDetailSchema>;

export const submitOrderQuestion = defineEndpoint({
  group: 'order',
  code: 'R00010011',
  name: 'submitOrderQuestion',
  summary:
    "Sends a question or problem about one of the customer's orders to customer service (/order/orderquestion).",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: orderRefInput.extend({
    questionType: z.enum(orderQuestionTypes),
    content: z.string().trim().min(5).max(500),
    imageIds: imageIds.optional(),
  }),
  data: z.object({ questionId: z.string(), createdAt: isoDateTime }),
});

export const cancelOrder = defineEndpoint({
  group: 'order',
  code: 'R00010040',
  name: 'cancelOrder',
  summary:
    "Cancels one of the customer's orders that has not been served yet, with a reason; its coupon use is given back.",
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  body: orderRefInput.extend({ reasonCode: z.string().trim().min(1).max(16), reason: remarkText.optional() }),
  data: orderDetailSchema,
});

export const cancelOrderReasons = defineEndpoint({
  group: 'order',
  code: 'R00010036',
  name: 'cancelOrderReasons',
  summary:
    'What the cancel form of an order needs: the reasons to pick from, any charge in fen and the notice.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  body: orderRefInput,
  data: z.object({
    reasons: z.array(z.object({ code: z.string(), name: z.string() })),
    cancellationCharge: fen,
    notice: z.string(),
  }),
});

export const substituteDetail = defineEndpoint({
  group: 'order',
  code: 'R00010042',
  name: 'substituteDetail',
  summary:
    'The particulars of the substitute car of an order: vehicle, driver, where and when it comes and goes.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  /** `active`: `doing` for the substitute service under way, `done` for the finished record. */
  query: orderRefInput.extend({ active: z.enum(['doing', 'done']) }),
  data: substituteDetailSchema,
});

export const resendTicket = defineEndpoint({
  group: 'order',
  code: 'R00010043',
  name: 'resendTicket',
  summary: "Sends the service ticket's code to the customer's mobile again.",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ ticketId: idParam }),
  data: z.object({ sentTo: maskedMobile }),
});

export const sendForInspection = defineEndpoint({
  group: 'order',
  code: 'R00020012',
  name: 'sendForInspection',
  summary:
    "Books the car's annual inspection with pick-up and return by a driver (/order/SendforInspection).",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  /** Answers of the `inspectionRun` form (pick-up place, day, plate...), checked against its description. */
  body: serviceFormSubmission,
  data: orderCreatedSchema,
});

/**
 * An order the gold-service desk booked for the customer on one of their coupons
 * (the desk phones the customer, books the job and sends a vehicle).
 */
export const goldenOrderSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  couponId: z.string().nullable(),
  serviceType: z.string(),
  serviceTypeName: z.string(),
  /** What the desk booked, in the customer's words ("collect for annual inspection"). */
  item: z.string(),
  status: orderStatusSchema,
  createdAt: isoDateTime,
  appointmentAt: isoDateTime.nullable(),
  plateNumber: z.string().nullable(),
});
export type GoldenOrder = z.infer<typeof goldenOrderSchema>;

/** A coupon the gold-service desk has booked on, with how many of its uses are left. */
export const goldenCouponSchema = z.object({
  id: z.string(),
  name: z.string(),
  usesLeft: z.number().int().nonnegative(),
  validTo: isoDateTime,
});
export type GoldenCoupon = z.infer<typeof goldenCouponSchema>;

export const goldenOrders = defineEndpoint({
  group: 'order',
  code: 'R00010048',
  name: 'goldenOrders',
  summary:
    'The gold-service orders of the customer, newest first, a page at a time: of one coupon, or of all with `all` (/order/GoldenOrder).',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  /** A golden-service coupon id, or `all`. */
  params: z.object({ id: idParam }),
  body: pageQuery,
  /** Besides the page: every coupon the desk has booked on, to filter by. */
  data: pageOf(goldenOrderSchema).extend({ coupons: z.array(goldenCouponSchema) }),
});

export const goldenOrderTrackSchema = z.object({
  orderPrimaryId: z.string(),
  ticketId: z.string(),
  serviceTypeName: z.string(),
  item: z.string(),
  status: orderStatusSchema,
  appointmentAt: isoDateTime.nullable(),
  /** Who serves it (mobile masked), once the desk has sent someone. */
  worker: fieldWorkerSchema.nullable(),
  history: z.array(orderStatusEventSchema),
  /** The serving vehicle's positions, oldest first (empty until it sets off). */
  points: z.array(trackPointSchema),
});
export type GoldenOrderTrack = z.infer<typeof goldenOrderTrackSchema>;

export const goldenOrderTrack = defineEndpoint({
  group: 'order',
  code: 'R00010046',
  name: 'goldenOrderTrack',
  summary: "The progress of one golden-service order: its status history and the serving vehicle's trail.",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  params: z.object({ id: idParam }),
  data: goldenOrderTrackSchema,
});

export const orderActionEndpoints = [
  submitOrderQuestion,
  cancelOrder,
  cancelOrderReasons,
  substituteDetail,
  resendTicket,
  sendForInspection,
  goldenOrders,
  goldenOrderTrack,
] as const;
