import { queryOptions, useQuery } from '@tanstack/react-query';
import { fullHomePage } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** personalHomePage/getAllPersonalHomePage: every section of the home with its items. */
export const fullHomePageQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(fullHomePage, 'all'),
    queryFn: ({ signal }) => callEndpoint(fullHomePage, { signal }),
  });

export const useFullHomePage = () => useQuery(fullHomePageQuery());
