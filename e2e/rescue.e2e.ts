import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, launchChromium, phoneContext } from './support/browser.js';
import { startServer } from './support/server.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { demoRescuerLogin } from '../apps/server/src/db/seed/rescue.js';

const shots = new URL('../artifacts/screenshots/', import.meta.url).pathname;
const where = { latitude: 39.9065, longitude: 116.4703 };

async function customerPage(browser: Browser, origin: string, locale: 'zh-CN' | 'en-US') {
  const context = await phoneContext(browser, locale);
  await context.grantPermissions(['geolocation'], { origin });
  await context.setGeolocation(where);
  const page = await context.newPage();
  await page.goto(`${origin}/demo`);
  await page.getByTestId('persona-headPage').click();
  await page.waitForURL((url) => url.pathname === '/mine/persional', { timeout: 20_000 });
  return { context, page };
}

async function rescuerPage(browser: Browser, origin: string, locale: 'zh-CN' | 'en-US') {
  const context = await phoneContext(browser, locale);
  await context.grantPermissions(['geolocation'], { origin });
  await context.setGeolocation({ latitude: 39.9201, longitude: 116.4489 });
  const page = await context.newPage();
  await page.goto(`${origin}/accident/login?lang=${locale === 'en-US' ? 'en' : 'zh'}`);
  await page.getByTestId('rescuer-account').fill(demoRescuerLogin.account);
  await page.getByTestId('rescuer-password').fill(demoRescuerLogin.password);
  await page.getByTestId('rescuer-login').click();
  await page.waitForURL((url) => url.pathname === '/accident/index', { timeout: 15_000 });
  return { context, page };
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

describe.skipIf(!browserAvailable)('roadside rescue, customer and rescuer', () => {
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

  it('a customer requests a rescue; the rescuer accepts and arrives; the customer sees it live', async () => {
    const customer = await customerPage(browser, server.origin, 'zh-CN');
    contexts.push(customer.context);
    const c = customer.page;
    await c.goto(`${server.origin}/rescue/application`);
    await c.getByTestId('rescue-located').waitFor({ timeout: 15_000 });
    await c.getByTestId('rescue-12122').getByText('12122').first().waitFor();
    await c.getByTestId('rescue-address').fill('北京市朝阳区建国路88号 SOHO现代城东门');
    await c.getByTestId('rescue-fault-tow').click();
    await c.getByTestId('rescue-on-highway').check();
    await c.getByTestId('rescue-cover').waitFor();
    await settle(c);
    await c.screenshot({ path: `${shots}rescue-application-zh-CN.png`, fullPage: true });
    await c.getByTestId('rescue-submit').click();
    await c.waitForURL((url) => url.pathname === '/rescue/applicationStatus', { timeout: 15_000 });
    await c.getByTestId('rescue-stage').getByText('正在为您寻找最近的救援车辆').waitFor({ timeout: 10_000 });
    const statusUrl = new URL(c.url());
    const ref = `orderPrimaryId=${statusUrl.searchParams.get('orderPrimaryId') ?? ''}&primaryCheck=${encodeURIComponent(statusUrl.searchParams.get('primaryCheck') ?? '')}`;

    const rescuer = await rescuerPage(browser, server.origin, 'zh-CN');
    contexts.push(rescuer.context);
    const r = rescuer.page;
    await r.getByTestId('rescuer-distribution').click();
    await r.getByTestId('work-orders-0').waitFor();
    const mine = r.getByTestId('work-order-item').filter({ hasText: '建国路**号' });
    await mine.first().waitFor({ timeout: 10_000 });
    await settle(r);
    await r.screenshot({ path: `${shots}rescue-work-orders-zh-CN.png`, fullPage: true });
    await mine.first().click();
    await r.getByTestId('work-step-accepted').click();
    await r.getByTestId('work-step-arrived').waitFor({ timeout: 10_000 });
    await settle(r);
    await r.screenshot({ path: `${shots}rescue-work-order-zh-CN.png`, fullPage: true });
    await r.getByTestId('work-step-arrived').click();
    await r.getByTestId('work-step-finished').waitFor({ timeout: 10_000 });

    // The customer's live page picks the rescuer up by polling, without a reload.
    await c.goto(`${server.origin}/rescue/seeschedule?${ref}`);
    await c.getByTestId('rescue-rescuer').getByText('何建国').waitFor({ timeout: 15_000 });
    await c.getByTestId('rescue-stage').getByText('师傅已到达现场').waitFor({ timeout: 15_000 });
    await c.getByTestId('rescue-map').waitFor();
    await settle(c);
    await c.screenshot({ path: `${shots}rescue-schedule-zh-CN.png`, fullPage: true });
    expect(await c.getByTestId('rescue-timeline').textContent()).toContain('师傅已接单');
  }, 120_000);

  it('en-US: the request form and the rescuer work order list read in English', async () => {
    const customer = await customerPage(browser, server.origin, 'en-US');
    contexts.push(customer.context);
    const c = customer.page;
    await c.goto(`${server.origin}/rescue/application?lang=en`);
    await c.getByTestId('rescue-located').waitFor({ timeout: 15_000 });
    await c.getByText('On a highway, elevated road or in a tunnel?').waitFor();
    await c.getByTestId('rescue-address').fill('88 Jianguo Road, Chaoyang, east gate of SOHO');
    await settle(c);
    await c.screenshot({ path: `${shots}rescue-application-en-US.png`, fullPage: true });

    const rescuer = await rescuerPage(browser, server.origin, 'en-US');
    contexts.push(rescuer.context);
    const r = rescuer.page;
    await r.getByTestId('rescuer-distribution').click();
    await r.getByTestId('work-order-item').first().waitFor({ timeout: 10_000 });
    await r.getByText('To take / in progress').first().waitFor();
    await settle(r);
    await r.screenshot({ path: `${shots}rescue-work-orders-en-US.png`, fullPage: true });
    await r.getByTestId('work-order-item').first().click();
    await r.getByTestId('work-order').waitFor();
    await settle(r);
    await r.screenshot({ path: `${shots}rescue-work-order-en-US.png`, fullPage: true });
  }, 90_000);
});
