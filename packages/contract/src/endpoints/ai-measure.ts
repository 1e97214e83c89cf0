import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { fen, isoDateTime } from '../common.js';

/** The key of one AI damage assessment, handed out with the entry to /rights/aiassess. */
const assessmentKey = z.object({ key: z.string().trim().min(1).max(128) });

export const aiDamageItemSchema = z.object({
  part: z.string(),
  damage: z.string(),
  level: z.enum(['light', 'medium', 'severe']),
  repairMethod: z.string(),
  estimate: fen,
});

export const aiAssessmentSchema = z.object({
  key: z.string(),
  state: z.enum(['pending', 'done', 'failed']),
  plateNumber: z.string().nullable(),
  items: z.array(aiDamageItemSchema),
  /** Sum of the item estimates, in fen. */
  totalEstimate: fen,
  assessedAt: isoDateTime.nullable(),
});
export type AiAssessment = z.infer<typeof aiAssessmentSchema>;

export const aiAssessmentLink = defineEndpoint({
  group: 'AIMeasureApi',
  code: 'R00020101',
  name: 'aiAssessmentLink',
  summary:
    "The link that starts the AI damage assessment for the key given (photos are taken on the assessor's page).",
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  query: assessmentKey,
  data: z.object({ url: z.string(), expiresAt: isoDateTime }),
});

export const aiAssessmentResult = defineEndpoint({
  group: 'AIMeasureApi',
  code: 'R00020102',
  name: 'aiAssessmentResult',
  summary: 'The result of the AI damage assessment for the key given: damaged parts and repair estimates.',
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  query: assessmentKey,
  data: aiAssessmentSchema,
});

export const aiMeasureEndpoints = [aiAssessmentLink, aiAssessmentResult] as const;
