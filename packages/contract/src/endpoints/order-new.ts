import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { idParam, placeInput, typeCode } from '../common.js';
import { orderCreatedSchema, serviceOrderInput } from '../entities/order.js';

/**
 * The newer service forms (home services, online consultation, health card, safety
 * monitor...) submit here. Decrypted payload; see order-submit.ts for the envelope.
 */
export const newServiceOrderPayload = serviceOrderInput.extend({
  businessType: typeCode,
  place: placeInput.optional(),
  personIds: z.array(idParam).max(10).optional(),
  /** Answers to the form's own questions, by question code (symptoms, room count...). */
  answers: z
    .record(z.string().max(32), z.string().max(500))
    .refine((a) => Object.keys(a).length <= 30)
    .optional(),
});
export type NewServiceOrderPayload = z.infer<typeof newServiceOrderPayload>;

export const submitNewServiceOrder = defineEndpoint({
  group: 'orderNew',
  code: 'R00020010',
  name: 'submitNewServiceOrder',
  summary:
    'Places an order from one of the newer service forms (home, consultation, card...); encrypted submit.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: true,
  idempotent: true,
  body: newServiceOrderPayload,
  data: orderCreatedSchema,
});

export const orderNewEndpoints = [submitNewServiceOrder] as const;
