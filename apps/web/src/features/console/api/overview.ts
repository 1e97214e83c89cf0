import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsOverview } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** ops/overview: today's figures (China day) and the queues waiting for staff; refreshed each minute. */
export function overviewQuery() {
  return queryOptions({
    queryKey: ['console', 'overview'],
    queryFn: ({ signal }) => callEndpoint(opsOverview, { signal }),
    refetchInterval: 60_000,
  });
}

export function useOverview() {
  return useQuery(overviewQuery());
}
