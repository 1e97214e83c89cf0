import { queryOptions, useQuery } from '@tanstack/react-query';
import { branchAreaRights } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** rights/R00010019: the offers of the session's branch company area. */
export const branchAreaRightsQuery = () =>
  queryOptions({
    queryKey: ['rights', 'module', 'branchArea'],
    queryFn: ({ signal }) => callEndpoint(branchAreaRights, { body: {}, signal }),
  });

export const useBranchAreaRights = () => useQuery(branchAreaRightsQuery());
