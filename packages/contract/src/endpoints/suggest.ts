import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { imageIds, isoDateTime, mobileInput, pageOf, pageQuery } from '../common.js';
import { suggestionCategories } from '../vocabulary.js';

export const suggestionCategorySchema = z.enum(suggestionCategories);

export const suggestionSchema = z.object({
  id: z.string(),
  category: suggestionCategorySchema,
  content: z.string(),
  createdAt: isoDateTime,
  state: z.enum(['received', 'replied', 'closed']),
  reply: z.string().nullable(),
  repliedAt: isoDateTime.nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const mySuggestions = defineEndpoint({
  group: 'suggest',
  code: 'R00010030',
  name: 'mySuggestions',
  summary: "The customer's suggestions and their replies, newest first, a page at a time (/mine/feedback).",
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  query: pageQuery,
  data: pageOf(suggestionSchema),
});

export const submitSuggestion = defineEndpoint({
  group: 'suggest',
  code: 'R00010031',
  name: 'submitSuggestion',
  summary: 'Sends a suggestion or complaint to customer service, with up to three photos uploaded before.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({
    category: suggestionCategorySchema,
    content: z.string().trim().min(5).max(500),
    contactMobile: mobileInput.optional(),
    imageIds: imageIds.max(3).optional(),
  }),
  data: suggestionSchema,
});

export const suggestEndpoints = [mySuggestions, submitSuggestion] as const;
