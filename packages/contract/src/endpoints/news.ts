import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { idParam, isoDateTime } from '../common.js';

export const newsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  publishedAt: isoDateTime,
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsDetailSchema = newsItemSchema.extend({
  /** Sanitised HTML, written by the operator. */
  contentHtml: z.string(),
  source: z.string(),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

export const newsList = defineEndpoint({
  group: 'news',
  code: 'R00010009',
  name: 'newsList',
  summary:
    'The news headlines of the home ticker and how many seconds each stays (rollRate; the client multiplies by 1000).',
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  data: z.object({ newsList: z.array(newsItemSchema), rollRate: z.number().int().min(1).max(3600) }),
});

export const newsDetail = defineEndpoint({
  group: 'news',
  code: 'R00010010',
  name: 'newsDetail',
  summary: 'One published news article; readable without a session because /active/newdetail/:id is shared.',
  method: 'GET',
  auth: 'none',
  encrypted: false,
  params: z.object({ id: idParam }),
  data: newsDetailSchema,
});

export const newsEndpoints = [newsList, newsDetail] as const;
