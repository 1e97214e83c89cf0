import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsOverview } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** ops/overview: today's figures (China day) and the queues waiting for staff; refreshed each minute. */
export function overviewQuery() {
  return queryOptions({
    queryKey: queryKeyOf(opsOverview),
    queryFn: ({ signal }) => callEndpoint(opsOverview, { signal }),
    refetchInterval: 60_000,
  });
}

export function useOverview() {
  return useQuery(overviewQuery());
}
