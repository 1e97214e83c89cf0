import { describe, expect, it } from 'vitest';
import { guardNavigation, type GuardInput } from './guard.js';

const auth = { auth: true };
const open = { auth: false };

function input(
  route: { auth: boolean; coldView?: boolean },
  fullPath: string,
  token: string | null,
): GuardInput {
  const query: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(fullPath.split('?')[1] ?? '')) query[k] = v;
  return { route, fullPath, query, stored: { token } };
}

describe('route guard (spec 4)', () => {
  it.each([
    [
      '"If login is not needed and a token exists, the user passes."',
      input(auth, '/rights/getown', 'tok'),
      { action: 'pass', store: {}, clearToken: false },
    ],
    [
      '"With no stored token, login is needed." → on an auth route: enterQuery (whole query), nextUrl, entrance',
      input(auth, '/rights/carwash?from=banner', null),
      {
        action: 'redirect',
        to: '/account/entrance',
        store: { enterQuery: { from: 'banner' }, nextUrl: '/rights/carwash?from=banner' },
        clearToken: false,
      },
    ],
    [
      '"Non-auth routes pass." (no token)',
      input(open, '/rights/nopower', null),
      { action: 'pass', store: {}, clearToken: false },
    ],
    [
      '"if the query has token ... clear the token and treat the user as needing login" (auth route, token stored)',
      input(auth, '/mine/persional?channel=c1&token=handoff&utm=x', 'old'),
      {
        action: 'redirect',
        to: '/account/entrance',
        // isBackUrl absent: "the whole query"
        store: {
          enterQuery: { channel: 'c1', token: 'handoff', utm: 'x' },
          nextUrl: '/mine/persional?channel=c1&token=handoff&utm=x',
        },
        clearToken: true,
      },
    ],
    [
      '"... rcNeedCode ..." clears the token and needs login',
      input(auth, '/order/orderdetail/9?rcNeedCode=rc1', 'old'),
      {
        action: 'redirect',
        to: '/account/entrance',
        store: { enterQuery: { rcNeedCode: 'rc1' }, nextUrl: '/order/orderdetail/9?rcNeedCode=rc1' },
        clearToken: true,
      },
    ],
    [
      '"... newRcNeedCode ..." on a non-auth route: token cleared, the route passes',
      input(open, '/order/list?newRcNeedCode=n1', 'old'),
      { action: 'pass', store: {}, clearToken: true },
    ],
    [
      "the partner's hand-off to the entrance: the old token is cleared, the entrance passes",
      input(open, '/account/entrance?channel=c1&token=handoff', 'old'),
      { action: 'pass', store: {}, clearToken: true },
    ],
    [
      '"If the query has isBackUrl, store it and clear the token." → enterQuery keeps only the whitelist',
      input(
        auth,
        '/rights/carwash?isBackUrl=1&channel=c1&token=h2&secret=s&sd_track_code=T&sd_expire_time=99',
        'old',
      ),
      {
        action: 'redirect',
        to: '/account/entrance',
        store: {
          isBackUrl: '1',
          enterQuery: {
            isBackUrl: '1',
            channel: 'c1',
            token: 'h2',
            sd_track_code: 'T',
            sd_expire_time: '99',
          },
          nextUrl:
            '/rights/carwash?isBackUrl=1&channel=c1&token=h2&secret=s&sd_track_code=T&sd_expire_time=99',
        },
        clearToken: true,
      },
    ],
    [
      'isBackUrl on a non-auth route: stored, token cleared, passes',
      input(open, '/account/authentication?isBackUrl=1', 'old'),
      { action: 'pass', store: { isBackUrl: '1' }, clearToken: true },
    ],
    [
      'the whitelist keeps every kept parameter of spec 3',
      input(
        auth,
        '/rights/getown?isBackUrl=0&channel=a&desURL=b&jumpURL=c&mobile=d&resource=e&source=f&token=g&rcNeedCode=h&type=i&newRcNeedCode=j&sd_track_code=k&sd_expire_time=l&other=z',
        null,
      ),
      {
        action: 'redirect',
        to: '/account/entrance',
        store: {
          isBackUrl: '0',
          enterQuery: {
            isBackUrl: '0',
            channel: 'a',
            desURL: 'b',
            jumpURL: 'c',
            mobile: 'd',
            resource: 'e',
            source: 'f',
            token: 'g',
            rcNeedCode: 'h',
            type: 'i',
            newRcNeedCode: 'j',
            sd_track_code: 'k',
            sd_expire_time: 'l',
          },
          nextUrl:
            '/rights/getown?isBackUrl=0&channel=a&desURL=b&jumpURL=c&mobile=d&resource=e&source=f&token=g&rcNeedCode=h&type=i&newRcNeedCode=j&sd_track_code=k&sd_expire_time=l&other=z',
        },
        clearToken: true,
      },
    ],
    [
      'decision 002: the return URL after an isBackUrl login (token renamed backurlToken) passes',
      input(auth, '/rights/carwash?channel=c1&backurlToken=h2', 'new'),
      { action: 'pass', store: {}, clearToken: false },
    ],
    [
      'an empty token parameter is not a hand-off',
      input(auth, '/rights/getown?token=', 'tok'),
      { action: 'pass', store: {}, clearToken: false },
    ],
  ])('%s', (_, given, expected) => {
    expect(guardNavigation(given)).toEqual(expected);
  });

  describe('a screen with a signed-out view of its own (a gift link, issue 19)', () => {
    const cold = { auth: true, coldView: true };
    it('opened with no session and no hand-off, it shows itself', () => {
      expect(
        guardNavigation(input(cold, '/serviceTransfer/claimGiftPackage?code=abcdef', null)),
      ).toMatchObject({
        action: 'pass',
        clearToken: false,
      });
    });
    it('opened with a hand-off, the login runs as on any auth route', () => {
      const r = guardNavigation(
        input(cold, '/serviceTransfer/claimGiftPackage?code=abcdef&isBackUrl=1&channel=c&token=h', null),
      );
      expect(r).toMatchObject({ action: 'redirect', to: '/account/entrance' });
    });
  });
});
