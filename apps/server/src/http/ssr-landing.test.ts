import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { handOver, type Reply } from '../testing/handoff.js';

/**
 * Decision 052: the hand-off GET answered with the landing drawn. The web app's
 * real server entry is exercised by e2e/ssr-landing.e2e.ts; here a stand-in
 * entry with the same shape shows what the server does around it: the login
 * through its own handler (once), the page's headers and nonces, the log, and
 * today's page whenever the entry is missing, off, or fails.
 */
const dir = mkdtempSync(join(tmpdir(), 'rc-ssr-'));
const dist = join(dir, 'dist');
const ssrDist = join(dir, 'dist-ssr');
const noSsrDist = join(dir, 'missing');

const index = `<!doctype html><html lang="zh-CN"><head><!--rc-page-globals--><script>/*boot*/</script><script type="module" crossorigin src="/assets/main.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor.js"></head><body><div id="root"></div></body></html>`;

/** Logs in as the entry asks, reads the rights home with the session, and draws it. */
const entry = `
export async function renderHandoff({ url, call, cookie }) {
  const u = new URL(url, 'http://x');
  const channel = u.searchParams.get('channel');
  const token = u.searchParams.get('token');
  // The entrance's hand-off, or a deep link's (the guard sends it to the entrance, decision 064).
  const handoff = u.pathname === '/account/entrance' || u.searchParams.get('isBackUrl') === '1';
  if (!handoff || !channel || !token) return { kind: 'none' };
  const login = await call({ method: 'POST', url: '/api/rcservice/auth/R00010003',
    body: JSON.stringify({ channel, token }), token: null, language: 'zh-CN' });
  const envelope = JSON.parse(login.body);
  if (envelope.status !== 0) return { kind: 'login', login };
  if (globalThis.__rcDrawFails) throw new Error('the drawing failed');
  const rights = await call({ method: 'GET', url: '/api/rcservice/rights/R00010024', body: undefined,
    token: envelope.data.token, language: 'zh-CN' });
  const read = JSON.parse(rights.body);
  return {
    kind: 'landing',
    login,
    theme: 'ordinary',
    html: '<main data-read="' + read.status + '">drawn</main><script>/*react*/</script>',
    state: { landing: '/mine/persional', path: '/mine/persional', rightsStatus: read.status,
      language: /(^|; )rc[.]lang=en-US(;|$)/.test(cookie) ? 'en-US' : 'zh-CN' },
  };
}
`;

declare global {
  var __rcDrawFails: boolean | undefined;
}

const navigation = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };

/** More of the rights home's modules: enough for the after-paint loader to take several tasks. */
const homeParts = Array.from({ length: 6 }, (_, i) => `assets/home-${String(i)}.js`);

/**
 * Runs the page's after-paint loader against a stand-in document: what it puts into the head,
 * task by task (each frame or timer callback is a task).
 */
