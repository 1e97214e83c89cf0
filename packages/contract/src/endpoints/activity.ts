import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { idParam, isoDateTime, pageOf, pageQuery } from '../common.js';
import { couponSchema } from '../entities/rights.js';

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
  actsFor: 'self',
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
  actsFor: 'self',
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
  actsFor: 'self',
  encrypted: false,
  data: z.object({ list: z.array(bannerSchema) }),
});

/** A coupon campaign an activity offers (a bulk giveaway, one coupon per customer while it lasts). */
export const campaignSchema = z.object({
  id: z.string(),
  activityId: z.string(),
  serviceType: z.string(),
  serviceTypeName: z.string(),
  /** The name of the coupon it gives. */
  couponName: z.string(),
  faceValue: z.number().int().nonnegative().nullable(),
  /** A claimed coupon is valid for this many days from the claim. */
  validDays: z.number().int().positive(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  state: z.enum(['upcoming', 'ongoing', 'ended']),
  /** Whether coupons are left to claim (never how many: there is no counter to read). */
  available: z.boolean(),
  /** The coupon this customer claimed from it, if any. */
  claimedCouponId: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const activityCampaign = defineEndpoint({
  group: 'activity',
  code: 'campaign',
  name: 'activityCampaign',
  summary: "The coupon campaign of an activity, with whether coupons are left and the customer's claim.",
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  params: z.object({ id: idParam }),
  data: campaignSchema,
});

export const claimCampaignCoupon = defineEndpoint({
  group: 'activity',
  code: 'claimCampaign',
  name: 'claimCampaignCoupon',
  summary:
    'Claims one coupon of a running campaign for the customer; claiming again answers the coupon already claimed.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  idempotent: true,
  body: z.object({ campaignId: z.uuid().max(36) }),
  data: z.object({ coupon: couponSchema, alreadyClaimed: z.boolean() }),
});

export const activityEndpoints = [
  activities,
  activityDetail,
  activityBanners,
  activityCampaign,
  claimCampaignCoupon,
] as const;
