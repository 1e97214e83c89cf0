import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { idParam, isoDateTime, maskedMobile } from '../common.js';
import { couponSchema } from '../entities/rights.js';
import { orderCreatedSchema, orderStatusEventSchema, orderStatusSchema } from '../entities/order.js';
import {
  serviceFormSubmission,
  serviceQuoteSchema,
  serviceTypeDescriptionSchema,
} from '../entities/service-form.js';

export const formCode = z
  .string()
  .max(32)
  .regex(/^[a-z][A-Za-z0-9]{1,31}$/);

/**
 * What a declarative service form starts from: its description (fields,
 * limits, price rule), the coupons of the customer that pay for it, their
 * plates and contact (the mobile masked: the form offers "my own number").
 */
export const serviceFormInitSchema = z.object({
  form: serviceTypeDescriptionSchema,
  coupons: z.array(couponSchema),
  plateNumbers: z.array(z.string()),
  contactName: z.string(),
  contactMobile: maskedMobile,
});
export type ServiceFormInit = z.infer<typeof serviceFormInitSchema>;

export const serviceFormInit = defineEndpoint({
  group: 'orderNew',
  code: 'formInit',
  name: 'serviceFormInit',
  summary:
    "Prepares a declarative service form: the service type's description and the customer's coupons, plates and contact.",
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  body: z.object({ formCode, couponId: idParam.optional() }),
  data: serviceFormInitSchema,
});

export const submitServiceForm = defineEndpoint({
  group: 'orderNew',
  code: 'formSubmit',
  name: 'submitServiceForm',
  summary:
    'Books a service from its declarative form (home, car, paint, consultation) with a coupon; encrypted submit.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: true,
  idempotent: true,
  body: serviceFormSubmission,
  data: orderCreatedSchema,
});

/** One answer of a booked form as its owner reads it (labels localised, mobiles masked). */
export const serviceFormAnswerSchema = z.object({ key: z.string(), label: z.string(), text: z.string() });

/** A form-based order as its own screens show it (/order/safeDetail/:id, /order/driveDetail). */
export const serviceFormOrderSchema = z.object({
  orderPrimaryId: z.string(),
  primaryCheck: z.string(),
  ticketId: z.string(),
  formCode: z.string(),
  title: z.string(),
  serviceType: z.string(),
  status: orderStatusSchema,
  createdAt: isoDateTime,
  appointmentAt: isoDateTime.nullable(),
  answers: z.array(serviceFormAnswerSchema),
  quote: serviceQuoteSchema,
  history: z.array(orderStatusEventSchema),
  canCancel: z.boolean(),
});
export type ServiceFormOrder = z.infer<typeof serviceFormOrderSchema>;

export const serviceFormOrder = defineEndpoint({
  group: 'orderNew',
  code: 'formOrder',
  name: 'serviceFormOrder',
  summary: "One of the customer's form-based orders with its answers, price and history.",
  method: 'GET',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  params: z.object({ id: idParam }),
  data: serviceFormOrderSchema,
});

export const serviceFormEndpoints = [serviceFormInit, submitServiceForm, serviceFormOrder] as const;
