import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { activities, activityBanners } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { nextPageNumber } from '../../../shared/paging/paging.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** The home shows this many activities at first; "more" appends the next page (spec 4 paging). */
export const homeActivityPageSize = 5;

/** activity/R00010008: the home carousel's banners, in the operator's order. */
export const activityBannersQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(activityBanners),
    queryFn: ({ signal }) => callEndpoint(activityBanners, { signal, quiet: true }),
  });
export const useActivityBanners = () => useQuery(activityBannersQuery());

/** activity/R00010001: the activities, newest first, a page at a time (page 1 replaces, later pages append). */
export const homeActivitiesQuery = () =>
  infiniteQueryOptions({
    queryKey: queryKeyOf(activities, homeActivityPageSize),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(activities, {
        query: { onPagenum: pageParam, onPagesize: homeActivityPageSize },
        signal,
        quiet: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageNumber(pages),
  });
export const useHomeActivities = () => useInfiniteQuery(homeActivitiesQuery());
