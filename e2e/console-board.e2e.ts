import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, launchChromium, phoneContext, shots } from './support/browser.js';
import { startServer } from './support/server.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { demoOperatorLogins } from '../apps/server/src/seed/operators.js';
import { auditLog, stores } from '../apps/server/src/db/schema/index.js';

const operator = demoOperatorLogins[0];

const dispatcher = demoOperatorLogins.find((o) => o.role === 'dispatcher') ?? operator;

async function signIn(
  page: Page,
  origin: string,
  lang: 'zh' | 'en',
  who: { account: string; password: string } = operator,
) {
  await page.goto(`${origin}/console/login?lang=${lang}`);
  await page.getByTestId('console-account').fill(who.account);
  await page.getByTestId('console-password').fill(who.password);
  await page.getByTestId('console-login').click();
  await page.waitForURL((url) => url.pathname === '/console', { timeout: 20_000 });
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
}

/** The dashboard's cards and charts that reach past their card or the window (test ids), run in the page. */
const overflowingRight = (): string[] => {
  const limit = document.documentElement.clientWidth;
  const out: string[] = [];
  const cards = document.querySelectorAll<HTMLElement>('[data-testid^="dash-"]');
  for (let i = 0; i < cards.length; i += 1) {
    const card = cards.item(i);
    const box = card.getBoundingClientRect();
    if (box.right > limit + 0.5) out.push(card.dataset.testid ?? '');
    const charts = card.querySelectorAll('svg');
    for (let j = 0; j < charts.length; j += 1) {
      const svg = charts.item(j);
      if (svg.getBoundingClientRect().right > box.right + 0.5) out.push(svg.dataset.testid ?? 'svg');
    }
  }
  return out;
};

/** Pairs of map markers (pins, plate tags, clusters) whose drawn boxes overlap, run in the page. */
const overlappingMarkers = (): string[] => {
  const found = document.querySelectorAll<HTMLElement>('.leaflet-marker-icon');
  const icons: { name: string; box: DOMRect }[] = [];
  for (let i = 0; i < found.length; i += 1) {
    const el = found.item(i);
    icons.push({
      name: el.getAttribute('title') ?? el.textContent ?? '',
      box: (el.firstElementChild ?? el).getBoundingClientRect(),
    });
  }
  const out: string[] = [];
  for (let i = 0; i < icons.length; i += 1) {
    for (let j = i + 1; j < icons.length; j += 1) {
      const a = icons[i];
      const b = icons[j];
      if (!a || !b) continue;
      const apart =
        a.box.right <= b.box.left ||
        b.box.right <= a.box.left ||
        a.box.bottom <= b.box.top ||
        b.box.bottom <= a.box.top;
      if (!apart) out.push(`${a.name} / ${b.name}`);
    }
  }
  return out;
};

