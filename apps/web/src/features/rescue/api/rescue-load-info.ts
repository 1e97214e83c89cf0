import { queryOptions, useQuery } from '@tanstack/react-query';
import { rescueLoadInfo } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** rescueOrder/R00010069: fault types, rescue coupons, plates and contact for the request form. */
export function rescueLoadInfoQuery() {
  return queryOptions({
    queryKey: queryKeyOf(rescueLoadInfo),
    queryFn: ({ signal }) => callEndpoint(rescueLoadInfo, { body: { serviceType: '1' }, signal }),
    staleTime: 60_000,
  });
}

export function useRescueLoadInfo() {
  return useQuery(rescueLoadInfoQuery());
}
