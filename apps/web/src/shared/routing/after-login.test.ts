import { describe, expect, it } from 'vitest';
import {
  backUrlTarget,
  nextScreenAfterLogin,
  type AfterLoginContext,
  type LoginRouting,
} from './after-login.js';

const base: LoginRouting = {
  untieUrl: '',
  untieTip: '',
  remindMessage: '',
  isVerify: 'Y',
  orgList: [],
  isHeadPage: 'N',
  jumpURL: '',
  isGiftBag: '',
  isHaveRc: 'N',
  jumpType: '',
  serviceType: '',
};
const ctx: AfterLoginContext = { inWeChat: false };
const login = (over: Partial<LoginRouting>): LoginRouting => ({ ...base, ...over });
const org = [{ branchCompanyCode: '3100', branchCompanyName: '上海分公司' }];

describe('after login (spec 4)', () => {
  it.each([
    [
      '"If untieUrl is present: inside the WeChat browser a re-bind state opens"',
      login({ untieUrl: 'https://bind.example/untie', untieTip: '该微信已绑定其他账号' }),
      { ...ctx, inWeChat: true },
      [
        { kind: 'rebind', url: 'https://bind.example/untie', tip: '该微信已绑定其他账号' },
        { kind: 'navigate', to: '/rights/nopower' },
      ],
    ],
    [
      '"... otherwise a toast shows untieTip."',
      login({ untieUrl: 'https://bind.example/untie', untieTip: '该微信已绑定其他账号' }),
      ctx,
      [
        { kind: 'toast', text: '该微信已绑定其他账号' },
        { kind: 'navigate', to: '/rights/nopower' },
      ],
    ],
    [
      '"If remindMessage is present, an alert with no button shows it." (and nothing follows it)',
      login({ remindMessage: '您的保单已退保，权益已停止' }),
      ctx,
      [{ kind: 'alert', text: '您的保单已退保，权益已停止' }],
    ],
    [
      'step 1: "If isBackUrl equals 1, go back to the stored nextUrl (token renamed to backurlToken)."',
      login({ orgList: org, isHeadPage: 'Y' }),
      { ...ctx, isBackUrl: '1', nextUrl: '/rights/carwash?isBackUrl=1&channel=c1&token=h2' },
      [{ kind: 'navigate', to: '/rights/carwash?channel=c1&backurlToken=h2' }],
    ],
    [
      'step 1 needs isBackUrl exactly 1',
      login({}),
      { ...ctx, isBackUrl: '0', nextUrl: '/rights/carwash' },
      [{ kind: 'navigate', to: '/rights/nopower' }],
    ],
    [
      'step 2: "Else if orgList is non-empty, go to /mine/subcompany."',
      login({ orgList: org, isHeadPage: 'Y', isGiftBag: 'Y' }),
      ctx,
      [{ kind: 'navigate', to: '/mine/subcompany' }],
    ],
    [
      'step 3: "Else if isHeadPage is Y, go to jumpURL or /mine/persional (passing sd_track_code and sd_expire_time if given)."',
      login({ isHeadPage: 'Y', isGiftBag: 'Y' }),
      { ...ctx, sdTrackCode: 'TC9', sdExpireTime: '1750000000000' },
      [{ kind: 'navigate', to: '/mine/persional?sd_track_code=TC9&sd_expire_time=1750000000000' }],
    ],
    [
      'step 3 without tracking parameters',
      login({ isHeadPage: 'Y' }),
      ctx,
      [{ kind: 'navigate', to: '/mine/persional' }],
    ],
    [
      'step 3 with an internal jumpURL',
      login({ isHeadPage: 'Y', jumpURL: '/rights/carlife' }),
      { ...ctx, sdTrackCode: 'TC9' },
      [{ kind: 'navigate', to: '/rights/carlife?sd_track_code=TC9' }],
    ],
    [
      'step 3 with an external jumpURL',
      login({ isHeadPage: 'Y', jumpURL: 'https://partner.example/home' }),
      ctx,
      [{ kind: 'external', url: 'https://partner.example/home' }],
    ],
    [
      'step 4: isGiftBag "Y goes to /rights/getown with active done"',
      login({ isGiftBag: 'Y' }),
      ctx,
      [{ kind: 'navigate', to: '/rights/getown?active=done' }],
    ],
    [
      'step 4: "N goes to /rights/getown?active=doing"',
      login({ isGiftBag: 'N' }),
      ctx,
      [{ kind: 'navigate', to: '/rights/getown?active=doing' }],
    ],
    [
      'step 4: "Z goes to /serviceTransfer/claimGiftPackage"',
      login({ isGiftBag: 'Z' }),
      ctx,
      [{ kind: 'navigate', to: '/serviceTransfer/claimGiftPackage' }],
    ],
    [
      'step 4: "S goes to /merchant/merchantHomepage"',
      login({ isGiftBag: 'S' }),
      ctx,
      [{ kind: 'navigate', to: '/merchant/merchantHomepage' }],
    ],
    [
      'step 4: "G goes to /mine/rightUser"',
      login({ isGiftBag: 'G' }),
      ctx,
      [{ kind: 'navigate', to: '/mine/rightUser' }],
    ],
    [
      'step 4: "H goes to /rights/mycoupons"',
      login({ isGiftBag: 'H' }),
      ctx,
      [{ kind: 'navigate', to: '/rights/mycoupons' }],
    ],
    [
      'step 4 comes before step 5',
      login({ isGiftBag: 'H', isHaveRc: 'Y', jumpType: '1', serviceType: '9' }),
      ctx,
      [{ kind: 'navigate', to: '/rights/mycoupons' }],
    ],
    [
      'step 5: "If isHaveRc is Y and isHeadPage is N, resolve the jump flag and go to the right\'s screen."',
      login({ isHaveRc: 'Y', jumpType: '1', serviceType: '9', jumpURL: '' }),
      ctx,
      [
        {
          kind: 'resolveJumpFlag',
          body: { jumpType: '1', serviceType: '9' },
          right: { serviceType: '9', jumpType: '1', jumpUrl: '' },
        },
      ],
    ],
    [
      'step 6: "Otherwise go to /rights/nopower."',
      login({ isHaveRc: 'N' }),
      ctx,
      [{ kind: 'navigate', to: '/rights/nopower' }],
    ],
    [
      '"isVerify N goes to /account/authentication."',
      login({ isVerify: 'N', isGiftBag: 'Y' }),
      ctx,
      [{ kind: 'navigate', to: '/account/authentication' }],
    ],
    [
      '"Any other isVerify goes to /account/expired." (X)',
      login({ isVerify: 'X' }),
      ctx,
      [{ kind: 'navigate', to: '/account/expired' }],
    ],
    [
      '"Any other isVerify goes to /account/expired." (empty)',
      login({ isVerify: '' }),
      ctx,
      [{ kind: 'navigate', to: '/account/expired' }],
    ],
    [
      'the untie toast comes before the isVerify routing',
      login({ untieUrl: 'https://bind.example', untieTip: 'tip', isVerify: 'N' }),
      ctx,
      [
        { kind: 'toast', text: 'tip' },
        { kind: 'navigate', to: '/account/authentication' },
      ],
    ],
  ] as const)('%s', (_, data, context, expected) => {
    expect(nextScreenAfterLogin(data, context)).toEqual(expected);
  });
});

describe('decision 002: the isBackUrl return URL', () => {
  it.each([
    ['/rights/carwash?isBackUrl=1&channel=c1&token=h2', '/rights/carwash?channel=c1&backurlToken=h2'],
    ['/order/orderdetail/7?token=a%2Bb&isBackUrl=1#pay', '/order/orderdetail/7?backurlToken=a%2Bb#pay'],
    ['/rights/carwash?isBackUrl=1', '/rights/carwash'],
    ['/rights/carwash', '/rights/carwash'],
  ])('%s → %s', (from, to) => {
    expect(backUrlTarget(from)).toBe(to);
  });
});
