import type { Campaign, Coupon, Locale, Localized } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import { catalogueOf } from '../../db/catalogue-cache.js';
import { campaignOfActivity, campaignState, claimCampaignCoupon } from '../../domain/campaigns.js';
import { couponViews } from '../../domain/coupon-views.js';
import { isUuid } from '@rc/contract';

export const campaignMessages = {
  notRunning: {
    'zh-CN': '活动未开始或已结束',
    'en-US': 'This activity has not started or has ended',
  },
  soldOut: {
    'zh-CN': '券已领完，下次早点来',
    'en-US': 'All the coupons have been claimed',
  },
} satisfies Record<string, Localized>;

/** activity/campaign/:id — the campaign of an activity, for its detail screen. */
export async function activityCampaign(
  deps: AppDeps,
  customerId: string,
  activityId: string,
  locale: Locale,
  now = new Date(),
): Promise<Campaign> {
  if (!isUuid(activityId)) throw notFound();
  const view = await campaignOfActivity(deps.db, activityId, customerId);
  if (!view) throw notFound();
  const c = view.campaign;
  const entry = (await catalogueOf(deps.db)).byType.get(c.serviceType);
  const en = locale === 'en-US';
  return {
    id: c.id,
    activityId,
    serviceType: c.serviceType,
    serviceTypeName: entry ? (en ? entry.nameEn : entry.name) : '',
    couponName: en ? c.couponNameEn : c.couponName,
    faceValue: c.faceValue,
    validDays: c.validDays,
    startsAt: c.startsAt.toISOString(),
    endsAt: c.endsAt.toISOString(),
    state: campaignState(c, now),
    available: view.available,
    claimedCouponId: view.claimedCouponId,
  };
}

/** activity/claimCampaign — one coupon of a running campaign; claiming again answers the same coupon. */
export async function claimCoupon(
  deps: AppDeps,
  customerId: string,
  campaignId: string,
  locale: Locale,
): Promise<{ coupon: Coupon; alreadyClaimed: boolean }> {
  const result = await claimCampaignCoupon(deps.db, campaignId, customerId);
  switch (result.outcome) {
    case 'unknown':
      throw notFound();
    case 'notRunning':
      throw toast(campaignMessages.notRunning);
    case 'soldOut':
      throw toast(campaignMessages.soldOut);
    case 'claimed':
    case 'alreadyClaimed': {
      const [coupon] = await couponViews(deps.db, [result.coupon], locale);
      if (!coupon) throw new Error('claimed coupon has no view');
      return { coupon, alreadyClaimed: result.outcome === 'alreadyClaimed' };
    }
  }
}
