import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PackedPreloads } from './landing-paths.js';
import { aLoginData } from '../../testing/login-data.js';

/**
 * The boot script as the page runs it: imported once per test (it starts on
 * import), with fetch faked and the build's preload map stubbed in.
 */
const fetchMock = vi.fn<typeof fetch>();
/** The URL a fetch was called with (the boot always passes a string). */
const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const preloads: PackedPreloads = {
  files: [
    'assets/entrance.js',
    'assets/account.css',
    'assets/query.js',
    'assets/personal.js',
    'assets/coupons.js',
  ],
  keys: { '/account/entrance': [0, 1], '@data': [2], '/mine/persional': [3], '/rights/mycoupons': [4] },
};

const loginData = aLoginData;

async function boot(url: string, loginReply: unknown): Promise<void> {
  window.history.replaceState(null, '', url);
  fetchMock.mockImplementation((input) =>
    Promise.resolve(
      urlOf(input).includes('auth/R00010003') ? json(loginReply) : json({ status: 0, data: {} }),
    ),
  );
  await import('./inline-boot.js');
  // Let the login answer's handlers run.
  for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
}

const sent = () =>
  fetchMock.mock.calls.map(([input, init]) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    return { url: urlOf(input), body: init?.body, auth: headers.Authorization ?? null };
  });
