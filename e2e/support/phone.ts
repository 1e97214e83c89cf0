import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestApp } from '../../apps/server/src/testing/test-app.js';
import { demoOperatorLogins } from '../../apps/server/src/seed/operators.js';
import { launchChromium, phoneContext, shots } from './browser.js';
import { startServer } from './server.js';

export { shots };

export type Lang = 'zh' | 'en';
export const localeOf = (lang: Lang) => (lang === 'zh' ? 'zh-CN' : 'en-US');

/** The API envelope as a page receives it. */
export interface Reply<T = unknown> {
  status: number;
  statusText: string;
  data: T;
}

export interface PhoneSuite {
  browser: Browser;
  server: { t: TestApp; origin: string };
  /** A new 375×667 phone page in `lang`, closed after the suite. */
  phone: (lang?: Lang) => Promise<Page>;
  /** A phone page handed off as a demo persona (a page error fails the test), past the entrance. */
  enterAs: (persona: string, lang?: Lang) => Promise<Page>;
  /** A phone page signed in to the console as the demo operator or admin, opened at `path`. */
  staff: (role: 'operator' | 'admin', lang: Lang, path: string) => Promise<Page>;
}

/**
 * Registers the set-up every browser suite shares: the screenshot folder, a
 * server on a fresh database and one Chromium, with every phone context it
 * opened closed afterwards. The returned object is filled in before the first
 * test runs.
 */
export function phoneSuite(): PhoneSuite {
  const contexts: BrowserContext[] = [];
  /** The phones a test opened: closed when it ends, so no page of an earlier test goes on running. */
  let testContexts: BrowserContext[] | null = null;
  const suite: PhoneSuite = {
    browser: undefined as unknown as Browser,
    server: undefined as unknown as PhoneSuite['server'],
    phone: async (lang = 'zh') => {
      const context = await phoneContext(suite.browser, localeOf(lang));
      (testContexts ?? contexts).push(context);
      return context.newPage();
    },
    enterAs: async (persona, lang = 'zh') => {
      const page = await suite.phone(lang);
      page.on('pageerror', (e) => {
        throw e;
      });
      const res = await page.request.post(`${suite.server.origin}/demo/handoff`, { data: { persona } });
      const { url } = (await res.json()) as { url: string };
      await page.goto(`${url}&lang=${lang}`);
      await page.waitForURL((u) => !u.pathname.startsWith('/account/entrance'), { timeout: 20_000 });
      await appReady(page);
      return page;
    },
    staff: async (role, lang, path) => {
      const who = demoOperatorLogins.find((o) => o.role === role);
      if (!who) throw new Error(`no demo ${role}`);
      const page = await suite.phone(lang);
      await page.goto(`${suite.server.origin}/console/login?lang=${lang}`);
      await page.getByTestId('console-account').fill(who.account);
      await page.getByTestId('console-password').fill(who.password);
      await page.getByTestId('console-login').click();
      await page.waitForURL((u) => u.pathname === '/console', { timeout: 20_000 });
      await page.goto(`${suite.server.origin}${path}`);
      return page;
    },
  };
  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    suite.server = await startServer();
    suite.browser = await launchChromium();
  });
  beforeEach(() => {
    testContexts = [];
  });
  afterEach(async () => {
    const opened = testContexts ?? [];
    testContexts = null;
    await Promise.all(opened.map((c) => c.close()));
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await suite.browser?.close();
    await suite.server?.t.close();
  });
  return suite;
}

/**
 * Waits until the app answers taps: a landing the server drew (decision 052) is hydrated
 * (`rc:app-hydrated`, after React's commit), or the app rendered on its own (`rc:app-render`).
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      performance.getEntriesByName('rc:app-hydrated').length > 0 ||
      performance.getEntriesByName('rc:app-render').length > 0,
    undefined,
    { timeout: 20_000 },
  );
}

/** Waits until the page's requests have settled (bounded: a stream may stay open). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
}

/** Calls the API from inside the page, with its session token and page headers, as the app does. */
export async function pageApi<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Reply<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const g = (window as unknown as { __RC__: { apiKey: string; applicantCode: string } }).__RC__;
      const res = await fetch(`/api/rcservice/${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: sessionStorage.getItem('rc.token') ?? '',
          'x-api-key': g.apiKey,
          'x-applicant-code': g.applicantCode,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await res.json()) as Reply<T>;
    },
    { method, path, body },
  );
}
