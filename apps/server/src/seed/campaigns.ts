import { activities } from '../db/schema/index.js';
import { createCampaign } from '../domain/campaigns.js';
import type { SeedStep } from './seed.js';

const dayMs = 86_400_000;

/** Coupons the demo campaign gives away (small: the bench makes its own 100 000). */
export const demoCampaignSize = 200;

/**
 * A running activity with a coupon campaign: a car wash coupon, one per customer,
 * while the pool lasts (domain/campaigns.ts). Every customer persona can claim it.
 */
export const seedCampaigns: SeedStep = async (tx, { now }) => {
  const [activity] = await tx
    .insert(activities)
    .values({
      title: '限量领取：免费精致洗车券',
      titleEn: 'Limited: claim a free car wash coupon',
      contentHtml: `<p>活动期间每位车主可领取 1 张精致洗车券，共 ${demoCampaignSize} 张，领完即止。</p>`,
      contentHtmlEn: `<p>Each customer may claim one car wash coupon during the activity; ${demoCampaignSize} coupons in all, while they last.</p>`,
      rules: '1. 每位车主限领 1 张；2. 券自领取之日起 30 天内有效；3. 可在“我的卡券”中查看。',
      rulesEn:
        '1. One coupon per customer; 2. the coupon is valid for 30 days from the claim; 3. find it in My coupons.',
      startAt: new Date(now.getTime() - 2 * dayMs),
      endAt: new Date(now.getTime() + 28 * dayMs),
      bannerSort: null,
      jumpUrl: '',
    })
    .returning({ id: activities.id });
  if (!activity) throw new Error('activity insert returned nothing');
  await createCampaign(tx, {
    activityId: activity.id,
    serviceType: '9',
    couponName: '精致洗车（活动领取）',
    couponNameEn: 'Car wash (activity)',
    faceValue: 3000,
    validDays: 30,
    startsAt: new Date(now.getTime() - 2 * dayMs),
    endsAt: new Date(now.getTime() + 28 * dayMs),
    total: demoCampaignSize,
  });
};
