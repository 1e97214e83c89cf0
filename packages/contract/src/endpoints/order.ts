import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  codeNameSchema,
  fen,
  idParam,
  isoDateTime,
  pageOf,
  pageQuery,
  placeSchema,
  plateNumber,
  remarkText,
  typeCode,
} from '../common.js';
import {
  fieldWorkerSchema,
  orderDetailSchema,
  orderRefInput,
  orderStatusSchema,
  orderSummarySchema,
  trackPointSchema,
} from '../entities/order.js';
import { orderActionEndpoints } from './order-actions.js';
import { orderFormEndpoints } from './order-forms.js';
import { orderSubmitEndpoints } from './order-submit.js';
import { inquiryStates } from '../vocabulary.js';

/** A voluntary inquiry: the customer asks for a quote on a service for a car (/mine/MyInquire). */
export const inquirySchema = z.object({
  id: z.string(),
  carNumber: z.string(),
  serviceType: z.string(),
  serviceTypeName: z.string(),
  /** What the customer wrote about the job. */
  note: z.string(),
  state: z.enum(inquiryStates),
  createdAt: isoDateTime,
  answeredAt: isoDateTime.nullable(),
  answer: z.string().nullable(),
  /** The quoted price in fen, once answered. */
  quote: fen.nullable(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

/** A substitute car (or its driver) moving to or from the customer, and where it has been. */
export const substituteTrailSchema = z.object({
  orderPrimaryId: z.string(),
  status: orderStatusSchema,
  worker: fieldWorkerSchema.nullable(),
  points: z.array(trackPointSchema),
  destination: placeSchema.nullable(),
});
export type SubstituteTrail = z.infer<typeof substituteTrailSchema>;

const orderListQuery = pageQuery.extend({ businessType: typeCode.optional() });
const primaryCheck = z.string().trim().min(1).max(128);

export const ongoingOrders = defineEndpoint({
  group: 'order',
  code: 'R00010014',
  name: 'ongoingOrders',
  summary:
    "The customer's orders still in progress, newest first, a page at a time (/order/list, going tab).",
  method: 'GET',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  query: orderListQuery,
  data: z.object({
    orderOnGoing: z.array(orderSummarySchema),
    onPage: z.number().int().positive(),
    onTotal: z.number().int().nonnegative(),
  }),
});

export const endedOrders = defineEndpoint({
  group: 'order',
  code: 'R00010035',
  name: 'endedOrders',
  summary:
    "The customer's completed and cancelled orders, newest first, a page at a time (/order/list, ended tab).",
  method: 'GET',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  query: orderListQuery,
  data: z.object({
    orderEndingAndConceled: z.array(orderSummarySchema),
    ecPage: z.number().int().positive(),
    ecTotal: z.number().int().nonnegative(),
  }),
});

export const checkOrderDetail = defineEndpoint({
  group: 'order',
  code: 'R00010015',
  name: 'checkOrderDetail',
  summary: 'One order of the customer with its status history (/order/checkDetail/:id).',
  method: 'GET',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  params: z.object({ id: idParam }),
  data: orderDetailSchema,
});

export const initOrderDetail = defineEndpoint({
  group: 'order',
  code: 'R00010038',
  name: 'initOrderDetail',
  summary:
    'Opens an order of a business type by its id and check value, as /order/orderdetail/:id starts from.',
  method: 'GET',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  params: z.object({ businessType: typeCode, orderPrimaryId: idParam }),
  query: z.object({ ticketId: idParam.optional(), primaryCheck }),
  data: orderDetailSchema,
});

export const refreshOrderQrCode = defineEndpoint({
  group: 'order',
  code: 'R00010039',
  name: 'refreshOrderQrCode',
  summary:
    'A fresh short-lived QR content for an order the shop scans to serve it (/order/washCarErcode/:id).',
  method: 'GET',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  query: orderRefInput.extend({ ticketId: idParam.optional() }),
  data: z.object({
    qrContent: z.string(),
    expiresAt: isoDateTime,
    refreshAfterSeconds: z.number().int().positive(),
  }),
});

export const substituteTrail = defineEndpoint({
  group: 'order',
  code: 'R00020066',
  name: 'substituteTrail',
  summary:
    'The trail of the substitute car or driver serving an order (/order/replaceWalkCar, /order/replaceDrive).',
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  params: z.object({ id: idParam }),
  query: z.object({ primaryCheck, serviceType: typeCode, businessType: typeCode }),
  data: substituteTrailSchema,
});

export const voluntaryInquiries = defineEndpoint({
  group: 'order',
  code: 'R00010301',
  name: 'voluntaryInquiries',
  summary: "The customer's voluntary inquiries and their answers, newest first, a page at a time.",
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  query: pageQuery,
  /** Besides the page: the services a quote can be asked for and the customer's cars, for the form. */
  data: pageOf(inquirySchema).extend({ services: z.array(codeNameSchema), plates: z.array(z.string()) }),
});

export const makeInquiry = defineEndpoint({
  group: 'order',
  code: 'inquiry',
  name: 'makeInquiry',
  summary: "Asks for a quote on a service for one of the customer's cars (a voluntary inquiry).",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ carNumber: plateNumber, serviceType: typeCode, note: remarkText.max(200).default('') }),
  data: inquirySchema,
});

export const cancelInquiry = defineEndpoint({
  group: 'order',
  code: 'R00010302',
  name: 'cancelInquiry',
  summary: 'Cancels an open voluntary inquiry of the customer for the car given.',
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  params: z.object({ id: idParam }),
  query: z.object({ carNumber: plateNumber }),
  data: inquirySchema,
});

export const orderQueryEndpoints = [
  ongoingOrders,
  endedOrders,
  checkOrderDetail,
  initOrderDetail,
  refreshOrderQrCode,
  substituteTrail,
  voluntaryInquiries,
  makeInquiry,
  cancelInquiry,
] as const;

/**
 * Every endpoint of the `order` group, kept in four files by kind: reads here, order
 * actions, form helpers (codes, coupons, photos) and the encrypted submit.
 */
export const orderEndpoints = [
  ...orderQueryEndpoints,
  ...orderActionEndpoints,
  ...orderFormEndpoints,
  ...orderSubmitEndpoints,
] as const;