describe.skipIf(!browserAvailable)('operations console: dispatch board, dashboard, stores', () => {
  let browser: Browser;
  let server: { t: TestApp; origin: string };
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    server = await startServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser.close();
    await server.t.close();
  });

  it('an operator opens the board, reassigns a waiting rescue, opens the dashboard and adds a store on the map', async () => {
    const context = await phoneContext(browser, 'zh-CN');
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, server.origin, 'zh');

    // The board: open rescues, the late one highlighted.
    await page.getByTestId('console-menu').click();
    await page.getByTestId('console-nav-dispatch').click();
    await page.waitForURL((url) => url.pathname === '/console/dispatch');
    const cards = page.getByTestId('board-order');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    await expect.poll(() => page.locator('.rc-disp-order.is-late').count()).toBe(1);
    // The late one is red on the map: its own pin, or the cluster it is drawn in.
    await expect.poll(() => page.locator('.rc-disp-pin--late, .rc-disp-cluster.is-late').count()).toBe(1);

    // The VIP customer on the 3rd Ring waits in the pool: offer it to the free truck 京B3K552.
    const waiting = cards.filter({ hasText: '沪B88888' });
    await expect.poll(() => waiting.getByTestId('order-stage').textContent()).toBe('待派车');
    await waiting.getByTestId('reassign-open').click();
    await waiting.getByTestId('truck-京B3K552').click();
    await waiting.getByTestId('field-reason').fill('客户所在位置离该车最近，改派');
    await waiting.getByTestId('reassign-confirm').click();
    await expect
      .poll(() => waiting.getByTestId('order-truck').textContent(), { timeout: 10_000 })
      .toContain('京B3K552');
    await expect.poll(() => waiting.getByTestId('order-stage').textContent()).toBe('待接单');
    const lines = await server.t.app.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'rescue.reassign'));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.after).toMatchObject({ vehicleNo: '京B3K552' });

    // The dashboard draws its three charts from the seeded month.
    await page.goto(`${server.origin}/console/dashboard`);
    await expect
      .poll(() => page.getByTestId('chart-orders').locator('rect').count(), { timeout: 15_000 })
      .toBeGreaterThan(5);
    await expect.poll(() => page.getByTestId('chart-redemptions').locator('rect').count()).toBe(30);
    await expect.poll(() => page.getByTestId('chart-response').locator('path').count()).toBe(4);

    // A new store, its position picked on the map.
    await page.goto(`${server.origin}/console/stores`);
    await page.getByTestId('store-new').click();
    const form = page.getByTestId('store-form');
    await expect
      .poll(() => form.getByTestId('field-merchantId').locator('option').count(), { timeout: 10_000 })
      .toBeGreaterThan(1);
    const merchantValue = await form
      .getByTestId('field-merchantId')
      .locator('option')
      .nth(1)
      .getAttribute('value');
    await form.getByTestId('field-merchantId').selectOption(merchantValue ?? '');
    await expect
      .poll(() => form.getByTestId('field-branchCode').locator('option').count())
      .toBeGreaterThan(1);
    await form.getByTestId('field-branchCode').selectOption('110000');
    await form.getByTestId('field-snCode').fill('SN110105088');
    await form.getByTestId('field-name').fill('杨光洗车（双井店）');
    await form.getByTestId('field-nameEn').fill('Yangguang Car Wash (Shuangjing)');
    await form.getByTestId('field-address').fill('北京市朝阳区广渠路36号院');
    await form.getByTestId('field-addressEn').fill('36 Guangqu Rd, Chaoyang, Beijing');
    await form.getByTestId('field-phone').fill('010-87771234');
    await form.getByTestId('service-9').check();
    const picker = form.getByTestId('store-picker');
    await picker.scrollIntoViewIfNeeded();
    await picker.click({ position: { x: 120, y: 90 } });
    await expect.poll(() => form.getByTestId('picked').textContent()).toMatch(/\d+\.\d+, \d+\.\d+/);
    const lat = Number(await form.getByTestId('field-lat').inputValue());
    const lng = Number(await form.getByTestId('field-lng').inputValue());
    await form.getByTestId('form-save').click();
    await expect
      .poll(() => page.getByTestId('store-row').filter({ hasText: 'SN110105088' }).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    const [saved] = await server.t.app.deps.db.select().from(stores).where(eq(stores.snCode, 'SN110105088'));
    expect(saved?.lat).toBeCloseTo(lat, 5);
    expect(saved?.lng).toBeCloseTo(lng, 5);
    // Near Beijing, where the map opened.
    expect(Math.abs((saved?.lat ?? 0) - 39.9)).toBeLessThan(0.5);
    const created = await server.t.app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'store.create'), eq(auditLog.objectId, saved?.id ?? '')));
    expect(created).toHaveLength(1);
  });

  it('no marker covers another at any zoom; a dispatcher sees the full address and a relay number to call, audited; an operator has no such action', async () => {
    for (const [locale, lang, width] of [
      ['zh-CN', 'zh', 1366],
      ['en-US', 'en', 1366],
      ['zh-CN', 'zh', 375],
      ['en-US', 'en', 375],
    ] as const) {
      const context = await browser.newContext({
        viewport: { width, height: width === 375 ? 667 : 800 },
        locale,
        deviceScaleFactor: 1,
      });
      contexts.push(context);
      const page = await context.newPage();
      await signIn(page, server.origin, lang, dispatcher);
      await page.goto(`${server.origin}/console/dispatch`);
      await expect
        .poll(() => page.getByTestId('board-order').count(), { timeout: 15_000 })
        .toBeGreaterThanOrEqual(4);
      await settle(page);
      const zoomOf = async () => Number(await page.locator('.leaflet-container').getAttribute('data-zoom'));
      // Polled: while Leaflet animates a zoom the markers move; once it settles none overlaps.
      await expect.poll(() => page.evaluate(overlappingMarkers)).toEqual([]);
      // On a phone the markers start clustered: clicking a cluster zooms in and splits it.
      if (width === 375) {
        const markers = page.locator('.leaflet-marker-icon');
        const before = await markers.count();
        const from = await zoomOf();
        await page.locator('.rc-disp-cluster').first().click();
        await expect.poll(zoomOf, { timeout: 10_000 }).toBeGreaterThan(from);
        await expect.poll(() => markers.count(), { timeout: 10_000 }).toBeGreaterThan(before);
        await expect.poll(() => page.evaluate(overlappingMarkers)).toEqual([]);
      }
      // Zoom out twice and in four times with the map's own buttons: still nothing overlaps.
      for (const [button, times] of [
        ['.leaflet-control-zoom-out', 2],
        ['.leaflet-control-zoom-in', 4],
      ] as const) {
        for (let i = 0; i < times; i += 1) {
          // At the last (or first) zoom the button is disabled: nothing further to check that way.
          if ((await page.locator(button).getAttribute('class'))?.includes('leaflet-disabled')) break;
          const from = await zoomOf();
          await page.locator(button).click();
          // The markers are laid out for the new zoom (a click during an animation would be lost).
          await expect.poll(zoomOf).toBe(from + (button.endsWith('in') ? 1 : -1));
          await expect.poll(() => page.evaluate(overlappingMarkers)).toEqual([]);
        }
      }
      await page.screenshot({ path: `${shots}console-dispatch-map-${width}-${locale}.png` });

      // The dispatcher reveals the first card's customer: the full address and a call link.
      const card = page.getByTestId('board-order').first();
      const orderNo = (await card.getAttribute('data-order')) ?? '';
      await card.getByTestId('contact-open').click();
      const panel = card.getByTestId('contact-panel');
      await expect.poll(() => panel.count(), { timeout: 10_000 }).toBe(1);
      expect(await panel.getByTestId('contact-address').textContent()).not.toContain('**');
      expect(await panel.getByTestId('contact-call').getAttribute('href')).toMatch(/^tel:170\d{8}$/);
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}console-dispatch-contact-${width}-${locale}.png` });
      const lines = await server.t.app.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'rescue.revealContact'), eq(auditLog.objectId, orderNo)));
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.at(-1)?.operatorAccount).toBe(dispatcher.account);
    }

    // An operator's board has no such action.
    const context = await phoneContext(browser, 'zh-CN');
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, server.origin, 'zh');
    await page.goto(`${server.origin}/console/dispatch`);
    await expect
      .poll(() => page.getByTestId('board-order').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(4);
    expect(await page.getByTestId('contact-open').count()).toBe(0);
  });

  it('screenshots of the dispatch board and the dashboard, desktop and phone, in both languages', async () => {
    for (const [locale, lang] of [
      ['zh-CN', 'zh'],
      ['en-US', 'en'],
    ] as const) {
      const desktop = await browser.newContext({
        viewport: { width: 1280, height: 860 },
        locale,
        deviceScaleFactor: 1,
      });
      contexts.push(desktop);
      const page = await desktop.newPage();
      await signIn(page, server.origin, lang);
      await page.goto(`${server.origin}/console/dispatch`);
      await expect
        .poll(() => page.getByTestId('board-order').count(), { timeout: 15_000 })
        .toBeGreaterThanOrEqual(4);
      await settle(page);
      await page.screenshot({ path: `${shots}console-dispatch-board-${locale}.png` });
      await page.goto(`${server.origin}/console/dashboard`);
      await expect
        .poll(() => page.getByTestId('chart-response').locator('path').count(), { timeout: 15_000 })
        .toBe(4);
      await settle(page);
      await page.screenshot({ path: `${shots}console-dashboard-${locale}.png`, fullPage: true });
      // Every chart fits its card and nothing runs off the window's right edge, also after the
      // full-page screenshot resized the window (a chart that grew its grid cell never shrank back).
      expect(await page.evaluate(overflowingRight)).toEqual([]);

      const phone = await phoneContext(browser, locale);
      contexts.push(phone);
      const p = await phone.newPage();
      await signIn(p, server.origin, lang);
      await p.goto(`${server.origin}/console/dispatch`);
      await expect
        .poll(() => p.getByTestId('board-order').count(), { timeout: 15_000 })
        .toBeGreaterThanOrEqual(4);
      await settle(p);
      await p.screenshot({ path: `${shots}console-dispatch-board-phone-${locale}.png`, fullPage: true });
      await p.goto(`${server.origin}/console/dashboard`);
      await expect
        .poll(() => p.getByTestId('chart-response').locator('path').count(), { timeout: 15_000 })
        .toBe(4);
      await settle(p);
      await p.screenshot({ path: `${shots}console-dashboard-phone-${locale}.png`, fullPage: true });
      expect(await p.evaluate(overflowingRight)).toEqual([]);
    }
  });
});
