import { queryOptions, useQuery } from '@tanstack/react-query';
import { designatedDriverProgress } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** driverOrder/R00010065: the designated-driver order's status, driver and position, refreshed every 20 s. */
export function driverProgressOptions(orderPrimaryId: string, primaryCheck: string) {
  return queryOptions({
    queryKey: queryKeyOf(designatedDriverProgress, orderPrimaryId),
    queryFn: ({ signal }) =>
      callEndpoint(designatedDriverProgress, { body: { orderPrimaryId, primaryCheck }, signal }),
    enabled: orderPrimaryId !== '' && primaryCheck !== '',
    refetchInterval: 20_000,
  });
}

export function useDriverProgress(orderPrimaryId: string, primaryCheck: string) {
  return useQuery(driverProgressOptions(orderPrimaryId, primaryCheck));
}
