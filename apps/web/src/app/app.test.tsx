// The app's global antd-mobile styles (main.tsx imports them): its px tester needs them.
import 'antd-mobile/es/global';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { LoginData } from '@rc/contract';
import { i18n } from '../shared/i18n/i18n.js';
import { clearRecordedFailures } from '../shared/api/client.js';
import { clearEarlyReplies, earlyKey, putEarlyReply } from '../shared/api/early-replies.js';
import { session, storageKeys } from '../shared/session/session-store.js';
import { unmountOverlays } from '../shared/ui/overlays.js';
import { installDocumentEffects } from './document-effects.js';
import { Providers } from './providers.js';
import { routeObjects } from './router.js';

/** The whole app in a memory router: guard, shell, entrance and after-login together. */

const loginData = (over: Partial<LoginData> = {}): LoginData => ({
  token: 'session-token-1',
  orgList: [],
  userVo: {
    isVip: '0',
    isChangedFlag: '0',
    custName: '张伟',
    degree: '',
    degreeCode: '',
    joinTbDays: 120,
    remainPoint: 0,
    plateNumber: '沪A12345',
    plateNumberList: ['沪A12345'],
    pid: 'p1',
    number: '138****1234',
    sex: '1',
    age: 35,
    traceId: 't',
    unionId: '',
    openeid: '',
    branchCompanyCode: '3100',
    pushId: '',
    encryptVin: '',
    publicSecret: 'secret-secret-secret',
    userVo: null,
  },
  tips: '',
  untieUrl: '',
  untieTip: '',
  remindMessage: '',
  accreditFlag: '',
  loginJumpUrl: '',
  isVerify: 'Y',
  isHaveRc: 'N',
  isHeadPage: 'N',
  isGiftBag: 'Y',
  isVRights: '',
  jumpType: '',
  jumpURL: '',
  serviceType: '',
  showName: '',
  rcIdCardTypes: [],
  shenceServerUrl: '',
  entrance: '',
  preChannelNo: '',
  ...over,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json({ status: 0, statusText: 'ok', data });

const fetchMock = vi.fn<typeof fetch>();

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const bodyOf = (init: RequestInit | undefined): string => (typeof init?.body === 'string' ? init.body : '');
const callsTo = (suffix: string) => fetchMock.mock.calls.filter(([u]) => urlOf(u).includes(suffix));

function answer(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation((input) => {
    const url = urlOf(input);
    const path = url.split('?')[0] ?? url;
    const make = routes[path];
    return Promise.resolve(
      make ? make() : json({ status: -2, statusText: '该功能暂未开放，敬请期待', data: null }),
    );
  });
}

function start(path: string) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const at = (router: ReturnType<typeof start>) =>
  router.state.location.pathname + router.state.location.search;

beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
  installDocumentEffects();
});
beforeEach(() => {
  clearEarlyReplies();
  window.sessionStorage.clear();
  clearRecordedFailures();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the app, end to end in the browser', () => {
  it('a partner hand-off logs in, keeps the session and lands where the after-login rules say', async () => {
    answer({
      '/api/rcservice/auth/R00010003': () =>
        ok(loginData({ isGiftBag: 'Y', userVo: { ...loginData().userVo, isVip: '1' } })),
      '/api/rcservice/gettoken/R00040032': () => ok({ publicKey: '04pub', privateKey: 'abcdefghijklmnop' }),
    });
    const router = start('/account/entrance?channel=c1&token=handoff-1');
    await waitFor(() => expect(at(router)).toBe('/rights/getown?active=done'));
    expect(session.token()).toBe('session-token-1');
    expect(session.channel()).toBe('c1');
    expect(window.sessionStorage.getItem(storageKeys.privateKeyHead)).toBe('abcdefghi');
    expect(window.sessionStorage.getItem(storageKeys.privateKeyTail)).toBe('jklmnop');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('vip'));
    const loginCall = callsTo('R00010003')[0];
    expect(JSON.parse(bodyOf(loginCall?.[1]))).toEqual({ channel: 'c1', token: 'handoff-1' });
    // the screen that later issues build shows its title and the "not available yet" words
    expect(await screen.findByText('该功能暂未开放，敬请期待')).toBeTruthy();
  });

  it('an auth route without a session goes to the entrance, which logs in with the stored entry query', async () => {
    answer({
      '/api/rcservice/auth/R00010003': () => ok(loginData({ isVerify: 'N' })),
      '/api/rcservice/gettoken/R00040032': () => ok({ publicKey: 'p', privateKey: 'k'.repeat(20) }),
    });
    const router = start('/rights/carwash?channel=c2&token=handoff-2&from=sms');
    await waitFor(() => expect(at(router)).toBe('/account/authentication'));
    expect(session.enterQuery()).toEqual({ channel: 'c2', token: 'handoff-2', from: 'sms' });
    expect(session.nextUrl()).toBe('/rights/carwash?channel=c2&token=handoff-2&from=sms');
    expect(await screen.findByRole('button', { name: '提交认证' })).toBeTruthy();
  });

  it('with no entry parameters the entrance says so (spec 8)', async () => {
    answer({});
    const router = start('/mine/persional');
    await waitFor(() => expect(at(router)).toBe('/account/entrance'));
    expect(await screen.findByText('缺少进入参数')).toBeTruthy();
    expect(screen.getByText('服务器调皮了，请稍后重试')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('login status -3 goes to /account/expired', async () => {
    answer({
      '/api/rcservice/auth/R00010003': () => json({ status: -3, statusText: '链接已失效', data: null }),
    });
    const router = start('/account/entrance?channel=c1&token=used');
    await waitFor(() => expect(at(router)).toBe('/account/expired'));
    expect(await screen.findByRole('heading', { name: '链接已失效' })).toBeTruthy();
  });

  it('login status -2 keeps the message on the entrance', async () => {
    answer({
      '/api/rcservice/auth/R00010003': () =>
        json({ status: -2, statusText: '活动已结束，感谢您的关注', data: null }),
    });
    start('/account/entrance?channel=c1&token=t');
    expect(await screen.findByText('活动已结束，感谢您的关注')).toBeTruthy();
  });

  it('login HTTP 500 goes to /account/updating', async () => {
    answer({ '/api/rcservice/auth/R00010003': () => new Response('oops', { status: 500 }) });
    const router = start('/account/entrance?channel=c1&token=t');
    await waitFor(() => expect(at(router)).toBe('/account/updating'));
    expect(await screen.findByText('系统升级中')).toBeTruthy();
  });

  it('unknown paths redirect to /account/expired (spec 2)', async () => {
    const router = start('/no/such/screen');
    await waitFor(() => expect(at(router)).toBe('/account/expired'));
  });

  it('the customer-service image is hidden on hideService routes only', async () => {
    start('/account/expired');
    expect(await screen.findByRole('button', { name: '在线客服' })).toBeTruthy();
    cleanup();
    start('/accident/index');
    expect(await screen.findByTestId('rescuer-home')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '在线客服' })).toBeNull();
  });

  it('document.title follows the route title', async () => {
    start('/account/expired');
    await waitFor(() => expect(document.title).toBe('链接已失效'));
  });

  it('decision 002: after an isBackUrl login the customer is back on nextUrl, and stays there', async () => {
    session.setToken('old-token');
    answer({
      '/api/rcservice/auth/R00010003': () => ok(loginData({ isGiftBag: 'H' })),
      '/api/rcservice/gettoken/R00040032': () => ok({ publicKey: 'p', privateKey: 'k'.repeat(20) }),
    });
    const router = start('/rights/carwash?isBackUrl=1&channel=c1&token=h2&other=x');
    await waitFor(() => expect(at(router)).toBe('/rights/carwash?channel=c1&backurlToken=h2&other=x'));
    expect(session.enterQuery()).toEqual({ isBackUrl: '1', channel: 'c1', token: 'h2' });
    expect(session.token()).toBe('session-token-1');
    await new Promise((r) => setTimeout(r, 50));
    expect(at(router)).toBe('/rights/carwash?channel=c1&backurlToken=h2&other=x');
    expect(callsTo('R00010003')).toHaveLength(1);
  });

  it('a server fault raises the feedback button; a tap sends one report, a second tap meanwhile does not', async () => {
    let release: () => void = () => undefined;
    const reportSent = new Promise<void>((r) => (release = r));
    answer({
      '/api/rcservice/auth/R00010003': () => json({ status: -1, statusText: 'db down', data: null }),
    });
    start('/account/entrance?channel=c1&token=t');
    const button = await screen.findByRole('button', { name: '反馈问题' });
    const reportCalls = () => callsTo('/feedback/report/');
    fetchMock.mockImplementation((input) => {
      const url = urlOf(input);
      if (url.endsWith('/feedback/token'))
        return Promise.resolve(ok({ token: 'report-token-0123456789', expiresAt: '2030-01-01T00:00:00Z' }));
      return reportSent.then(() => ok({ reportId: 'r1' }));
    });
    fireEvent.pointerDown(button, { pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(button, { pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerDown(button, { pointerId: 2, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(button, { pointerId: 2, clientX: 10, clientY: 10 });
    await waitFor(() => expect(reportCalls()).toHaveLength(1));
    const body = JSON.parse(bodyOf(reportCalls()[0]?.[1])) as Record<string, unknown>;
    expect(body).toMatchObject({ channel: '', pageName: '/account/entrance' });
    expect((body.errorUrls as string[]).at(-1)).toContain('POST /api/rcservice/auth/R00010003 status -1');
    release();
    await waitFor(() => expect(screen.queryByRole('button', { name: '反馈问题' })).toBeNull());
  });
});

describe('decision 071: a remind notice survives a reload of the entrance', () => {
  const words = '您的账户正在进行安全核验，暂时无法使用权益服务';
  const handoff = '/account/entrance?channel=c1&token=handoff-r';
  // The worker's next files find the address as it was.
  const before = window.location.href;
  afterEach(() => window.history.replaceState(null, '', before));

  /** Hands off as a remind login: the entrance stays under its alert. */
  async function underRemindAlert() {
    answer({
      '/api/rcservice/auth/R00010003': () => ok(loginData({ remindMessage: words })),
      '/api/rcservice/gettoken/R00040032': () => ok({ publicKey: 'p', privateKey: 'k'.repeat(20) }),
    });
    // The browser's address (the memory router keeps its own).
    window.history.replaceState(null, '', handoff);
    const entries = window.history.length;
    const router = start(handoff);
    expect(await within(await screen.findByRole('dialog')).findByText(words)).toBeTruthy();
    return { router, entries };
  }

  /** The page goes away; the tab's session storage stays. */
  function leavePage() {
    cleanup();
    act(() => unmountOverlays());
    fetchMock.mockClear();
  }

  it('the spent hand-off leaves the address, with no new history entry; a reload shows the same alert and sends no login', async () => {
    const { entries } = await underRemindAlert();
    await waitFor(() => expect(window.location.search).toBe('?channel=c1'));
    expect(window.location.pathname).toBe('/account/entrance');
    expect(window.history.length).toBe(entries);
    expect(callsTo('R00010003')).toHaveLength(1);

    leavePage();
    const reloaded = start(window.location.pathname + window.location.search);
    const alert = await screen.findByRole('dialog');
    expect(within(alert).getByText(words)).toBeTruthy();
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(screen.getAllByText(words)).toHaveLength(2); // the entrance's message under the alert
    expect(at(reloaded)).toBe('/account/entrance?channel=c1');
    expect(callsTo('R00010003')).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a new hand-off in the same tab logs in, and never shows the notice of the session before', async () => {
    await underRemindAlert();
    await waitFor(() => expect(session.remindNotice()).not.toBeNull());
    leavePage();
    answer({
      '/api/rcservice/auth/R00010003': () => ok(loginData({ token: 'session-token-2', isVerify: 'N' })),
      '/api/rcservice/gettoken/R00040032': () => ok({ publicKey: 'p', privateKey: 'k'.repeat(20) }),
    });
    const router = start('/account/entrance?channel=c1&token=handoff-s');
    await waitFor(() => expect(at(router)).toBe('/account/authentication'));
    expect(callsTo('R00010003')).toHaveLength(1);
    expect(session.remindNotice()).toBeNull();
    expect(screen.queryByText(words)).toBeNull();
  });

  it('a fresh tab (no session storage) at the address without the token is the entrance with no entry', async () => {
    answer({});
    start('/account/entrance?channel=c1');
    expect(await screen.findByText('缺少进入参数')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('decision 031: the boot already has the login answer', () => {
  /** Leaves a login answer where the page's boot script would, and waits until it has arrived. */
  async function bootAnswered(token: string, reply: Response) {
    const body = JSON.stringify({ channel: 'c1', token });
    const sent = Promise.resolve(reply);
    putEarlyReply(
      earlyKey('POST', '/api/rcservice/auth/R00010003', body, null),
      sent,
      Number.POSITIVE_INFINITY,
    );
    await sent;
    await Promise.resolve();
  }

  /** Every text the page showed on the way, so a screen that rendered only for a moment is seen. */
  function textsShown(): { seen: string[]; stop: () => void } {
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return { seen, stop: () => observer.disconnect() };
  }

  it('goes straight to the landing screen: no entrance on screen, the login not sent again', async () => {
    await bootAnswered('early-1', ok(loginData()));
    answer({
      '/api/rcservice/gettoken/R00040032': () => ok({ publicKey: 'p', privateKey: 'k'.repeat(20) }),
    });
    const shown = textsShown();
    const router = start('/account/entrance?channel=c1&token=early-1');
    await waitFor(() => expect(at(router)).toBe('/rights/getown?active=done'));
    expect(await screen.findByText('该功能暂未开放，敬请期待')).toBeTruthy();
    shown.stop();
    expect(shown.seen.length).toBeGreaterThan(0);
    expect(shown.seen.some((text) => text.includes('车主权益服务中心'))).toBe(false);
    expect(callsTo('R00010003')).toHaveLength(0);
    expect(session.token()).toBe('session-token-1');
    expect(session.channel()).toBe('c1');
    expect(session.enterQuery()).toEqual({ channel: 'c1', token: 'early-1' });
    expect(callsTo('R00040032')).toHaveLength(1);
  });

  it('a remind message still shows on the entrance, from the answer the boot had', async () => {
    await bootAnswered('early-2', ok(loginData({ remindMessage: '您的权益即将到期' })));
    answer({
      '/api/rcservice/gettoken/R00040032': () => ok({ publicKey: 'p', privateKey: 'k'.repeat(20) }),
    });
    const router = start('/account/entrance?channel=c1&token=early-2');
    expect(await screen.findAllByText('您的权益即将到期')).not.toHaveLength(0);
    expect(at(router)).toBe('/account/entrance?channel=c1&token=early-2');
    expect(callsTo('R00010003')).toHaveLength(0);
    await waitFor(() => expect(session.token()).toBe('session-token-1'));
  });

  it('a refused login the boot had is handled as the entrance would: -3 goes to /account/expired', async () => {
    await bootAnswered('early-3', json({ status: -3, statusText: '链接已失效', data: null }));
    answer({});
    const router = start('/account/entrance?channel=c1&token=early-3');
    await waitFor(() => expect(at(router)).toBe('/account/expired'));
    expect(callsTo('R00010003')).toHaveLength(0);
    expect(session.token()).toBeNull();
  });

  it('spec 8: a login answered with HTTP 500 goes to /account/updating, also when the boot had the answer', async () => {
    await bootAnswered('early-5', new Response('upgrading', { status: 500 }));
    answer({});
    const router = start('/account/entrance?channel=c1&token=early-5');
    await waitFor(() => expect(at(router)).toBe('/account/updating'));
    expect(callsTo('R00010003')).toHaveLength(0);
  });

  it('issue 19: the landing screen replaces the entrance, so back never re-enters the spent hand-off', async () => {
    await bootAnswered('early-6', ok(loginData()));
    answer({
      '/api/rcservice/gettoken/R00040032': () => ok({ publicKey: 'p', privateKey: 'k'.repeat(20) }),
    });
    const router = start('/account/entrance?channel=c1&token=early-6');
    await waitFor(() => expect(at(router)).toBe('/rights/getown?active=done'));
    await router.navigate(-1);
    expect(at(router)).toBe('/rights/getown?active=done');
    expect(session.token()).toBe('session-token-1');
  });

  it('a login still on its way: the entrance renders and waits for it', async () => {
    let arrive: (r: Response) => void = () => undefined;
    const body = JSON.stringify({ channel: 'c1', token: 'early-4' });
    putEarlyReply(
      earlyKey('POST', '/api/rcservice/auth/R00010003', body, null),
      new Promise<Response>((r) => (arrive = r)),
      Number.POSITIVE_INFINITY,
    );
    answer({
      '/api/rcservice/gettoken/R00040032': () => ok({ publicKey: 'p', privateKey: 'k'.repeat(20) }),
    });
    const router = start('/account/entrance?channel=c1&token=early-4');
    expect(await screen.findByText('正在核验您的身份，请稍候')).toBeTruthy();
    arrive(ok(loginData()));
    await waitFor(() => expect(at(router)).toBe('/rights/getown?active=done'));
    expect(callsTo('R00010003')).toHaveLength(0);
  });
});
