import { refUrl, Status, type LoginData } from '@rc/contract';
import { login, loginWithNewRcCode } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { earlyKey, hasSettledEarlyReply } from '../../../shared/api/early-replies.js';
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

/**
 * Whether the page's boot script already has this login's answer
 * (src/app/boot/inline-boot.ts): the entrance can then be skipped.
 */
export function loginAnsweredEarly(request: LoginRequest): boolean {
  const ref = request.endpoint === 'login' ? login : loginWithNewRcCode;
  return hasSettledEarlyReply(earlyKey(ref.method, refUrl(ref), JSON.stringify(request.body), null));
}

/**
 * A hand-off token works once, and React's strict mode runs effects twice in
 * development: one login per request and attempt, shared by every caller.
 */
const logins = new Map<string, Promise<LoginData>>();
export function loginOnce(request: LoginRequest, attempt: number): Promise<LoginData> {
  const key = `${attempt}:${JSON.stringify(request)}`;
  let pending = logins.get(key);
  if (!pending) {
    pending = callLogin(request);
    logins.set(key, pending);
    pending.catch(() => undefined).finally(() => setTimeout(() => logins.delete(key), 0));
  }
  return pending;
}
