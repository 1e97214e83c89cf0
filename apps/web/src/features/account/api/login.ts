import { Status, type BodyOf, type LoginData } from '@rc/contract';
import { login, loginWithNewRcCode } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import type { QueryRecord } from '../../../shared/session/entry-query.js';

/**
 * The entrance's login (auth/R00010003, or auth/R00010103 for a newRcNeedCode).
 * -2 and -3 are left to the entrance: -3 sends the customer to /account/expired
 * and -2 stays on the entrance's own screen (spec 4).
 */
export type LoginRequest =
  | { endpoint: 'login'; body: BodyOf<typeof login> }
  | { endpoint: 'loginWithNewRcCode'; body: BodyOf<typeof loginWithNewRcCode> };

/** The parameters a login carries along (spec 3's kept parameters the contract's login accepts). */
const carriedParams = [
  'desURL',
  'jumpURL',
  'mobile',
  'resource',
  'source',
  'type',
  'sd_track_code',
  'sd_expire_time',
] as const;

function carried(entry: QueryRecord): Partial<Record<(typeof carriedParams)[number], string>> {
  const out: Partial<Record<(typeof carriedParams)[number], string>> = {};
  for (const k of carriedParams) if (entry[k]) out[k] = entry[k];
  return out;
}

/** Which login the entry parameters ask for, in the order: hand-off, rcNeedCode, newRcNeedCode. */
export function loginRequestFromEntry(entry: QueryRecord): LoginRequest | null {
  const { channel, token, rcNeedCode, newRcNeedCode } = entry;
  if (channel && token) {
    return {
      endpoint: 'login',
      body: { channel, token, ...(rcNeedCode ? { rcNeedCode } : {}), ...carried(entry) },
    };
  }
  if (rcNeedCode)
    return { endpoint: 'login', body: { rcNeedCode, ...(channel ? { channel } : {}), ...carried(entry) } };
  if (newRcNeedCode) return { endpoint: 'loginWithNewRcCode', body: { newRcNeedCode, ...carried(entry) } };
  return null;
}

const entranceHandles = [Status.keepOnScreen, Status.toast] as const;

export function callLogin(request: LoginRequest): Promise<LoginData> {
  return request.endpoint === 'login'
    ? callEndpoint(login, { body: request.body, quiet: entranceHandles })
    : callEndpoint(loginWithNewRcCode, { body: request.body, quiet: entranceHandles });
}
