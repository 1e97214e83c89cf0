import { useMutation } from '@tanstack/react-query';
import { rescuerLogin } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { session } from '../../../shared/session/session-store.js';

/** disaster/R00010051: staff who create location links sign in as rescuers (channel 1). */
export function useStaffLogin() {
  return useMutation({
    mutationFn: (input: { account: string; password: string }) =>
      callEndpoint(rescuerLogin, { body: { ...input, channel: '1' } }),
    onSuccess: (data) => session.setToken(data.token),
  });
}
