import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsDashboard } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** ops/dashboard/stats: the dashboards' figures over the last `days` China days. */
export function dashboardQuery(days: number) {
  return queryOptions({
    queryKey: queryKeyOf(opsDashboard, days),
    queryFn: ({ signal }) => callEndpoint(opsDashboard, { signal, query: { days } }),
  });
}

export function useDashboard(days: number) {
  return useQuery(dashboardQuery(days));
}
