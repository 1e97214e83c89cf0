import { queryOptions, useQuery } from '@tanstack/react-query';
import { rescueLoadInfo } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** rescueOrder/R00010069: fault types, rescue coupons, plates and contact for the request form. */
export function rescueLoadInfoQuery() {
  return queryOptions({
    queryKey: ['rescue', 'loadInfo'],
    queryFn: ({ signal }) => callEndpoint(rescueLoadInfo, { body: { serviceType: '1' }, signal }),
    staleTime: 60_000,
  });
}

export function useRescueLoadInfo() {
  return useQuery(rescueLoadInfoQuery());
}
