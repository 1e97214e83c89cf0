import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { fen, idParam, isoDateTime } from '../common.js';
import { orderStatusEventSchema, orderStatusSchema } from '../entities/order.js';

/** A card product ordered with a right (health-insurance payment card and similar, /order/cardOrder). */
export const cardOrderSchema = z.object({
  orderPrimaryId: z.string(),
  /** The order's check value, for cancelling it (order/R00010040). */
  primaryCheck: z.string(),
  cardName: z.string(),
  /** Masked card number, once the card is issued. */
  cardNo: z.string().nullable(),
  /** Masked. */
  holderName: z.string(),
  status: orderStatusSchema,
  amount: fen,
  balance: fen.nullable(),
  activatedAt: isoDateTime.nullable(),
  validTo: isoDateTime.nullable(),
  history: z.array(orderStatusEventSchema),
  /** An application may be withdrawn until the issuer sends the card. */
  canCancel: z.boolean(),
});
export type CardOrder = z.infer<typeof cardOrderSchema>;

export const checkCardOrder = defineEndpoint({
  group: 'cardorder',
  code: 'R00040014',
  name: 'checkCardOrder',
  summary:
    'One card order of the customer: the card, its holder, balance and status (/order/healthInsurancePaymentCard).',
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  params: z.object({ id: idParam }),
  data: cardOrderSchema,
});

export const cardOrderEndpoints = [checkCardOrder] as const;
