import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsList } from '@rc/contract/refs';
import { callEndpoint } from '../api/client.js';
import { queryKeyOf } from '../api/query-keys.js';

/** news/R00010009: the home ticker's headlines and how many seconds each stays (rollRate). */
export const newsListQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(newsList),
    queryFn: ({ signal }) => callEndpoint(newsList, { signal }),
    staleTime: 5 * 60_000,
  });

export const useNewsList = () => useQuery(newsListQuery());

/** Spec 3 and 9: the roll rate comes in seconds and is multiplied by 1000. */
export function rollIntervalMs(rollRate: number): number {
  return Math.max(1, rollRate) * 1000;
}
