import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { rightItemSchema } from '../entities/rights.js';

export const vipRightsSchema = z.object({
  isVip: z.boolean(),
  /** The customer's VIP degree name and code (as in userVo). */
  degree: z.string(),
  degreeCode: z.string(),
  bannerUrl: z.string().nullable(),
  list: z.array(rightItemSchema),
});
export type VipRights = z.infer<typeof vipRightsSchema>;

export const vipRights = defineEndpoint({
  group: 'vipRights',
  code: 'R00010076',
  name: 'vipRights',
  summary: "The VIP rights of the customer's degree, each flagged held or not (/rights/viprights).",
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  data: vipRightsSchema,
});

export const vipRightsEndpoints = [vipRights] as const;
