import { queryOptions, useQuery } from '@tanstack/react-query';
import { branchAreaRights } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** rights/R00010019: the offers of the session's branch company area. */
export const branchAreaRightsQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(branchAreaRights, 'branchArea'),
    queryFn: ({ signal }) => callEndpoint(branchAreaRights, { body: {}, signal }),
  });

export const useBranchAreaRights = () => useQuery(branchAreaRightsQuery());
