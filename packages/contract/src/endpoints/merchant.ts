import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  fen,
  idParam,
  imageIds,
  imageUploadBody,
  isoDateTime,
  maskedMobile,
  pageOf,
  pageQuery,
  remarkText,
  uploadedImageSchema,
} from '../common.js';
import { cameraShotSchema } from './order-forms.js';

/** A coupon presented at the merchant's counter (looked up by its code or ticket id). */
export const merchantTicketSchema = z.object({
  ticketId: z.string(),
  couponName: z.string(),
  serviceType: z.string(),
  serviceTypeName: z.string(),
  /** Masked; '' when the customer does not share with merchants (decision 045). */
  customerName: z.string(),
  customerMobile: maskedMobile,
  /** Masked (`京A***45`) when the customer does not share with merchants. */
  plateNumber: z.string().nullable(),
  /** inTransfer: being given away, cannot be redeemed until claimed or returned. */
  state: z.enum(['toVerify', 'verified', 'expired', 'notForThisMerchant', 'inTransfer']),
  /** Null on `notForThisMerchant`: that answer carries nothing of the customer's coupon (decision 045). */
  validFrom: isoDateTime.nullable(),
  validTo: isoDateTime.nullable(),
  /** Uses the coupon grants and how many are left (a multi-use coupon redeems a chosen count); 0 on `notForThisMerchant`. */
  quantity: z.number().int().nonnegative(),
  usesLeft: z.number().int().nonnegative(),
  /** Where it was found: a coupon's redemption code, or a service order number. */
  kind: z.enum(['coupon', 'order']),
  /** The merchant's stores where it may be redeemed now (store, weekday, hour and service type checked). */
  stores: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The merchant order the ticket was verified into, once it is. */
  orderId: z.string().nullable(),
});
export type MerchantTicket = z.infer<typeof merchantTicketSchema>;

export const merchantOrderSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  couponName: z.string(),
  serviceType: z.string(),
  serviceTypeName: z.string(),
  customerName: z.string(),
  customerMobile: maskedMobile,
  plateNumber: z.string().nullable(),
  status: z.enum(['toServe', 'completed', 'cancelled']),
  storeName: z.string(),
  /** Uses redeemed by this order. */
  redeemedCount: z.number().int().positive(),
  /** Until when the merchant may undo the redemption (30 minutes); null once it may not. */
  undoableUntil: isoDateTime.nullable(),
  cancelReason: z.string(),
  createdAt: isoDateTime,
  appointmentAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
  /** What the insurer settles to the merchant for it, in fen. */
  settlementAmount: fen,
});
export type MerchantOrder = z.infer<typeof merchantOrderSchema>;

/** A photo the customer put on the service order: what it shows, or null for a photo of the order form. */
export const customerOrderPhotoSchema = uploadedImageSchema.extend({ shot: cameraShotSchema.nullable() });
export type CustomerOrderPhoto = z.infer<typeof customerOrderPhotoSchema>;

export const merchantOrderDetailSchema = merchantOrderSchema.extend({
  customerRemark: z.string(),
  merchantRemark: z.string(),
  /** The merchant's own proof photos. */
  images: z.array(uploadedImageSchema),
  /** The customer's photos of the service order this redemption served, oldest first (none for a bare coupon). */
  customerImages: z.array(customerOrderPhotoSchema),
  /** Photos of the plate or VIN the customer took but has not agreed to share with merchants (decision 026). */
  customerImagesWithheld: z.number().int().nonnegative(),
});
export type MerchantOrderDetail = z.infer<typeof merchantOrderDetailSchema>;

const ticketId = idParam;
/** The code printed under the customer's QR (`concavecode` in the seed). */
const concaveCode = z.string().trim().min(4).max(32);
const merchantPage = pageOf(merchantOrderSchema);

