import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserAvailable, launchChromium, phoneContext } from './support/browser.js';
import { startServer } from './support/server.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { cancelOnDetail, enterAs, fillForm } from './services-form.js';

const shots = new URL('../artifacts/screenshots/', import.meta.url).pathname;

const forms = [
  ['/order/homeclean', 'homeClean', 'home-clean'],
  ['/order/homeprotect', 'homeProtect', 'home-protect'],
  ['/order/phonelink', 'phoneLink', 'phone-link'],
  ['/order/onlineConsultation', 'onlineConsultation', 'online-consultation'],
] as const;

describe.skipIf(!browserAvailable)('home services: booked with a coupon, followed, cancelled', () => {
  let browser: Browser;
  let server: { t: TestApp; origin: string };
  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    server = await startServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
    await server.t.close();
  });

  it('books home cleaning, sees extra hours priced, follows it in the orders and cancels it', async () => {
    const context = await phoneContext(browser, 'zh-CN');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await enterAs(page, server.origin, 'headPage');
    await page.goto(`${server.origin}/order/homeclean`);
    await fillForm(page, 'homeClean');
    // One hour beyond the three the right covers: ¥50 to pay the cleaner.
    await page.locator('[data-field="hours"] .adm-stepper-plus').click();
    await page.getByTestId('service-price').getByText('¥50').waitFor();
    await page.getByTestId('service-submit').click();
    await page.waitForURL(/\/order\/checkDetail\//, { timeout: 15_000 });
    const id = page.url().split('/').pop() ?? '';
    await page.getByTestId('order-detail').waitFor({ timeout: 15_000 });

    await page.goto(`${server.origin}/order/list`);
    await page.locator(`[data-testid="order-card"][data-order-id="${id}"]`).waitFor({ timeout: 15_000 });
    await page.goto(`${server.origin}/order/checkDetail/${id}`);
    await page.getByTestId('order-detail').waitFor({ timeout: 15_000 });
    await cancelOnDetail(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows each home and health form in both languages', async () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const context = await phoneContext(browser, locale);
      const page = await context.newPage();
      await enterAs(page, server.origin, 'headPage');
      for (const [path, code, name] of forms) {
        await page.goto(`${server.origin}${path}`);
        await page.locator(`[data-form="${code}"]`).waitFor({ timeout: 15_000 });
        await page.screenshot({
          path: `${shots}services-${name}-${locale === 'zh-CN' ? 'zh' : 'en'}.png`,
          fullPage: true,
        });
      }
      await context.close();
    }
  });
});
