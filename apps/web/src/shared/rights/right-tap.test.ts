import { describe, expect, it } from 'vitest';
import { rightTapAfterJumpFlag, rightTapFirstStep, withTrackCode, type JumpFlag } from './right-tap.js';

const item = { serviceType: '12', jumpType: '2', jumpUrl: '' };
const flag = (over: Partial<JumpFlag>): JumpFlag => ({
  isReturnRightsDetails: '1',
  flag: '0',
  serviceType: '12',
  jumpType: '2',
  jumpUrl: '',
  ...over,
});

describe('right tap, first step (spec 4)', () => {
  it('"No right (isHaveThisRight "0") goes to nopower."', () => {
    expect(rightTapFirstStep({ ...item, isHaveThisRight: '0', jumpType: '3', jumpUrl: 'https://x' })).toEqual(
      {
        kind: 'navigate',
        to: '/rights/nopower',
      },
    );
  });

  it('"jumpType 3 opens the external jumpUrl."', () => {
    expect(
      rightTapFirstStep(
        { serviceType: '4', jumpType: '3', jumpUrl: 'https://partner.example/wash' },
        { code: 'T1' },
      ),
    ).toEqual({
      kind: 'external',
      url: 'https://partner.example/wash',
    });
  });

  it.each(['9', '6'])('"serviceType 9 and 6 get a tracking-code parameter appended." (%s)', (serviceType) => {
    expect(
      rightTapFirstStep(
        { serviceType, jumpType: '3', jumpUrl: 'https://p.example/a?x=1#top' },
        { code: 'T1', expireTime: '1750000000' },
      ),
    ).toEqual({
      kind: 'external',
      url: 'https://p.example/a?x=1&sd_track_code=T1&sd_expire_time=1750000000#top',
    });
  });

  it('an external right with an empty jumpUrl shows the emptyJumpUrl message (spec 8)', () => {
    expect(rightTapFirstStep({ serviceType: '4', jumpType: '3', jumpUrl: ' ' })).toEqual({
      kind: 'emptyJumpUrl',
    });
  });

  it('"Otherwise ask the jump flag" with the right\'s jumpType and serviceType', () => {
    expect(rightTapFirstStep({ ...item, isHaveThisRight: '1' })).toEqual({
      kind: 'askJumpFlag',
      body: { jumpType: '2', serviceType: '12' },
    });
  });
});

describe('right tap, after the jump flag (spec 4)', () => {
  it.each([
    [
      '"flag 1 goes to /rights/customer/{type}"',
      flag({ flag: '1' }),
      { kind: 'navigate', to: '/rights/customer/12' },
    ],
    [
      '"flag 2 goes to /rights/coupondatial/{type}"',
      flag({ flag: '2' }),
      { kind: 'navigate', to: '/rights/coupondatial/12' },
    ],
    [
      '"jumpType 3 opens a URL"',
      flag({ jumpType: '3', jumpUrl: 'https://p.example/x' }),
      { kind: 'external', url: 'https://p.example/x' },
    ],
    [
      '"jumpType 1 goes to /rights/coupons/{type}"',
      flag({ jumpType: '1' }),
      { kind: 'navigate', to: '/rights/coupons/12' },
    ],
    [
      '"If isReturnRightsDetails is not 1, go to nopower."',
      flag({ isReturnRightsDetails: '0', flag: '1' }),
      { kind: 'navigate', to: '/rights/nopower' },
    ],
    [
      'jumpType 3 with an empty URL → the emptyJumpUrl message',
      flag({ jumpType: '3' }),
      { kind: 'emptyJumpUrl' },
    ],
    [
      'an answer the spec names no screen for → nopower',
      flag({ jumpType: '7' }),
      { kind: 'navigate', to: '/rights/nopower' },
    ],
  ] as const)('%s', (_, reply, expected) => {
    expect(rightTapAfterJumpFlag(reply, item)).toEqual(expected);
  });

  it("falls back to the item's serviceType when the reply has none", () => {
    expect(
      rightTapAfterJumpFlag(flag({ flag: '1', serviceType: '' }), { ...item, serviceType: '31' }),
    ).toEqual({
      kind: 'navigate',
      to: '/rights/customer/31',
    });
  });
});

describe('tracking code', () => {
  it('leaves the URL alone without a code', () => {
    expect(withTrackCode('https://a.example/?q=1', {})).toBe('https://a.example/?q=1');
  });
  it('starts the query when there is none', () => {
    expect(withTrackCode('https://a.example/p', { code: 'a b' })).toBe(
      'https://a.example/p?sd_track_code=a%20b',
    );
  });
});
