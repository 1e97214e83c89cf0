import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@rc/contract';
import { couponRedemptionCode } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { refreshedQuietly } from '../../../shared/api/quiet-refresh.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/**
 * rights/R00010028: the full code and QR content, good for a few minutes. It is
 * fetched only while shown and refetched a little before it runs out.
 */
export function redemptionCodeQuery(couponId: string) {
  return queryOptions({
    queryKey: queryKeyOf(couponRedemptionCode, couponId),
    queryFn: refreshedQuietly<DataOf<typeof couponRedemptionCode>>(({ signal }) =>
      callEndpoint(couponRedemptionCode, { params: { id: couponId }, signal }),
    ),
    staleTime: 240_000,
    refetchInterval: 240_000,
    retry: false,
  });
}

export function useRedemptionCode(couponId: string, enabled: boolean) {
  return useQuery({ ...redemptionCodeQuery(couponId), enabled });
}
