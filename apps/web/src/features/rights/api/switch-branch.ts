import { useMutation, useQueryClient } from '@tanstack/react-query';
import { switchBranchCompany } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { session } from '../../../shared/session/session-store.js';
import { invalidateReads } from '../../../shared/api/query-keys.js';
import { couponReads } from '../../../shared/api/cache-families.js';

/** authority/R00010093/{id}: the session acts under another branch; the catalogue is re-filtered. */
export function useSwitchBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callEndpoint(switchBranchCompany, { params: { id: code } }),
    onSuccess: async (data) => {
      session.setUserVo(data.userVo);
      await invalidateReads(queryClient, ...couponReads);
    },
  });
}
