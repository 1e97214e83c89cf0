/**
 * What happens when a customer taps a right (spec 4, "Right tap"). Two pure
 * steps around one call: `rightTapFirstStep` decides from the item alone (no
 * right, an external link, or "ask the jump flag"); `rightTapAfterJumpFlag`
 * decides from the jump-flag reply (auth/R00010035). The after-login routing
 * reuses the second step (spec 4, after login, step 5), and the rights area
 * reuses both.
 */

import { pathTo } from '../routing/paths.js';

export interface RightItem {
  serviceType: string;
  jumpType: string;
  jumpUrl: string;
  /** "0" means the customer does not hold this right. Absent: not known, ask the server. */
  isHaveThisRight?: string;
}

/** The reply of auth/R00010035 (spec 3, "Jump-flag result"). */
export interface JumpFlag {
  isReturnRightsDetails: string;
  flag: string;
  serviceType: string;
  jumpType: string;
  jumpUrl: string;
  presentSource?: string;
}

/** The link tracking parameters the entry carried (spec 3: sd_track_code, sd_expire_time). */
export interface TrackCode {
  code?: string | undefined;
  expireTime?: string | undefined;
}

export type RightTapStep =
  | { kind: 'navigate'; to: string }
  | { kind: 'external'; url: string }
  | { kind: 'askJumpFlag'; body: { jumpType: string; serviceType: string } }
  /** The backend gave no URL to open: show the catalogue's `emptyJumpUrl` words. */
  | { kind: 'emptyJumpUrl' };

export const noPowerPath = pathTo('/rights/nopower');

/** Service types whose external links get the tracking code appended (spec 4). */
const trackedServiceTypes = new Set(['9', '6']);

export function withTrackCode(url: string, track: TrackCode): string {
  if (!track.code) return url;
  const [beforeHash, hash] = splitHash(url);
  const sep = beforeHash.includes('?') ? '&' : '?';
  let out = `${beforeHash}${sep}sd_track_code=${encodeURIComponent(track.code)}`;
  if (track.expireTime) out += `&sd_expire_time=${encodeURIComponent(track.expireTime)}`;
  return out + hash;
}

function splitHash(url: string): [string, string] {
  const i = url.indexOf('#');
  return i < 0 ? [url, ''] : [url.slice(0, i), url.slice(i)];
}

function external(url: string, serviceType: string, track: TrackCode): RightTapStep {
  if (!url.trim()) return { kind: 'emptyJumpUrl' };
  return {
    kind: 'external',
    url: trackedServiceTypes.has(serviceType) ? withTrackCode(url.trim(), track) : url.trim(),
  };
}

export function rightTapFirstStep(item: RightItem, track: TrackCode = {}): RightTapStep {
  if (item.isHaveThisRight === '0') return { kind: 'navigate', to: noPowerPath };
  if (item.jumpType === '3') return external(item.jumpUrl, item.serviceType, track);
  return { kind: 'askJumpFlag', body: { jumpType: item.jumpType, serviceType: item.serviceType } };
}

export function rightTapAfterJumpFlag(flag: JumpFlag, item: RightItem, track: TrackCode = {}): RightTapStep {
  if (flag.isReturnRightsDetails !== '1') return { kind: 'navigate', to: noPowerPath };
  const type = encodeURIComponent(flag.serviceType || item.serviceType);
  if (flag.flag === '1')
    return { kind: 'navigate', to: pathTo('/rights/customer/:type', { params: { type } }) };
  if (flag.flag === '2')
    return { kind: 'navigate', to: pathTo('/rights/coupondatial/:type', { params: { type } }) };
  const jumpType = flag.jumpType || item.jumpType;
  if (jumpType === '3')
    return external(flag.jumpUrl || item.jumpUrl, flag.serviceType || item.serviceType, track);
  if (jumpType === '1')
    return { kind: 'navigate', to: pathTo('/rights/coupons/:type', { params: { type } }) };
  // The spec names no screen for any other answer: the customer has nothing to open here.
  return { kind: 'navigate', to: noPowerPath };
}
