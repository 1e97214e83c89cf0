import {
  activities,
  activityBanners,
  activityCampaign,
  activityDetail,
  claimCampaignCoupon,
} from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import * as activity from './service.js';
import * as campaigns from './campaigns.js';

export function activityRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(activities, ({ query, locale }) => activity.activityPage(deps, query, locale)),
    handle(activityDetail, ({ params, locale }) => activity.activityDetail(deps, params.id, locale)),
    handle(activityBanners, ({ session, locale }) =>
      activity.banners(deps, session?.customerId ?? null, locale),
    ),
    handle(activityCampaign, ({ customer, params, locale }) =>
      campaigns.activityCampaign(deps, customer.id, params.id, locale),
    ),
    handle(claimCampaignCoupon, ({ customer, body, locale }) =>
      campaigns.claimCoupon(deps, customer.id, body.campaignId, locale),
    ),
  ];
}
