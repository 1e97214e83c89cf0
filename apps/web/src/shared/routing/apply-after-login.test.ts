import { describe, expect, it, vi } from 'vitest';
import type { JumpFlag } from '../rights/right-tap.js';
import { applyAfterLogin, type AfterLoginPorts } from './apply-after-login.js';

function ports(over: Partial<AfterLoginPorts> = {}) {
  const log: string[] = [];
  const p: AfterLoginPorts = {
    navigate: (to) => log.push(`navigate ${to}`),
    external: (url) => log.push(`external ${url}`),
    toast: (text) => log.push(`toast ${text}`),
    alert: (text) => log.push(`alert ${text}`),
    confirmRebind: () => Promise.resolve(false),
    resolveJumpFlag: () => Promise.reject(new Error('not stubbed')),
    emptyJumpUrlText: () => '后端返回jumpUrl为空',
    ...over,
  };
  return { p, log };
}

const flag = (over: Partial<JumpFlag>): JumpFlag => ({
  isReturnRightsDetails: '1',
  flag: '',
  serviceType: '9',
  jumpType: '1',
  jumpUrl: '',
  ...over,
});
const right = { serviceType: '9', jumpType: '1', jumpUrl: '' };
const resolve = { kind: 'resolveJumpFlag', body: { jumpType: '1', serviceType: '9' }, right } as const;

describe('carrying out the after-login effects', () => {
  it('toasts, then navigates', async () => {
    const { p, log } = ports();
    await expect(
      applyAfterLogin(
        [
          { kind: 'toast', text: 'tip' },
          { kind: 'navigate', to: '/rights/nopower' },
        ],
        p,
        {},
      ),
    ).resolves.toEqual({ kind: 'left' });
    expect(log).toEqual(['toast tip', 'navigate /rights/nopower']);
  });

  it('re-bind now leaves for untieUrl; later goes on with the routing', async () => {
    const now = ports({ confirmRebind: () => Promise.resolve(true) });
    await applyAfterLogin(
      [
        { kind: 'rebind', url: 'https://u', tip: 't' },
        { kind: 'navigate', to: '/x' },
      ],
      now.p,
      {},
    );
    expect(now.log).toEqual(['external https://u']);
    const later = ports();
    await applyAfterLogin(
      [
        { kind: 'rebind', url: 'https://u', tip: 't' },
        { kind: 'navigate', to: '/x' },
      ],
      later.p,
      {},
    );
    expect(later.log).toEqual(['navigate /x']);
  });

  it('an alert with no button keeps the customer where they are', async () => {
    const { p, log } = ports();
    await expect(applyAfterLogin([{ kind: 'alert', text: 'stop' }], p, {})).resolves.toEqual({
      kind: 'stay',
      message: 'stop',
    });
    expect(log).toEqual(['alert stop']);
  });

  it('step 5 follows the right-tap rules with the jump flag: jumpType 1 → /rights/coupons/{type}', async () => {
    const resolveJumpFlag = vi.fn(() => Promise.resolve(flag({})));
    const { p, log } = ports({ resolveJumpFlag });
    await applyAfterLogin([resolve], p, {});
    expect(resolveJumpFlag).toHaveBeenCalledWith({ jumpType: '1', serviceType: '9' });
    expect(log).toEqual(['navigate /rights/coupons/9']);
  });

  it('step 5 with an external link appends the tracking code for serviceType 9', async () => {
    const { p, log } = ports({
      resolveJumpFlag: () => Promise.resolve(flag({ jumpType: '3', jumpUrl: 'https://p.example/w' })),
    });
    await applyAfterLogin([resolve], p, { code: 'T1' });
    expect(log).toEqual(['external https://p.example/w?sd_track_code=T1']);
  });

  it('step 5 with an empty jump URL stays with the emptyJumpUrl message', async () => {
    const { p } = ports({ resolveJumpFlag: () => Promise.resolve(flag({ jumpType: '3', jumpUrl: '' })) });
    await expect(applyAfterLogin([resolve], p, {})).resolves.toEqual({
      kind: 'stay',
      message: '后端返回jumpUrl为空',
    });
  });

  it('step 5 when the jump flag cannot be had: the rights centre home', async () => {
    const { p, log } = ports();
    await applyAfterLogin([resolve], p, {});
    expect(log).toEqual(['navigate /mine/persional']);
  });
});