function runAfterPaint(html: string): string[][] {
  const code = [...html.matchAll(/<script[^>]*>(.*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .find((c) => c.startsWith('requestAnimationFrame('));
  if (!code) throw new Error('no after-paint loader');
  const queue: (() => void)[] = [];
  const tasks: string[][] = [];
  let current: string[] = [];
  const env = {
    requestAnimationFrame: (f: () => void) => queue.push(f),
    setTimeout: (f: () => void) => queue.push(f),
    document: {
      createElement: (tag: string) => ({ tag }) as Record<string, string>,
      head: {
        appendChild: (el: Record<string, string>) =>
          current.push(el.tag === 'script' ? `script ${el.src ?? ''}` : `${el.rel ?? ''} ${el.href ?? ''}`),
      },
    },
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script, run in a stand-in
  const run = new Function(...Object.keys(env), code) as (...args: unknown[]) => void;
  run(...Object.values(env));
  for (let task = queue.shift(); task; task = queue.shift()) {
    current = [];
    task();
    if (current.length > 0) tasks.push(current);
  }
  return tasks;
}

function scriptOf(html: string, name: string): unknown {
  const m = new RegExp(`window\\.${name}=(\\{.*?\\})(;window\\.|</script>)`).exec(html);
  return m?.[1] ? (JSON.parse(m[1]) as unknown) : undefined;
}

describe('the hand-off answered with its landing drawn (decision 052)', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    mkdirSync(join(dist, '.vite'), { recursive: true });
    mkdirSync(ssrDist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), index);
    writeFileSync(
      join(dist, '.vite', 'rc-preloads.json'),
      JSON.stringify({
        files: ['assets/query.js', 'assets/home.css', 'assets/home.js', ...homeParts],
        keys: { '@data': [0], '/mine/persional': [1, 2, ...homeParts.map((_, i) => 3 + i)] },
      }),
    );
    writeFileSync(join(ssrDist, 'entry-server.js'), entry);
    t = await createTestApp(
      { RC_WEB_DIST: dist, RC_SSR_LANDING: '1', RC_WEB_SSR_DIST: ssrDist },
      { logStream: { write: (line) => void lines.push(line) } },
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function open(url: URL, headers: Record<string, string> = navigation, app = t) {
    return app.app.inject({ method: 'GET', url: url.pathname + url.search, headers });
  }

  async function apiLogin(handoff: { channel: string; token: string }, app = t) {
    const res = await app.call({ method: 'POST', url: '/api/rcservice/auth/R00010003', payload: handoff });
    return res.json<Reply>().status;
  }

  it('after its first paint, asks for the entry first and then its modules four to a task (decision 074)', async () => {
    const html = (await open((await handOver(t, 'headPage')).url)).body;
    const tasks = runAfterPaint(html);
    expect(tasks[0]?.[0]).toBe('script /assets/main.js');
    expect(tasks.flat().slice(1)).toEqual([
      'modulepreload /assets/vendor.js',
      'modulepreload /assets/query.js',
      'modulepreload /assets/home.js',
      ...homeParts.map((f) => `modulepreload /${f}`),
    ]);
    expect(Math.max(...tasks.map((links) => links.filter((l) => l.startsWith('modulepreload')).length))).toBe(
      4,
    );
  });

  it('draws the landing with the session read through the same handlers, never stored, every script with the nonce, no token in the page or the log', async () => {
    const handoff = await handOver(t, 'headPage');
    const res = await open(handoff.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // The page's address still holds the spent token until the app replaces it: no Referer carries it.
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const html = res.body;
    expect(html).toContain('<div id="root"><main data-read="0">drawn</main>');
    expect(html).toMatch(/<html lang="zh-CN" class="rc-shown" data-theme="ordinary">/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home.css">');
    // No script is fetched before the screen has painted: the entry and its modules come after it.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(
      /requestAnimationFrame\(.*"\/assets\/vendor\.js","\/assets\/query\.js".*"\/assets\/main\.js"/,
    );
    const state = scriptOf(html, '__RC_SSR__') as { landing: string; rightsStatus: number };
    expect(state).toMatchObject({ landing: '/mine/persional', rightsStatus: 0 });
    const login = scriptOf(html, '__RC_LOGIN__') as { status: number; body: string };
    expect((JSON.parse(login.body) as Reply).status).toBe(0);

    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    // The page's own inline scripts (globals, boot, the after-paint loader) carry the nonce; a script
    // inside the drawn markup never does, so the policy would refuse it (decision 054).
    const [before = '', after = ''] = html.split('<main data-read="0">drawn</main>');
    const inline = (before + after).match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inline.length).toBe(4);
    for (const tag of inline.slice(0, 2)) expect(tag).toBe(`<script nonce="${nonce}">`);
    expect(after.startsWith('<script>/*react*/</script></div><script nonce=')).toBe(true);
    expect(inline.filter((tag) => tag === `<script nonce="${nonce}">`).length).toBe(3);

    expect(html).not.toContain(handoff.token);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.includes(handoff.token))).toEqual([]);
  });

  it('a hand-off to a deep link reaches the entry too, which draws it, and it is spent once (decision 064)', async () => {
    const handoff = await handOver(t, 'backUrl');
    expect(handoff.url.pathname).toBe('/rights/mycoupons');
    const res = await open(handoff.url);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain('<div id="root"><main data-read="0">drawn</main>');
    expect(scriptOf(res.body, '__RC_SSR__')).toMatchObject({ landing: '/mine/persional' });
    expect(res.body).not.toContain(handoff.token);
    expect(await apiLogin(handoff)).not.toBe(0);
    // A page with no query is no hand-off: today's page, the entry never asked.
    const plain = await open(new URL('/rights/mycoupons', handoff.url));
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toContain('<div id="root"></div>');
  });

  it('hands the entry the language choice the browser stored (its cookie), and the page says the language it was drawn in (decision 062)', async () => {
    const english = await open((await handOver(t, 'headPage')).url, {
      ...navigation,
      cookie: 'x=1; rc.lang=en-US',
    });
    expect(english.body).toMatch(/<html lang="en-US" class="rc-shown" data-theme="ordinary">/);
    expect((scriptOf(english.body, '__RC_SSR__') as { language: string }).language).toBe('en-US');
    const chinese = await open((await handOver(t, 'headPage')).url);
    expect(chinese.body).toMatch(/<html lang="zh-CN" class="rc-shown"/);
  });

  it('spends the hand-off once: the API refuses it afterwards, and a second visit gets the refusal, not a landing', async () => {
    const handoff = await handOver(t, 'headPage');
    expect((await open(handoff.url)).body).toContain('__RC_SSR__');
    expect(await apiLogin(handoff)).not.toBe(0);

    const again = await open(handoff.url);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.headers['referrer-policy']).toBe('no-referrer');
    expect(again.body).not.toContain('__RC_SSR__');
    expect(again.body).toContain('<div id="root"></div>');
    const login = scriptOf(again.body, '__RC_LOGIN__') as { body: string };
    expect((JSON.parse(login.body) as Reply).status).not.toBe(0);
  });

  it("a fetch that is not a browser navigation (a link preview) gets today's page and leaves the hand-off unspent", async () => {
    const handoff = await handOver(t, 'headPage');
    const res = await open(handoff.url, {});
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).not.toContain('__RC_LOGIN__');
    expect(res.body).toContain('<div id="root"></div>');
    expect(await apiLogin(handoff)).toBe(0);
  });

  it("a frame or a prefetch the browser makes before anyone taps gets today's page and leaves the hand-off unspent", async () => {
    for (const headers of [
      { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' },
      { ...navigation, 'sec-purpose': 'prefetch' },
      { ...navigation, 'sec-purpose': 'prefetch;prerender' },
      { ...navigation, purpose: 'prefetch' },
    ]) {
      const handoff = await handOver(t, 'headPage');
      const res = await open(handoff.url, headers);
      expect(res.body).not.toContain('__RC_LOGIN__');
      expect(await apiLogin(handoff)).toBe(0);
    }
  });

  it("a drawing that fails after the login sends today's page with the login's reply", async () => {
    const handoff = await handOver(t, 'headPage');
    globalThis.__rcDrawFails = true;
    try {
      const res = await open(handoff.url);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toContain('__RC_SSR__');
      const login = scriptOf(res.body, '__RC_LOGIN__') as { body: string };
      expect((JSON.parse(login.body) as Reply).status).toBe(0);
      expect(res.body).not.toContain(handoff.token);
    } finally {
      globalThis.__rcDrawFails = undefined;
    }
    expect(lines.some((l) => l.includes('the drawing failed'))).toBe(true);
    expect(lines.filter((l) => l.includes(handoff.token))).toEqual([]);
  });

  it('draws the landing when the setting is left unset (on by default, decision 054)', async () => {
    const other = await createTestApp({ RC_WEB_DIST: dist, RC_WEB_SSR_DIST: ssrDist });
    try {
      const handoff = await handOver(other, 'headPage');
      const res = await open(handoff.url, navigation, other);
      expect(res.body).toContain('<div id="root"><main data-read="0">drawn</main>');
      expect(await apiLogin(handoff, other)).not.toBe(0);
    } finally {
      await other.close();
    }
  });

  it("with the server entry missing, or the setting off, the hand-off gets today's page and stays unspent", async () => {
    for (const env of [
      { RC_WEB_DIST: dist, RC_SSR_LANDING: '1', RC_WEB_SSR_DIST: noSsrDist },
      { RC_WEB_DIST: dist, RC_SSR_LANDING: '0', RC_WEB_SSR_DIST: ssrDist },
    ]) {
      const other = await createTestApp(env);
      try {
        const handoff = await handOver(other, 'headPage');
        const res = await open(handoff.url, navigation, other);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).not.toContain('__RC_LOGIN__');
        expect(res.body).toContain('<div id="root"></div>');
        expect(await apiLogin(handoff, other)).toBe(0);
      } finally {
        await other.close();
      }
    }
  });
});