export const merchantHome = defineEndpoint({
  group: 'merchant',
  code: 'R00040023',
  name: 'merchantHome',
  summary: "The merchant's home: shop, contact and counts of orders to serve, completed and verified today.",
  method: 'GET',
  auth: 'merchant',
  actsFor: 'self',
  encrypted: false,
  data: z.object({
    merchantName: z.string(),
    shopName: z.string(),
    shopAddress: z.string(),
    toServeCount: z.number().int().nonnegative(),
    /** Bookings at the merchant's stores waiting to be accepted. */
    toAcceptCount: z.number().int().nonnegative(),
    completedCount: z.number().int().nonnegative(),
    verifiedTodayCount: z.number().int().nonnegative(),
    /** Each store with its redemptions per day, the last 7 days (China time), newest first. */
    stores: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        address: z.string(),
        days: z.array(z.object({ date: z.string(), count: z.number().int().nonnegative() })),
      }),
    ),
  }),
});

export const lookUpTicket = defineEndpoint({
  group: 'merchant',
  code: 'R00040024',
  name: 'lookUpTicket',
  summary: 'Finds a coupon presented at the counter by its printed code or by the ticket id its QR carries.',
  method: 'GET',
  auth: 'merchant',
  actsFor: 'self',
  encrypted: false,
  query: z
    .object({ concavecode: concaveCode.optional(), ticketid: ticketId.optional() })
    .refine((q) => (q.concavecode === undefined) !== (q.ticketid === undefined), {
      path: ['ticketid'],
      message: 'exactly one of concavecode and ticketid',
    }),
  data: merchantTicketSchema,
});

export const ticketVerificationDetail = defineEndpoint({
  group: 'merchant',
  code: 'R00040030',
  name: 'ticketVerificationDetail',
  summary: 'One ticket the merchant verified, with its order (/merchant/workOrderVerificationDetails).',
  method: 'GET',
  auth: 'merchant',
  actsFor: 'self',
  encrypted: false,
  query: z.object({ ticketid: ticketId }),
  data: merchantTicketSchema.extend({ order: merchantOrderDetailSchema.nullable() }),
});

export const merchantOrderDetail = defineEndpoint({
  group: 'merchant',
  code: 'R00040025',
  name: 'merchantOrderDetail',
  summary: "One order of the merchant with its remarks, proof photos and the customer's photos of the order.",
  method: 'GET',
  auth: 'merchant',
  actsFor: 'self',
  encrypted: false,
  params: z.object({ id: idParam }),
  data: merchantOrderDetailSchema,
});

export const uploadMerchantImage = defineEndpoint({
  group: 'merchant',
  code: 'uploadImage',
  name: 'uploadMerchantImage',
  summary: 'Stores a proof photo of a service the merchant is completing.',
  method: 'POST',
  auth: 'merchant',
  actsFor: 'self',
  encrypted: false,
  body: imageUploadBody,
  data: uploadedImageSchema,
});

export const deleteMerchantImage = defineEndpoint({
  group: 'merchant',
  code: 'deleteImage',
  name: 'deleteMerchantImage',
  summary: 'Deletes a proof photo the merchant uploaded and has not yet attached to a completed order.',
  method: 'POST',
  auth: 'merchant',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ imageId: idParam }),
  data: z.null(),
});

export const completeMerchantOrder = defineEndpoint({
  group: 'merchant',
  code: 'R00040026',
  name: 'completeMerchantOrder',
  summary:
    'Verifies a presented ticket and completes its service with proof photos; the coupon is redeemed once, whoever asks twice.',
  method: 'POST',
  auth: 'merchant',
  actsFor: 'self',
  encrypted: false,
  idempotent: true,
  body: z.discriminatedUnion('action', [
    /** Redeems `count` uses of the ticket at a store; a retry with the same key answers the first result. */
    z.object({
      action: z.literal('redeem'),
      ticketId,
      idempotencyKey: z.string().trim().min(8).max(64),
      count: z.number().int().min(1).max(99).default(1),
      storeId: idParam.optional(),
      imageIds: imageIds.default([]),
      remark: remarkText.optional(),
    }),
    /** Completes the service of a redeemed order with proof photos. */
    z.object({
      action: z.literal('complete'),
      orderId: idParam,
      imageIds: imageIds.min(1),
      remark: remarkText.optional(),
    }),
    /** Undoes a redemption within 30 minutes; the uses go back to the coupon. */
    z.object({ action: z.literal('undo'), orderId: idParam, reason: z.string().trim().min(2).max(200) }),
  ]),
  data: merchantOrderDetailSchema,
});

