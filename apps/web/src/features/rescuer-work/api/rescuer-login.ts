import { useMutation } from '@tanstack/react-query';
import { rescuerLogin } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { session } from '../../../shared/session/session-store.js';

/** disaster/R00010051: the rescuer's own sign-in (channel 1); the token is kept like a customer's. */
export function useRescuerLogin() {
  return useMutation({
    mutationFn: (input: { account: string; password: string }) =>
      callEndpoint(rescuerLogin, { body: { ...input, channel: '1' } }),
    onSuccess: (data) => {
      session.setToken(data.token);
      session.setChannel('RESCUE_APP');
    },
  });
}
