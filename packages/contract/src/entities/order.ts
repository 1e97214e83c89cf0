import { z } from 'zod';
import {
  fen,
  idParam,
  imageIds,
  isoDateTime,
  mobileInput,
  personName,
  plateNumber,
  placeSchema,
  remarkText,
  typeCode,
  uploadedImageSchema,
} from '../common.js';
import { orderStatuses } from '../vocabulary.js';

/**
 * The life of a service order, whatever the service: submitted → accepted →
 * inService → toVerify → completed; cancelled from submitted or accepted.
 * The same values as the database's order status (one source of truth).
 */
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** One change of an order's status, kept in its history. */
export const orderStatusEventSchema = z.object({
  status: orderStatusSchema,
  at: isoDateTime,
  note: z.string(),
});
export type OrderStatusEvent = z.infer<typeof orderStatusEventSchema>;

/**
 * An order as the lists show it. `primaryCheck` is the check value the spec passes
 * with every order id: a per-order token, so an id alone never opens someone's order.
 */
export const orderSummarySchema = z.object({
  id: z.string(),
  primaryCheck: z.string(),
  ticketId: z.string().nullable(),
  businessType: z.string(),
  serviceType: z.string(),
  serviceTypeName: z.string(),
  status: orderStatusSchema,
  /** The status in words, for the customer. */
  statusText: z.string(),
  createdAt: isoDateTime,
  appointmentAt: isoDateTime.nullable(),
  couponId: z.string().nullable(),
  plateNumber: z.string().nullable(),
  shopName: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  contactName: z.string(),
  /** Masked (`138****1234`). */
  contactMobile: z.string(),
  place: placeSchema.nullable(),
  destination: placeSchema.nullable(),
  remark: z.string(),
  /** What the customer pays beyond the coupon, in fen. */
  amount: fen,
  images: z.array(uploadedImageSchema),
  history: z.array(orderStatusEventSchema),
  canCancel: z.boolean(),
  canUrge: z.boolean(),
  /** The service form it was booked with (its answers: orderNew/formOrder/{id}); null for other orders. */
  formCode: z.string().nullable(),
  /** True when read through an order pass (an SMS link): the screen offers no action on the order. */
  readOnly: z.boolean().optional(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** What every order submit answers: where the new order is and how to open it. */
export const orderCreatedSchema = z.object({
  orderPrimaryId: z.string(),
  primaryCheck: z.string(),
  status: orderStatusSchema,
  /** The screen to open next (order detail, QR code...), relative to the app. */
  jumpUrl: z.string(),
});
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

/** The pair that opens one order (spec 3, "Order and ticket lookup fields"). */
export const orderRefInput = z.object({
  orderPrimaryId: idParam,
  primaryCheck: z.string().trim().min(1).max(128),
});

/** The contact person of an order as typed. */
export const contactInput = z.object({ contactName: personName, contactMobile: mobileInput });

/** The fields every service order form sends (the service-order form of the web app). */
export const serviceOrderInput = contactInput.extend({
  serviceType: typeCode,
  subServiceType: typeCode.optional(),
  couponId: idParam,
  plateNumber,
  appointmentAt: isoDateTime.optional(),
  remark: remarkText.optional(),
  imageIds: imageIds.optional(),
});

/**
 * The no-auth intake of an SMS link (spec 4, "Order list entry"): the link's `sid`
 * becomes a one-time login code and the screen to open.
 */
export const intakeNoteBody = z.object({ sid: z.string().trim().min(1).max(128) });
export const intakeNoteDataSchema = z.object({
  rcNeedCode: z.string(),
  jumpUrl: z.string(),
  businessType: z.string(),
});

/** A moving vehicle's position at a time (rescue truck, designated driver, substitute car). */
export const trackPointSchema = z.object({
  lng: z.number().min(-180).max(180),
  lat: z.number().min(-90).max(90),
  at: isoDateTime,
});
export type TrackPoint = z.infer<typeof trackPointSchema>;

/** Who serves an order in the field. */
export const fieldWorkerSchema = z.object({
  name: z.string(),
  /** Masked. */
  mobile: z.string(),
  vehicleNo: z.string().nullable(),
});

/** Price of one option of a service, in fen. */
export const priceOptionSchema = z.object({ code: z.string(), name: z.string(), price: fen });
export type PriceOption = z.infer<typeof priceOptionSchema>;
