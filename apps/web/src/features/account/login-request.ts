import type { BodyOf } from '@rc/contract';
import type { login, loginWithNewRcCode } from '@rc/contract/refs';
import type { QueryRecord } from '../../shared/session/entry-query.js';

/**
 * Which login a hand-off asks for, as plain data (no client): the entrance sends
 * it, and so does the page's inline boot script before the app has loaded
 * (src/app/boot/inline-boot.ts), so both must build the very same request.
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
