import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activityCampaign, claimCampaignCoupon } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { invalidateReads, queryKeyOf } from '../../../shared/api/query-keys.js';
import { couponReads } from '../../../shared/api/cache-families.js';

/** activity/campaign/:id: the coupon campaign an activity offers (-3 quietly: most activities have none). */
export const activityCampaignQuery = (activityId: string) =>
  queryOptions({
    queryKey: queryKeyOf(activityCampaign, activityId),
    queryFn: ({ signal }) =>
      callEndpoint(activityCampaign, { params: { id: activityId }, signal, quiet: [-3] }),
    retry: false,
  });

export const useActivityCampaign = (activityId: string) => useQuery(activityCampaignQuery(activityId));

/** activity/claimCampaign: claims the customer's one coupon of the campaign. */
export function useClaimCampaignCoupon(activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['active', 'claimCampaign', activityId],
    mutationFn: (campaignId: string) => callEndpoint(claimCampaignCoupon, { body: { campaignId } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(activityCampaign, activityId) });
      await invalidateReads(queryClient, ...couponReads);
    },
  });
}
