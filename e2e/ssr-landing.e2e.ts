import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { browserAvailable, launchChromium, phoneContext, shots } from './support/browser.js';
import { startServer } from './support/server.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';

/**
 * Decision 052 (issue 23): the landing screen a hand-off lands on, drawn by the
 * server and hydrated, is the very screen the browser draws by itself: the same
 * text before hydration, after it, and in a client-rendered landing, with no
 * hydration warning on the way.
 */
const personas = [
  { persona: 'headPage', landing: '/mine/persional', ready: 'my-rights' },
  { persona: 'myCoupons', landing: '/rights/mycoupons', ready: 'coupon-card' },
] as const;

describe.skipIf(!browserAvailable)('the server-rendered landing (decision 052)', () => {
  let browser: Browser;
  let drawn: { t: TestApp; origin: string };

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    drawn = await startServer({ RC_SSR_LANDING: '1' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
    await drawn.t.close();
  });

  async function handoffUrl(origin: string, persona: string): Promise<string> {
    const res = await fetch(`${origin}/demo/handoff`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ persona }),
    });
    const body = (await res.json()) as { url: string };
    return origin + new URL(body.url).pathname + new URL(body.url).search;
  }

  /** The screen's text; `withoutLaterParts`: less the panels it fills after its first paint. */
  const rootText = (page: Page, withoutLaterParts = false) =>
    page.evaluate((hide) => {
      const root = document.getElementById('root');
      if (!root) return '';
      // Decision 046: the home's activities are read after the first paint, on every road.
      const later = hide
        ? Array.from(root.querySelectorAll<HTMLElement>('[data-testid="home-activities"]'))
        : [];
      for (const el of later) el.style.display = 'none';
      const text = root.innerText;
      for (const el of later) el.style.display = '';
      return text;
    }, withoutLaterParts);

  /** The page's text once it has stopped changing. */
  async function settledRootText(page: Page): Promise<string> {
    let last = '';
    await expect
      .poll(
        async () => {
          const now = await rootText(page);
          const same = now === last && now.length > 0;
          last = now;
          return same;
        },
        { interval: 500, timeout: 15_000 },
      )
      .toBe(true);
    return last;
  }

  /** The landing's text once its screen is there and the text has stopped changing. */
  async function settledText(page: Page, ready: string): Promise<string> {
    await page.getByTestId(ready).first().waitFor({ timeout: 20_000 });
    await page.getByTestId('tabbar-home').waitFor();
    let last = '';
    await expect
      .poll(
        async () => {
          const now = await rootText(page);
          const same = now === last;
          last = now;
          return same;
        },
        { interval: 500, timeout: 15_000 },
      )
      .toBe(true);
    return last;
  }

  for (const { persona, landing, ready } of personas) {
    it(`${persona}: the drawn ${landing} has the client's text, hydrates without a warning, and leaves no token in the URL`, async () => {
      // 1. As the server draws it: the page with no script run at all.
      const still = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN' });
      const stillPage = await still.newPage();
      await stillPage.goto(await handoffUrl(drawn.origin, persona));
      const serverText = await rootText(stillPage);
      const serverScreen = await rootText(stillPage, true);
      expect(serverText.length).toBeGreaterThan(0);
      await still.close();

      // 2. Drawn, then hydrated.
      const context = await phoneContext(browser);
      const page = await context.newPage();
      const complaints: string[] = [];
      const listen = (m: ConsoleMessage) => {
        if (m.type() === 'error' || m.type() === 'warning') complaints.push(m.text());
      };
      page.on('console', listen);
      page.on('pageerror', (e) => complaints.push(e.message));
      await page.goto(await handoffUrl(drawn.origin, persona));
      const drawnText = await rootText(page);
      await page.waitForURL((url) => url.pathname === landing, { timeout: 20_000 });
      await page.waitForFunction(() => performance.getEntriesByName('rc:app-hydrate').length > 0);
      const hydratedText = await settledText(page, ready);
      expect(page.url()).not.toContain('token=');
      expect(complaints.filter((c) => /hydrat|did not match|mismatch/i.test(c))).toEqual([]);
      expect(complaints).toEqual([]);
      await page.screenshot({ path: `${shots}ssr-${persona}.png` });

      // 3. Drawn by the browser alone: the server draws only for a browser's own navigation
      // (Sec-Fetch-Dest: document), so the same hand-off fetched without it gets today's page.
      const clientContext = await phoneContext(browser);
      const clientPage = await clientContext.newPage();
      const clientUrl = await handoffUrl(drawn.origin, persona);
      await clientPage.route(clientUrl, async (route) => {
        const headers = Object.fromEntries(
          Object.entries(route.request().headers()).filter(([name]) => !name.startsWith('sec-fetch-')),
        );
        await route.fulfill({ response: await route.fetch({ headers }) });
      });
      await clientPage.goto(clientUrl);
      expect(await clientPage.evaluate(() => !('__RC_SSR__' in window))).toBe(true);
      await clientPage.waitForURL((url) => url.pathname === landing, { timeout: 20_000 });
      const clientText = await settledText(clientPage, ready);

      // The page as it arrives is the server's screen; hydrated and settled, it is the browser's own.
      expect(drawnText).toBe(serverText);
      expect(hydratedText).toBe(clientText);
      expect(await rootText(page, true)).toBe(serverScreen);
      expect(await rootText(clientPage, true)).toBe(serverScreen);
      await context.close();
      await clientContext.close();
    });
  }

  it('a second use of a spent hand-off gets the refusal the browser itself shows, on both roads', async () => {
    const url = await handoffUrl(drawn.origin, 'headPage');
    const first = await phoneContext(browser);
    await (await first.newPage()).goto(url);
    await first.close();

    /** Opens the spent hand-off; `bypass`: the page fetched without the navigation headers (today's page). */
    const reopen = async (bypass: boolean) => {
      const context = await phoneContext(browser);
      const page = await context.newPage();
      if (bypass)
        await page.route(url, async (route) => {
          const headers = Object.fromEntries(
            Object.entries(route.request().headers()).filter(([name]) => !name.startsWith('sec-fetch-')),
          );
          await route.fulfill({ response: await route.fetch({ headers }) });
        });
      await page.goto(url);
      expect(await page.evaluate(() => '__RC_SSR__' in window)).toBe(false);
      await page.waitForURL((u) => !u.searchParams.has('token') || u.pathname !== '/account/entrance', {
        timeout: 20_000,
      });
      const text = await settledRootText(page);
      const where = new URL(page.url()).pathname;
      await context.close();
      return { where, text };
    };
    const drawnRoad = await reopen(false);
    const browserRoad = await reopen(true);
    expect(drawnRoad.where).not.toBe('/mine/persional');
    expect(drawnRoad).toEqual(browserRoad);
  });
});