export const merchantOpenOrders = defineEndpoint({
  group: 'merchant',
  code: 'R00040027',
  name: 'merchantOpenOrders',
  summary: 'The orders the merchant has still to serve, oldest first, a page at a time (/merchant/order).',
  method: 'GET',
  auth: 'merchant',
  actsFor: 'self',
  encrypted: false,
  query: pageQuery,
  data: merchantPage,
});

export const merchantCompletedOrders = defineEndpoint({
  group: 'merchant',
  code: 'R00040028',
  name: 'merchantCompletedOrders',
  summary:
    'The orders the merchant has completed, newest first, a page at a time (/merchant/serviceCompleted).',
  method: 'GET',
  auth: 'merchant',
  actsFor: 'self',
  encrypted: false,
  query: pageQuery,
  data: merchantPage,
});

export const merchantCancelledOrders = defineEndpoint({
  group: 'merchant',
  code: 'R00040029',
  name: 'merchantCancelledOrders',
  summary: 'The merchant orders the customer or the insurer cancelled, newest first, a page at a time.',
  method: 'GET',
  auth: 'merchant',
  actsFor: 'self',
  encrypted: false,
  query: pageQuery,
  data: merchantPage,
});

/** A booking placed at one of the merchant's stores, not yet served (/merchant/order, tab 待接单/待到店). */
export const merchantBookingSchema = z.object({
  /** The order's id (accept it with merchant/acceptBooking). */
  id: z.string(),
  orderNo: z.string(),
  serviceType: z.string(),
  serviceTypeName: z.string(),
  storeName: z.string(),
  plateNumber: z.string(),
  /** Masked. */
  contactName: z.string(),
  /** Masked. */
  contactMobile: maskedMobile,
  /** The customer's merchant-sharing consent is in force (their plate and VIN photos are shown once served). */
  contactShared: z.boolean(),
  /** toAccept: the store has not yet taken it; accepted: taken, the customer is expected; inService: code verified. */
  status: z.enum(['toAccept', 'accepted', 'inService']),
  appointmentAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** A booking not accepted by then is cancelled and the customer's coupon returned. */
  acceptBy: isoDateTime,
  remark: z.string(),
});
export type MerchantBooking = z.infer<typeof merchantBookingSchema>;

export const merchantBookings = defineEndpoint({
  group: 'merchant',
  code: 'bookings',
  name: 'merchantBookings',
  summary:
    "The bookings placed at the merchant's stores and not yet served, soonest first, a page at a time.",
  method: 'GET',
  auth: 'merchant',
  actsFor: 'self',
  encrypted: false,
  query: pageQuery,
  data: pageOf(merchantBookingSchema),
});

export const acceptMerchantBooking = defineEndpoint({
  group: 'merchant',
  code: 'acceptBooking',
  name: 'acceptMerchantBooking',
  summary:
    'The store takes a booking placed at it; the customer is told. Accepting twice answers the booking.',
  method: 'POST',
  auth: 'merchant',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ orderId: idParam }),
  data: merchantBookingSchema,
});

export const merchantEndpoints = [
  merchantHome,
  lookUpTicket,
  ticketVerificationDetail,
  merchantOrderDetail,
  uploadMerchantImage,
  deleteMerchantImage,
  completeMerchantOrder,
  merchantOpenOrders,
  merchantCompletedOrders,
  merchantCancelledOrders,
  merchantBookings,
  acceptMerchantBooking,
] as const;
