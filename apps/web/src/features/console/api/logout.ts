import { useMutation } from '@tanstack/react-query';
import { opsLogout } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** ops/logout: ends the console session on the server (the caller clears it here either way). */
export function useConsoleLogout() {
  return useMutation({ mutationFn: () => callEndpoint(opsLogout, { quiet: true }) });
}
