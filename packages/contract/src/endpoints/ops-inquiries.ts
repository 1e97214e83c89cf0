import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { fen, pageOf, pageQuery } from '../common.js';
import { opsRowId } from './ops.js';
import { inquirySchema } from './order.js';

/**
 * Console: customers' voluntary inquiries (order/inquiry, docs/decisions/017):
 * the service desk reads the open ones and answers each with words and, when it
 * can price the job, a quote; the customer reads the answer on /mine/MyInquire.
 */

export const opsInquiryStates = ['open', 'answered', 'cancelled', 'all'] as const;

export const opsInquirySchema = inquirySchema.extend({
  /** The customer's name, masked. */
  customer: z.string(),
});
export type OpsInquiry = z.infer<typeof opsInquirySchema>;

export const opsInquiryList = defineEndpoint({
  group: 'ops',
  code: 'inquiries/list',
  name: 'opsInquiryList',
  summary: 'Voluntary inquiries in one state (open: oldest first, the others newest first).',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  query: pageQuery.extend({ state: z.enum(opsInquiryStates).default('open') }),
  data: pageOf(opsInquirySchema),
});

export const opsInquiryAnswer = defineEndpoint({
  group: 'ops',
  code: 'inquiries/answer',
  name: 'opsInquiryAnswer',
  summary:
    'Answers an open inquiry (words, and a quote in fen when the job can be priced); this closes it. Refused when the customer cancelled it or another operator answered first.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: z.object({
    id: opsRowId,
    answer: z.string().trim().min(1).max(500),
    quoteFen: fen.max(100_000_000).nullable().default(null),
  }),
  data: opsInquirySchema,
});

export const opsInquiryEndpoints = [opsInquiryList, opsInquiryAnswer] as const;
