import type { LoginData } from '@rc/contract';
import { withTrackCode, type RightItem } from '../rights/right-tap.js';
import { pathTo } from './paths.js';

/**
 * Where a customer goes after a login (spec 4, "After login"), as a pure
 * function. It returns the effects to carry out in order; the entrance and the
 * real-name screen apply them (dialogs, toasts, the jump-flag call, navigation).
 */

export interface AfterLoginContext {
  /** The entry's isBackUrl ("1": the partner sent the customer back to where they were). */
  isBackUrl?: string | null | undefined;
  /** The stored next URL (the guard records it before sending the customer to log in). */
  nextUrl?: string | null | undefined;
  inWeChat: boolean;
  sdTrackCode?: string | null | undefined;
  sdExpireTime?: string | null | undefined;
}

export type AfterLoginEffect =
  /** In WeChat: the account is bound elsewhere; offer to re-bind at untieUrl. */
  | { kind: 'rebind'; url: string; tip: string }
  | { kind: 'toast'; text: string }
  /** An alert with no button: nothing follows it. */
  | { kind: 'alert'; text: string }
  | { kind: 'navigate'; to: string }
  | { kind: 'external'; url: string }
  /** Step 5: ask auth/R00010035, then follow the right-tap rules with its answer. */
  | { kind: 'resolveJumpFlag'; body: { jumpType: string; serviceType: string }; right: RightItem };

export type LoginRouting = Pick<
  LoginData,
  | 'untieUrl'
  | 'untieTip'
  | 'remindMessage'
  | 'isVerify'
  | 'orgList'
  | 'isHeadPage'
  | 'jumpURL'
  | 'isGiftBag'
  | 'isHaveRc'
  | 'jumpType'
  | 'serviceType'
>;

/** Step 4: the landing screen by isGiftBag. */
const giftBagScreens: Record<string, string> = {
  Y: pathTo('/rights/getown', { search: { active: 'done' } }),
  N: pathTo('/rights/getown', { search: { active: 'doing' } }),
  Z: pathTo('/serviceTransfer/claimGiftPackage'),
  S: pathTo('/merchant/merchantHomepage'),
  G: pathTo('/mine/rightUser'),
  H: pathTo('/rights/mycoupons'),
};

export const personalHomePath = pathTo('/mine/persional');
export const authenticationPath = pathTo('/account/authentication');
export const expiredPath = pathTo('/account/expired');
export const noPowerPath = pathTo('/rights/nopower');
export const subCompanyPath = pathTo('/mine/subcompany');

/**
 * Decision 002: the return to nextUrl after an isBackUrl login drops `isBackUrl`
 * and renames `token` to `backurlToken`; otherwise the guard would see them,
 * clear the fresh session token and send the customer round the loop again.
 */
export function backUrlTarget(nextUrl: string): string {
  const hashAt = nextUrl.indexOf('#');
  const hash = hashAt < 0 ? '' : nextUrl.slice(hashAt);
  const beforeHash = hashAt < 0 ? nextUrl : nextUrl.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt < 0) return nextUrl;
  const path = beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(beforeHash.slice(queryAt + 1));
  const out = new URLSearchParams();
  for (const [k, v] of params) {
    if (k === 'isBackUrl') continue;
    out.append(k === 'token' ? 'backurlToken' : k, v);
  }
  const qs = out.toString();
  return `${path}${qs ? `?${qs}` : ''}${hash}`;
}

function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function verifiedRoute(login: LoginRouting, ctx: AfterLoginContext): AfterLoginEffect {
  const track = { code: ctx.sdTrackCode ?? undefined, expireTime: ctx.sdExpireTime ?? undefined };
  // 1. "If isBackUrl equals 1, go back to the stored nextUrl (token renamed to backurlToken)."
  if (ctx.isBackUrl === '1' && ctx.nextUrl) return { kind: 'navigate', to: backUrlTarget(ctx.nextUrl) };
  // 2. "Else if orgList is non-empty, go to /mine/subcompany."
  if (login.orgList.length > 0) return { kind: 'navigate', to: subCompanyPath };
  // 3. "Else if isHeadPage is Y, go to jumpURL or /mine/persional (passing sd_track_code and sd_expire_time if given)."
  if (login.isHeadPage === 'Y') {
    const jump = login.jumpURL.trim();
    if (jump && isExternal(jump)) return { kind: 'external', url: withTrackCode(jump, track) };
    const internal = jump ? (jump.startsWith('/') ? jump : `/${jump}`) : personalHomePath;
    return { kind: 'navigate', to: withTrackCode(internal, track) };
  }
  // 4. "Else by isGiftBag: Y ... N ... Z ... S ... G ... H ..."
  const giftBagScreen = giftBagScreens[login.isGiftBag];
  if (giftBagScreen) return { kind: 'navigate', to: giftBagScreen };
  // 5. "If isHaveRc is Y and isHeadPage is N, resolve the jump flag and go to the right's screen."
  if (login.isHaveRc === 'Y' && login.isHeadPage === 'N') {
    const right: RightItem = {
      serviceType: login.serviceType,
      jumpType: login.jumpType,
      jumpUrl: login.jumpURL,
    };
    return {
      kind: 'resolveJumpFlag',
      body: { jumpType: login.jumpType, serviceType: login.serviceType },
      right,
    };
  }
  // 6. "Otherwise go to /rights/nopower."
  return { kind: 'navigate', to: noPowerPath };
}

export function nextScreenAfterLogin(login: LoginRouting, ctx: AfterLoginContext): AfterLoginEffect[] {
  const effects: AfterLoginEffect[] = [];
  // "If untieUrl is present: inside the WeChat browser a re-bind state opens; otherwise a toast shows untieTip."
  if (login.untieUrl) {
    if (ctx.inWeChat) effects.push({ kind: 'rebind', url: login.untieUrl, tip: login.untieTip });
    else if (login.untieTip) effects.push({ kind: 'toast', text: login.untieTip });
  }
  // "If remindMessage is present, an alert with no button shows it." With no button there is
  // no way on: the routing stops here (docs/decisions/005-web-spec-readings.md).
  if (login.remindMessage) {
    effects.push({ kind: 'alert', text: login.remindMessage });
    return effects;
  }
  if (login.isVerify === 'Y') effects.push(verifiedRoute(login, ctx));
  // "isVerify N goes to /account/authentication."
  else if (login.isVerify === 'N') effects.push({ kind: 'navigate', to: authenticationPath });
  // "Any other isVerify goes to /account/expired."
  else effects.push({ kind: 'navigate', to: expiredPath });
  return effects;
}
