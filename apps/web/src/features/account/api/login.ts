import { Status, type LoginData } from '@rc/contract';
import { login, loginWithNewRcCode } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import type { LoginRequest } from '../login-request.js';

export { loginRequestFromEntry, type LoginRequest } from '../login-request.js';

const entranceHandles = [Status.keepOnScreen, Status.toast] as const;

/**
 * The entrance's login (auth/R00010003, or auth/R00010103 for a newRcNeedCode).
 * -2 and -3 are left to the entrance: -3 sends the customer to /account/expired
 * and -2 stays on the entrance's own screen (spec 4).
 */
export function callLogin(request: LoginRequest): Promise<LoginData> {
  return request.endpoint === 'login'
    ? callEndpoint(login, { body: request.body, quiet: entranceHandles })
    : callEndpoint(loginWithNewRcCode, { body: request.body, quiet: entranceHandles });
}
