import { describe, expect, it } from 'vitest';
import type { AfterLoginEffect } from '../../shared/routing/after-login.js';
import { noticeToShowAgain, remindAlertOf, withoutSpentHandoff } from './remind-notice.js';

const words = '您的账户正在进行安全核验，暂时无法使用权益服务';
const kept = { token: 'session-1', text: words };

describe('a remind notice survives a reload of the entrance (decision 071)', () => {
  it.each<[string, Parameters<typeof noticeToShowAgain>[0], string | null]>([
    [
      'a reload in the same tab (the address has no hand-off, the session is the notice’s): shown again',
      { handoffInAddress: false, notice: kept, token: 'session-1' },
      words,
    ],
    [
      'a new hand-off in the address logs in as ever, whatever is kept',
      { handoffInAddress: true, notice: kept, token: 'session-1' },
      null,
    ],
    [
      'a fresh tab (no session storage): the entrance as without a token',
      { handoffInAddress: false, notice: null, token: null },
      null,
    ],
    [
      'a notice kept for another session never shows for this one',
      { handoffInAddress: false, notice: kept, token: 'session-2' },
      null,
    ],
    [
      'a notice without its session (the token cleared) is not shown',
      { handoffInAddress: false, notice: kept, token: null },
      null,
    ],
    [
      'no notice kept: the entrance logs in with its stored entry',
      { handoffInAddress: false, notice: null, token: 'session-1' },
      null,
    ],
  ])('%s', (_, visit, shown) => {
    expect(noticeToShowAgain(visit)).toBe(shown);
  });

  it('keeps the notice only when the login ends under the alert with no button (spec 4: remindMessage)', () => {
    const cases: [AfterLoginEffect[], string | null][] = [
      [[{ kind: 'alert', text: words }], words],
      // "otherwise a toast shows untieTip", then the remind alert stops the routing
      [
        [
          { kind: 'toast', text: '该微信已绑定其他账号' },
          { kind: 'alert', text: words },
        ],
        words,
      ],
      [[{ kind: 'navigate', to: '/mine/persional' }], null],
      [[{ kind: 'toast', text: '该微信已绑定其他账号' }], null],
      [[], null],
    ];
    for (const [effects, expected] of cases) expect(remindAlertOf(effects)).toBe(expected);
  });

  it('takes the spent hand-off out of the address and keeps the other parameters and the hash', () => {
    expect(withoutSpentHandoff('https://rc.example/account/entrance?channel=PA_APP&token=h-1')).toBe(
      '/account/entrance?channel=PA_APP',
    );
    expect(
      withoutSpentHandoff(
        'https://rc.example/account/entrance?token=h-1&channel=c1&rcNeedCode=r&newRcNeedCode=n&sd_track_code=t1&lang=en-US#top',
      ),
    ).toBe('/account/entrance?channel=c1&sd_track_code=t1&lang=en-US#top');
    expect(withoutSpentHandoff('https://rc.example/account/entrance?token=h-1')).toBe('/account/entrance');
  });
});
