import { useMutation } from '@tanstack/react-query';
import { confirmBranchCompany, resolveJumpType } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import type { JumpFlag } from '../../../shared/rights/right-tap.js';

/** auth/R00010005: act under this branch company; answers the login data for the rest of the routing. */
export function useConfirmBranch() {
  return useMutation({
    mutationFn: (branchCompanyCode: string) =>
      callEndpoint(confirmBranchCompany, { body: { branchCompanyCode } }),
  });
}

/** auth/R00010035: where a right leads (after-login step 5). */
export function resolveJumpFlag(body: { jumpType: string; serviceType: string }): Promise<JumpFlag> {
  return callEndpoint(resolveJumpType, { body });
}
