import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityDetail } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** activity/R00010002: one activity with its content and rules. */
export const activityDetailQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeyOf(activityDetail, id),
    queryFn: ({ signal }) => callEndpoint(activityDetail, { params: { id }, signal, quiet: [-3] }),
  });

export const useActivityDetail = (id: string) => useQuery(activityDetailQuery(id));
