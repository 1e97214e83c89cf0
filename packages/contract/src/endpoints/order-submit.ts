import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { idParam, placeInput, typeCode } from '../common.js';
import { orderCreatedSchema, serviceOrderInput } from '../entities/order.js';

/**
 * Encrypted submits: on the wire the body is `{ message }` (SM2 under the session key);
 * the schema here is the decrypted payload. The envelope's own `ts` and `nonce`
 * are checked and removed by the encrypted-body plumbing before this schema runs.
 */
export const serviceOrderPayload = serviceOrderInput.extend({
  businessType: typeCode,
  place: placeInput.optional(),
  destination: placeInput.optional(),
  /** Saved people the order is for (person/queryPersons). */
  personIds: z.array(idParam).max(10).optional(),
});
export type ServiceOrderPayload = z.infer<typeof serviceOrderPayload>;

export const submitServiceOrder = defineEndpoint({
  group: 'order',
  code: 'R00010012',
  name: 'submitServiceOrder',
  summary:
    'Places a service order with a coupon from the order-detail form (/order/writeorder); encrypted submit.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: true,
  idempotent: true,
  body: serviceOrderPayload,
  data: orderCreatedSchema,
});

export const orderSubmitEndpoints = [submitServiceOrder] as const;
