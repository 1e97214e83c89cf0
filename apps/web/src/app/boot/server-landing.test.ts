import { describe, expect, it } from 'vitest';
import type { LoginData } from '@rc/contract';
import {
  blockingAlertOf,
  drawnLandingOf,
  jumpFlagAskedBy,
  landingAfterJumpFlag,
  serverLandingOf,
} from './server-landing.js';
import { aLoginData } from '../../testing/login-data.js';

/** A verified hand-off login with no landing flags; each test sets the branch it needs. */
const loginData = (over: Record<string, unknown> = {}) =>
  aLoginData({ isHeadPage: 'N', ...over }) as unknown as LoginData;

const flag = (over: Record<string, string> = {}) => ({
  isReturnRightsDetails: '1',
  flag: '0',
  serviceType: '9',
  jumpType: '1',
  jumpUrl: '',
  ...over,
});

describe('which hand-off landings the server draws (decisions 054, 062)', () => {
  it('draws every screen spec 4 sends a hand-off straight to, the real-name form and the expired screen too', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ isHeadPage: 'Y' }, '/mine/persional'],
      [{ isGiftBag: 'H' }, '/rights/mycoupons'],
      [{ isGiftBag: 'Z' }, '/serviceTransfer/claimGiftPackage'],
      [{ isVerify: 'N' }, '/account/authentication'],
      [{ isVerify: 'X' }, '/account/expired'],
      [{}, '/rights/nopower'],
    ];
    for (const [over, path] of cases)
      expect(serverLandingOf(loginData(over), {}, null, false)?.path).toBe(path);
  });

  it('leaves to the browser a return to a stored screen, an alert, and a tab other than the first', () => {
    expect(serverLandingOf(loginData({ isHeadPage: 'Y' }), { isBackUrl: '1' }, null, false)).toBeNull();
    expect(
      serverLandingOf(loginData({ isHeadPage: 'Y', remindMessage: 'wait' }), {}, null, false),
    ).toBeNull();
    expect(drawnLandingOf('/rights/mycoupons?tab=used')).toBeNull();
    expect(drawnLandingOf('/rights/mycoupons?sd_track_code=x')?.path).toBe('/rights/mycoupons');
  });

  it('a hand-off to a deep link goes back to it once the guard has stored it (decision 064)', () => {
    const nextUrl = '/rights/mycoupons?channel=WECHAT&token=t1&isBackUrl=1';
    expect(serverLandingOf(loginData({ isHeadPage: 'Y' }), { isBackUrl: '1' }, nextUrl, false)).toEqual({
      to: '/rights/mycoupons?channel=WECHAT&backurlToken=t1',
      path: '/rights/mycoupons',
    });
    // A deep link that is not a drawn landing is the browser's.
    expect(
      serverLandingOf(loginData({}), { isBackUrl: '1' }, '/order/orderquestion?isBackUrl=1', false),
    ).toBeNull();
  });

  it('a path with a parameter matches one non-empty segment', () => {
    expect(drawnLandingOf('/rights/coupons/9')).toEqual({
      to: '/rights/coupons/9',
      path: '/rights/coupons/:type',
    });
    expect(drawnLandingOf('/rights/coupons/')).toBeNull();
    expect(drawnLandingOf('/rights/coupons/9/x')).toBeNull();
  });

  it('a haveRc login asks the jump flag, and its answer names the drawn coupons of that right', () => {
    const data = loginData({ isHaveRc: 'Y', jumpType: '1', serviceType: '9' });
    expect(serverLandingOf(data, {}, null, false)).toBeNull();
    const asked = jumpFlagAskedBy(data, {}, null, false);
    expect(asked?.body).toEqual({ jumpType: '1', serviceType: '9' });
    if (!asked) return;
    expect(landingAfterJumpFlag(asked, flag(), {})).toEqual({
      to: '/rights/coupons/9',
      path: '/rights/coupons/:type',
    });
    // A right the customer does not hold goes to "no rights"; a coupon detail is not drawn.
    expect(landingAfterJumpFlag(asked, flag({ isReturnRightsDetails: '0' }), {})?.path).toBe(
      '/rights/nopower',
    );
    expect(landingAfterJumpFlag(asked, flag({ flag: '2' }), {})).toBeNull();
    expect(jumpFlagAskedBy(loginData({ isHeadPage: 'Y' }), {}, null, false)).toBeNull();
  });
});

describe('the entrance under its alert (decision 064, remind)', () => {
  const words = 'Your account is under a security check';
  it("names the alert when it is the login's only after-login step", () => {
    expect(blockingAlertOf(loginData({ remindMessage: words, isHeadPage: 'Y' }), {}, null, false)).toBe(
      words,
    );
  });
  it('names none when a toast comes first, when there is no alert, or for a return the browser stored', () => {
    const toastFirst = loginData({ remindMessage: words, untieUrl: 'https://x.invalid', untieTip: 'tip' });
    expect(blockingAlertOf(toastFirst, {}, null, false)).toBeNull();
    expect(blockingAlertOf(loginData({ isHeadPage: 'Y' }), {}, null, false)).toBeNull();
    expect(blockingAlertOf(loginData({ remindMessage: words }), { isBackUrl: '1' }, null, false)).toBeNull();
  });
});
