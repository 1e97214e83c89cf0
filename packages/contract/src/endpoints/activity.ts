import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { idParam, isoDateTime, pageOf, pageQuery } from '../common.js';

export const activitySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  coverUrl: z.string(),
  startAt: isoDateTime,
  endAt: isoDateTime,
  state: z.enum(['upcoming', 'ongoing', 'ended']),
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;

export const activityDetailSchema = activitySummarySchema.extend({
  /** Sanitised HTML, written by the operator. */
  contentHtml: z.string(),
  rules: z.string(),
  /** Where the activity's call-to-action leads; empty when it has none. */
  jumpUrl: z.string(),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

export const bannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  /** `3` opens jumpUrl outside the app; otherwise jumpUrl is an app path. */
  jumpType: z.string(),
  jumpUrl: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const activities = defineEndpoint({
  group: 'activity',
  code: 'R00010001',
  name: 'activities',
  summary: 'The activities open to the customer, newest first, a page at a time.',
  method: 'GET',
  auth: 'customer',
  encrypted: false,
  query: pageQuery,
  data: pageOf(activitySummarySchema),
});

export const activityDetail = defineEndpoint({
  group: 'activity',
  code: 'R00010002',
  name: 'activityDetail',
  summary: 'One activity with its content and rules (/active/activedetail/:id).',
  method: 'GET',
  auth: 'customer',
  encrypted: false,
  params: z.object({ id: idParam }),
  data: activityDetailSchema,
});

export const activityBanners = defineEndpoint({
  group: 'activity',
  code: 'R00010008',
  name: 'activityBanners',
  summary: 'The activity banners of the home screen carousel, in display order.',
  method: 'GET',
  auth: 'customer',
  encrypted: false,
  data: z.object({ list: z.array(bannerSchema) }),
});

export const activityEndpoints = [activities, activityDetail, activityBanners] as const;
