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

/**
 * A picture an operator put into a news or activity body (decision 053), re-encoded when uploaded;
 * open to all like the article it sits in. Its address is the only `<img src>` the HTML allow-list keeps.
 */
export const contentImage = defineEndpoint({
  group: 'news',
  code: 'image',
  name: 'contentImage',
  summary: 'A picture of a news or activity body, uploaded from the console (the bytes, long-cached).',
  method: 'GET',
  auth: 'none',
  encrypted: false,
  params: z.object({ id: idParam }),
  data: z.null(),
  reply: 'file',
  // Outside /api/rcservice: an <img> sends no API key headers (like the template download).
  base: '/api/rc',
});

export const newsEndpoints = [newsList, newsDetail, contentImage] as const;
