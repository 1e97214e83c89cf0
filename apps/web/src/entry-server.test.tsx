// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { refUrl } from '@rc/contract';
import { login } from '@rc/contract/refs';
import { renderHandoff, type HandoffCall } from './entry-server.js';
import { enUS } from './shared/i18n/en-US.js';
import { zhCN } from './shared/i18n/zh-CN.js';
import { aLoginData } from './testing/login-data.js';

/**
 * Decision 064 (remind): a hand-off whose login's only after-login step is the alert with no button
 * (spec 4, remindMessage) is drawn by the app's own server entry: the entrance in its message state,
 * and the alert over it, outside #root.
 */
const words = '您的账户正在进行安全核验，暂时无法使用权益服务，请拨打客服热线 95500 处理。';

/** A verified login whose only after-login step is the remind alert. */
const remindLogin = aLoginData({ remindMessage: words });

/** The server's handlers, as far as the entry asks them: the login answers, nothing else is called. */
function handlers(calls: HandoffCall[]) {
  return (call: HandoffCall) => {
    calls.push(call);
    if (call.url === refUrl(login))
      return Promise.resolve({
        status: 200,
        body: JSON.stringify({ status: 0, statusText: '', data: remindLogin }),
      });
    return Promise.resolve({
      status: 404,
      body: JSON.stringify({ status: -3, statusText: 'Not Found', data: null }),
    });
  };
}

describe('the remind hand-off drawn by the server entry (decision 064)', () => {
  it.each([
    ['zh-CN', zhCN],
    ['en-US', enUS],
  ] as const)(
    'in %s: the entrance shows the alert words under the alert with no button, drawn after #root',
    async (language, messages) => {
      const calls: HandoffCall[] = [];
      const url = '/account/entrance?channel=PA_APP&token=handoff-tok';
      const page = await renderHandoff({
        url,
        acceptLanguage: language,
        userAgent: 'Mozilla/5.0 (iPhone)',
        call: handlers(calls),
      });
      expect(calls.map((c) => c.url)).toEqual([refUrl(login)]);
      expect(page.kind).toBe('landing');
      if (page.kind !== 'landing') return;
      expect(page.state).toMatchObject({ landing: url, path: '/account/entrance', language });
      // The entrance, at the hand-off's address, in its message state: the words, not "entering".
      expect(page.html).toContain(`<p class="rc-entrance-message__text">${words}</p>`);
      expect(page.html).toContain(messages.entrance.welcome);
      expect(page.html).not.toContain(messages.entrance.entering);
      // The alert over it: shown, with its words and no button, its styles with it.
      const overlay = page.overlay ?? '';
      expect(overlay).toMatch(/^<div data-rc-drawn-alert="">/);
      expect(overlay).toContain('<style>');
      expect(overlay).toContain('adm-dialog');
      expect(overlay).toContain(words);
      expect(overlay).not.toContain('<button');
      expect(overlay).not.toContain('<script');
    },
  );
});
