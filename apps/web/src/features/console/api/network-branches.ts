import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsBranchList, opsBranchSave, opsBranchSetEnabled } from '@rc/contract/refs';
import type { BodyOf } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** ops/network/branches (+ save, setEnabled): the branch companies. */
export const branchesKey = queryKeyOf(opsBranchList, 'branches');

export function branchesQuery() {
  return queryOptions({
    queryKey: branchesKey,
    queryFn: ({ signal }) => callEndpoint(opsBranchList, { signal }),
  });
}

export function useBranches() {
  return useQuery(branchesQuery());
}

export function useSaveBranch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsBranchSave>) => callEndpoint(opsBranchSave, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: branchesKey }),
  });
}

export function useSetBranchEnabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsBranchSetEnabled>) => callEndpoint(opsBranchSetEnabled, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: branchesKey }),
  });
}
