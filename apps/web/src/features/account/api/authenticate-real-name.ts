import { useMutation } from '@tanstack/react-query';
import { Status, type BodyOf } from '@rc/contract';
import { authenticateRealName as authenticateRealNameEndpoint } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

export type RealNameInput = BodyOf<typeof authenticateRealNameEndpoint>;

/** auth/R00010032. A -5 (a field refused) is shown beside the field by the form, not as a toast. */
export function authenticateRealName(body: RealNameInput) {
  return callEndpoint(authenticateRealNameEndpoint, { body, quiet: [Status.badInput] });
}

export function useAuthenticateRealName() {
  return useMutation({ mutationKey: ['auth', 'authenticateRealName'], mutationFn: authenticateRealName });
}
