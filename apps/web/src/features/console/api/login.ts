import { useMutation } from '@tanstack/react-query';
import { opsLogin } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { consoleSession } from '../../../shared/session/console-session.js';

/** ops/login: the console's own sign-in; the token is kept apart from any customer session. */
export function useConsoleLogin() {
  return useMutation({
    mutationFn: (input: { account: string; password: string }) => callEndpoint(opsLogin, { body: input }),
    onSuccess: (data) => consoleSession.signIn(data.token, data.operator),
  });
}
