import { resolveJumpType } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import type { JumpFlag } from '../../../shared/rights/right-tap.js';

/** auth/R00010035: where a right leads (after-login step 5). */
export function resolveJumpFlag(body: { jumpType: string; serviceType: string }): Promise<JumpFlag> {
  return callEndpoint(resolveJumpType, { body });
}