const preloaded = () =>
  [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('href')}`);

/** happy-dom would try to download what the links preload. */
const dom = (window as unknown as { happyDOM?: { settings: Record<string, unknown> } }).happyDOM;
if (dom) {
  dom.settings.disableJavaScriptFileLoading = true;
  dom.settings.disableCSSFileLoading = true;
  dom.settings.handleDisabledFileLoadingAsSuccess = true;
}

beforeEach(() => {
  vi.resetModules();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('__RC_PRELOADS__', preloads);
  window.__RC__ = {
    apiKey: 'key-1',
    applicantCode: 'app-1',
    mourn: 0,
    demo: false,
    shenceServerUrl: '',
    mapTileUrl: '',
    customerServiceUrl: '',
  };
  window.__rcEarly = new Map();
  document.head.innerHTML = '';
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the inline boot script', () => {
  it('on a hand-off: logs in, trades the key, preloads the landing screen and sends its first reads', async () => {
    await boot('/account/entrance?channel=c1&token=hand-off-1&source=app', { status: 0, data: loginData() });
    const calls = sent();
    expect(calls[0]).toEqual({
      url: '/api/rcservice/auth/R00010003',
      body: JSON.stringify({ channel: 'c1', token: 'hand-off-1', source: 'app' }),
      auth: null,
    });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.headers).toMatchObject({ 'X-Api-Key': 'key-1', 'X-Applicant-Code': 'app-1' });
    expect(calls).toContainEqual({
      url: '/api/rcservice/gettoken/R00040032',
      body: JSON.stringify({ publicSecret: 'secret-0123456789abcdef' }),
      auth: 'Bearer session-tok',
    });
    for (const url of [
      '/api/rcservice/rights/R00010024',
      '/api/rcservice/rights/R000100tipsSelect',
      '/api/rcservice/personalHomePage/getAllPersonalHomePage',
      '/api/rcservice/news/R00010009',
    ])
      expect(calls).toContainEqual(expect.objectContaining({ url, auth: 'Bearer session-tok' }));
    expect(calls.some((c) => c.url.includes('sprite-common.svg'))).toBe(true);
    expect(preloaded()).toEqual([
      'modulepreload /assets/entrance.js',
      'preload /assets/account.css',
      'modulepreload /assets/query.js',
      'modulepreload /assets/personal.js',
    ]);
    // Nothing is a guess any more: the data layout and the landing screen are certain.
    const layout = document.head.querySelector<HTMLLinkElement>('link[href="/assets/query.js"]');
    expect(layout?.fetchPriority).not.toBe('low');
    const home = document.head.querySelector<HTMLLinkElement>('link[href="/assets/personal.js"]');
    expect(home?.fetchPriority).not.toBe('low');
  });

  it('asks for the many files of a landing at most four to a task, in order (decision 074)', async () => {
    const many = Array.from({ length: 10 }, (_, i) => `assets/home-${String(i)}.js`);
    vi.stubGlobal('__RC_PRELOADS__', {
      files: [...preloads.files, ...many],
      keys: { ...preloads.keys, '/mine/persional': many.map((_, i) => preloads.files.length + i) },
    } satisfies PackedPreloads);
    // Links put in during one task (with its microtasks) share a number: the first of them sets a
    // timer that ends the number, and that timer fires before any timer the same task sets later.
    let task = 0;
    let open = false;
    const taskOf = new Map<string, number>();
    const append = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      if (!open) {
        task += 1;
        open = true;
        setTimeout(() => (open = false), 0);
      }
      if (node instanceof HTMLLinkElement) taskOf.set(node.getAttribute('href') ?? '', task);
      return append(node);
    });
    await boot('/account/entrance?channel=c1&token=hand-off-9', { status: 0, data: loginData() });
    for (let i = 0; i < 10; i += 1) await new Promise((r) => setTimeout(r, 0));
    const expected = [
      '/assets/entrance.js',
      '/assets/account.css',
      '/assets/query.js',
      ...many.map((f) => `/${f}`),
    ];
    expect(preloaded().map((l) => l.split(' ')[1])).toEqual(expected);
    const perTask = new Map<number, number>();
    for (const t of taskOf.values()) perTask.set(t, (perTask.get(t) ?? 0) + 1);
    expect(Math.max(...perTask.values())).toBeLessThanOrEqual(4);
    expect(perTask.size).toBeGreaterThanOrEqual(4);
  });

  it('on a drawn landing: preloads the code of the entrance it runs the loader of, never its styles (decision 062)', async () => {
    window.__RC_SSR__ = {
      landing: '/account/authentication',
      path: '/account/authentication',
      language: 'zh-CN',
      dehydrated: { mutations: [], queries: [] },
      loaderData: {},
    };
    window.__RC_LOGIN__ = {
      status: 200,
      body: JSON.stringify({ status: 0, data: loginData({ isVerify: 'N' }) }),
    };
    try {
      await boot('/account/entrance?channel=c1&token=hand-off-1', { status: 0, data: loginData() });
      // The drawn page's boot waits for the first paint.
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
      expect(preloaded()).toContain('modulepreload /assets/entrance.js');
      expect(preloaded()).toContain('modulepreload /assets/query.js');
      expect(preloaded()).not.toContain('preload /assets/account.css');
      // The server made the login: the browser sends it no more.
      expect(sent().some((c) => c.url.includes('auth/R00010003'))).toBe(false);
    } finally {
      delete window.__RC_SSR__;
      delete window.__RC_LOGIN__;
    }
  });

  it('sends the login before it asks for any code, and guesses no landing screen while it waits', async () => {
    window.history.replaceState(null, '', '/account/entrance?channel=c1&token=hand-off-4');
    let linksWhenLoginSent = -1;
    fetchMock.mockImplementation(() => {
      if (linksWhenLoginSent < 0) linksWhenLoginSent = document.head.querySelectorAll('link').length;
      // The login never answers in this test.
      return new Promise<Response>(() => undefined);
    });
    await import('./inline-boot.js');
    expect(linksWhenLoginSent).toBe(0);
    expect(preloaded()).toEqual([
      'modulepreload /assets/entrance.js',
      'preload /assets/account.css',
      'modulepreload /assets/query.js',
    ]);
  });

  it('leaves the login reply for the entrance, which then sends nothing itself', async () => {
    await boot('/account/entrance?channel=c1&token=hand-off-2', { status: 0, data: loginData() });
    const { callEndpoint } = await import('../../shared/api/client.js');
    const { login } = await import('@rc/contract/refs');
    const before = fetchMock.mock.calls.length;
    await expect(
      callEndpoint(login, { body: { channel: 'c1', token: 'hand-off-2' } }),
    ).resolves.toMatchObject({
      token: 'session-tok',
    });
    expect(fetchMock.mock.calls.length).toBe(before);
  });

  it('the key exchange is sent once, even when the entrance asks for the login the moment it is sent', async () => {
    window.history.replaceState(null, '', '/account/entrance?channel=c1&token=hand-off-3');
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        urlOf(input).includes('auth/R00010003')
          ? json({ status: 0, data: loginData() })
          : json({ status: 0, data: { publicKey: 'pub', privateKey: 'private-key-long' } }),
      ),
    );
    await import('./inline-boot.js');
    const { callEndpoint } = await import('../../shared/api/client.js');
    const { exchangeSessionKeys, login } = await import('@rc/contract/refs');
    const { session } = await import('../../shared/session/session-store.js');
    const data = await callEndpoint(login, { body: { channel: 'c1', token: 'hand-off-3' } });
    session.setToken(data.token);
    await callEndpoint(exchangeSessionKeys, { body: { publicSecret: 'secret-0123456789abcdef' } });
    expect(sent().filter((c) => c.url.includes('gettoken'))).toHaveLength(1);
    expect(sent().filter((c) => c.url.includes('auth/R00010003'))).toHaveLength(1);
  });

  it('follows the after-login rules to the landing screen (isGiftBag H: my coupons)', async () => {
    await boot('/account/entrance?channel=c1&token=t', {
      status: 0,
      data: loginData({ isHeadPage: 'N', isGiftBag: 'H' }),
    });
    expect(preloaded()).toContain('modulepreload /assets/coupons.js');
    expect(
      document.head.querySelector<HTMLLinkElement>('link[href="/assets/coupons.js"]')?.fetchPriority,
    ).not.toBe('low');
    expect(sent().some((c) => c.url === '/api/rcservice/rights/R00010066')).toBe(true);
    expect(sent().some((c) => c.url === '/api/rcservice/rights/R00010024')).toBe(false);
  });

  it('a refused login: nothing more is sent, and the reply waits for the entrance to show', async () => {
    await boot('/account/entrance?channel=c1&token=used', { status: -3, statusText: 'expired', data: null });
    expect(sent()).toHaveLength(1);
    expect(preloaded()).not.toContain('modulepreload /assets/coupons.js');
    expect(window.__rcEarly?.size).toBe(1);
  });

  it('a return to the stored screen (isBackUrl=1): logs in, but guesses no landing screen', async () => {
    await boot('/account/entrance?channel=c1&token=t&isBackUrl=1', { status: 0, data: loginData() });
    expect(sent().map((c) => c.url)).toEqual([
      '/api/rcservice/auth/R00010003',
      '/api/rcservice/gettoken/R00040032',
    ]);
  });

  it('does nothing on any other screen, or without hand-off parameters', async () => {
    await boot('/mine/persional?channel=c1&token=t', { status: 0, data: loginData() });
    vi.resetModules();
    await boot('/account/entrance?channel=c1', { status: 0, data: loginData() });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);
  });
});
