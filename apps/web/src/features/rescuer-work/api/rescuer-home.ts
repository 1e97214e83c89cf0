import { queryOptions, useQuery } from '@tanstack/react-query';
import { rescuerHome } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** disaster/R00010057: who is signed in and their counts. */
export function rescuerHomeQuery() {
  return queryOptions({
    queryKey: queryKeyOf(rescuerHome),
    queryFn: ({ signal }) => callEndpoint(rescuerHome, { signal }),
    refetchInterval: 15_000,
  });
}

export function useRescuerHome() {
  return useQuery(rescuerHomeQuery());
}
