import { queryOptions, useQuery } from '@tanstack/react-query';
import { Status } from '@rc/contract';
import { rightDetail } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** rights/R00010025/{type}: one right as the customer holds it; -3 is shown on the page. */
export const rightDetailQuery = (type: string) =>
  queryOptions({
    queryKey: queryKeyOf(rightDetail, type),
    queryFn: ({ signal }) => callEndpoint(rightDetail, { params: { type }, signal, quiet: [Status.toast] }),
    retry: false,
  });

export const useRightDetail = (type: string) => useQuery(rightDetailQuery(type));
