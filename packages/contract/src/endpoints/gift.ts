import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { idParam, isoDateTime, pageQuery, shortText } from '../common.js';
import { couponSchema } from '../entities/rights.js';
import { giftExchangeStates } from '../vocabulary.js';

/** A gift the customer may exchange points (userVo.remainPoint) for. */
export const giftSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  serviceType: z.string(),
  category: z.string(),
  pointPrice: z.number().int().nonnegative(),
  stock: z.number().int().nonnegative(),
  limitPerCustomer: z.number().int().nonnegative(),
  /** The customer has exchanged it already (a gift package is exchanged once per customer). */
  exchanged: z.boolean(),
});
export type Gift = z.infer<typeof giftSchema>;

/** One exchange of points for gifts (an item of presentList). */
export const giftExchangeSchema = z.object({
  exchangeId: z.string(),
  giftId: z.string(),
  giftName: z.string(),
  imageUrl: z.string(),
  quantity: z.number().int().positive(),
  points: z.number().int().nonnegative(),
  exchangedAt: isoDateTime,
  state: z.enum(giftExchangeStates),
});
export type GiftExchange = z.infer<typeof giftExchangeSchema>;

export const giftCatalogue = defineEndpoint({
  group: 'gift',
  code: 'R00010048',
  name: 'giftCatalogue',
  summary: "The gifts on offer for points, optionally of one category, with the customer's points balance.",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ category: shortText.optional() }),
  data: z.object({ remainPoint: z.number().int().nonnegative(), list: z.array(giftSchema) }),
});

export const exchangeGift = defineEndpoint({
  group: 'gift',
  code: 'R00040034',
  name: 'exchangeGift',
  summary:
    'Exchanges points for a gift: points, stock and the per-customer limit are checked in one step and its coupons issued.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ giftId: idParam, quantity: z.number().int().min(1).max(10) }),
  data: giftExchangeSchema.extend({
    remainPoint: z.number().int().nonnegative(),
    coupons: z.array(couponSchema),
  }),
});

export const giftExchangeDetail = defineEndpoint({
  group: 'gift',
  code: 'R00040035',
  name: 'giftExchangeDetail',
  summary: 'One exchange of the customer with the coupons it issued.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ exchangeId: idParam }),
  data: giftExchangeSchema.extend({ coupons: z.array(couponSchema) }),
});

export const giftExchangeHistory = defineEndpoint({
  group: 'gift',
  code: 'R00010049',
  name: 'giftExchangeHistory',
  summary: "The customer's gift exchanges, newest first, a page at a time.",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  query: pageQuery,
  data: z.object({ presentList: z.array(giftExchangeSchema), total: z.number().int().nonnegative() }),
});

export const giftEndpoints = [giftCatalogue, exchangeGift, giftExchangeDetail, giftExchangeHistory] as const;
