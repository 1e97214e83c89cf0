import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { idParam } from '../common.js';
import { rightItemSchema } from '../entities/rights.js';
import { authorizedUserSchema } from './authority.js';

export const authorizationDetailSchema = authorizedUserSchema.extend({
  /** Masked ID number of the authorised person. */
  idNumber: z.string(),
  /** The rights the authorisation covers. */
  rights: z.array(rightItemSchema),
  /** True when the caller granted it (and so may revoke it). */
  grantedByMe: z.boolean(),
});
export type AuthorizationDetail = z.infer<typeof authorizationDetailSchema>;

export const authorizationDetail = defineEndpoint({
  group: 'rightauth',
  code: 'R00010128',
  name: 'authorizationDetail',
  summary:
    'Shows one authorisation of rights between the caller and another person (/mine/authorizationDetail).',
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  params: z.object({ id: idParam }),
  data: authorizationDetailSchema,
});

export const revokeAuthorization = defineEndpoint({
  group: 'rightauth',
  code: 'R00010129',
  name: 'revokeAuthorization',
  summary:
    'Revokes an authorisation the caller granted; the other person can no longer switch to the caller.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  params: z.object({ id: idParam }),
  data: authorizationDetailSchema,
});

export const rightauthEndpoints = [authorizationDetail, revokeAuthorization] as const;
