import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { opsRowId } from './ops.js';
import { idParam, isoDateTime, pageOf, pageQuery } from '../common.js';
import { feedbackStates } from '../vocabulary.js';
import { suggestionCategories, suggestionStates } from '../vocabulary.js';

/** Console: the feedback button's error reports and the customers' suggestions: read, answer, close. */

export const feedbackStateSchema = z.enum(feedbackStates);

export const opsReportRowSchema = z.object({
  id: z.string(),
  createdAt: isoDateTime,
  pageName: z.string(),
  errorMessage: z.string(),
  channel: z.string(),
  hasScreenshot: z.boolean(),
  /** Masked mobile of the sender when signed in; null for a report sent before login. */
  customer: z.string().nullable(),
  state: feedbackStateSchema,
});

export const opsReportSchema = opsReportRowSchema.extend({
  screenshot: z.string().nullable(),
  screenW: z.number().int(),
  screenH: z.number().int(),
  errorUrls: z.array(z.string()),
  userAgent: z.string(),
  errorTimeStamp: z.number().int(),
  answer: z.string().nullable(),
  answeredAt: isoDateTime.nullable(),
  answeredBy: z.string().nullable(),
});
export type OpsReport = z.infer<typeof opsReportSchema>;

const stateFilter = z.enum(['open', 'answered', 'closed', 'all']).default('open');

export const opsReportList = defineEndpoint({
  group: 'ops',
  code: 'feedback/reports',
  name: 'opsReportList',
  summary: 'Error reports, newest first, by state (open by default).',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  query: pageQuery.extend({ state: stateFilter }),
  data: pageOf(opsReportRowSchema),
});

export const opsReportDetail = defineEndpoint({
  group: 'ops',
  code: 'feedback/report',
  name: 'opsReportDetail',
  summary: 'One error report with its screenshot and failing calls.',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  params: z.object({ id: idParam }),
  data: opsReportSchema,
});

/** An answer the customer reads in their feedback list; `close` ends the thread (with or without an answer). */
const answerBody = z.object({
  id: opsRowId,
  answer: z.string().trim().max(1000).optional(),
  close: z.boolean().default(false),
});

export const opsReportAnswer = defineEndpoint({
  group: 'ops',
  code: 'feedback/report/answer',
  name: 'opsReportAnswer',
  summary: 'Answers an error report (the sender sees it) and/or closes it.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: answerBody,
  data: opsReportSchema,
});

export const opsSuggestionSchema = z.object({
  id: z.string(),
  createdAt: isoDateTime,
  category: z.enum(suggestionCategories),
  content: z.string(),
  customer: z.string(),
  contactMobile: z.string().nullable(),
  imageIds: z.array(z.string()),
  state: z.enum(suggestionStates),
  reply: z.string().nullable(),
  repliedAt: isoDateTime.nullable(),
});
export type OpsSuggestion = z.infer<typeof opsSuggestionSchema>;

export const opsSuggestionList = defineEndpoint({
  group: 'ops',
  code: 'feedback/suggestions',
  name: 'opsSuggestionList',
  summary: 'Customers’ suggestions, newest first, by state (awaiting a reply by default).',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  query: pageQuery.extend({ state: z.enum([...suggestionStates, 'all']).default('received') }),
  data: pageOf(opsSuggestionSchema),
});

export const opsSuggestionAnswer = defineEndpoint({
  group: 'ops',
  code: 'feedback/suggestion/answer',
  name: 'opsSuggestionAnswer',
  summary: 'Replies to a suggestion (the customer sees it in /mine/feedback) and/or closes it.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: answerBody,
  data: opsSuggestionSchema,
});

export const opsFeedbackEndpoints = [
  opsReportList,
  opsReportDetail,
  opsReportAnswer,
  opsSuggestionList,
  opsSuggestionAnswer,
] as const;
