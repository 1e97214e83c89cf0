import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, launchChromium, phoneContext, shots } from './support/browser.js';
import { startServer } from './support/server.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { demoRescuerLogin } from '../apps/server/src/seed/rescue.js';
import { rescueFixtures } from '../apps/server/src/testing/rescue-fixtures.js';

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
  // A screenshot shows the screen, not the passing toast over it.
  await page
    .locator('.adm-toast-mask')
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => undefined);
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

  it('a customer requests a rescue; the rescuer accepts, moves, arrives, meets and completes; the customer sees each step live', async () => {
    const customer = await customerPage(browser, server.origin, 'zh-CN');
    contexts.push(customer.context);
    const c = customer.page;
    await c.goto(`${server.origin}/rescue/application`);
    await c.getByTestId('rescue-located').waitFor({ timeout: 15_000 });
    await c.getByTestId('rescue-12122').getByText('12122').first().waitFor();
    await c.getByTestId('rescue-address').fill('北京市朝阳区建国路88号 SOHO现代城东门');
    await c.getByTestId('rescue-fault-tow').click();
    // Where the car goes (R00010078): the nearest repair shop, chosen before sending.
    await c.getByTestId('rescue-destination').click();
    const shop = c.getByTestId('rescue-destination-list').locator('li button').nth(1);
    await shop.waitFor();
    const shopName = ((await shop.evaluate((b) => b.firstChild?.textContent)) ?? '').trim();
    expect(shopName).not.toBe('');
    await shop.click();
    await c.getByTestId('rescue-destination').getByText(shopName).waitFor();
    await c.getByTestId('rescue-on-highway').check();
    await c.getByTestId('rescue-cover').waitFor();
    await settle(c);
    await c.screenshot({ path: `${shots}rescue-application-zh-CN.png`, fullPage: true });
    await c.getByTestId('rescue-submit').click();
    await c.waitForURL((url) => url.pathname === '/rescue/applicationStatus', { timeout: 15_000 });
    await c.getByTestId('rescue-stage').getByText('正在为您寻找最近的救援车辆').waitFor({ timeout: 10_000 });
    const orderId = new URL(c.url()).searchParams.get('orderPrimaryId') ?? '';
    const [request] = await rescueFixtures(() => server.t).rows<{ destination_address: string }>(
      `select destination_address from rescue_requests where order_id = '${orderId}'`,
    );
    expect(request?.destination_address).toContain(shopName);
    // From here on the customer's page is never reloaded: every step below must arrive by itself.
    await c.getByTestId('rescue-follow-live').click();
    await c.waitForURL((url) => url.pathname === '/rescue/seeschedule');
    await c.locator('[data-testid="rescue-live"][data-live="1"]').waitFor({ timeout: 15_000 });
    let navigations = 0;
    c.on('framenavigated', (frame) => {
      if (frame === c.mainFrame()) navigations += 1;
    });

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
    // Dispatch offered it to 何建国's nearest free truck: a countdown, and it may be declined.
    await r.getByTestId('work-offer').waitFor();
    await r.getByTestId('work-step-declined').waitFor();
    await r.getByTestId('work-step-accepted').click();
    await r.getByTestId('work-step-departed').waitFor({ timeout: 10_000 });

    // Accepted: the customer sees the rescuer and the meeting code without reloading.
    await c.getByTestId('rescue-rescuer').getByText('何建国').waitFor({ timeout: 15_000 });
    const code =
      (await c.getByTestId('rescue-meeting-code').locator('.rc-rescue-meet__code').textContent())?.trim() ??
      '';
    expect(code).toMatch(/^\d{4}$/);
    await r.getByTestId('work-step-departed').click();
    await c.getByTestId('rescue-stage').getByText('师傅已出发，正赶往您的位置').waitFor({ timeout: 15_000 });

    // The truck moves: the rescuer's browser reports its position, the customer's distance follows.
    const before = (await c.getByTestId('rescue-stage').locator('.rc-rescue-eta').textContent()) ?? '';
    await rescuer.context.setGeolocation({ latitude: 39.9072, longitude: 116.4668 });
    await c.waitForFunction(
      (old) => {
        const now = document.querySelector('[data-testid="rescue-stage"] .rc-rescue-eta')?.textContent ?? '';
        return now !== '' && now !== old;
      },
      before,
      { timeout: 40_000 },
    );
    await c.getByTestId('rescue-map').waitFor();
    await settle(c);
    await c.screenshot({ path: `${shots}rescue-schedule-zh-CN.png`, fullPage: true });

    await r.getByTestId('work-step-arrived').click();
    await c.getByTestId('rescue-stage').getByText('师傅已到达现场').waitFor({ timeout: 15_000 });
    await r.getByTestId('work-meeting-code').fill(code);
    await r.getByTestId('work-step-met').click();
    await c.getByTestId('rescue-meeting-code').waitFor({ state: 'detached', timeout: 15_000 });
    await r.getByTestId('work-step-finished').click();
    await r.getByTestId('work-outcome').waitFor({ timeout: 10_000 });
    await settle(r);
    await r.screenshot({ path: `${shots}rescue-work-order-zh-CN.png`, fullPage: true });
    await c.getByTestId('rescue-outcome').getByText('救援完成').waitFor({ timeout: 15_000 });
    expect(await c.getByTestId('rescue-timeline').textContent()).toContain('师傅已接单');
    expect(navigations).toBe(0);
  }, 150_000);

  it('en-US: the request form, the rescuer work order list and the live map read in English', async () => {
    const customer = await customerPage(browser, server.origin, 'en-US');
    contexts.push(customer.context);
    const c = customer.page;
    await c.goto(`${server.origin}/rescue/application?lang=en`);
    await c.getByTestId('rescue-located').waitFor({ timeout: 15_000 });
    await c.getByText('On a highway, elevated road or in a tunnel?').waitFor();
    await c.getByTestId('rescue-address').fill('88 Jianguo Road, Chaoyang, east gate of SOHO');
    await c.getByTestId('rescue-fault-tow').click();
    await settle(c);
    await c.screenshot({ path: `${shots}rescue-application-en-US.png`, fullPage: true });
    await c.getByTestId('rescue-submit').click();
    await c.waitForURL((url) => url.pathname === '/rescue/applicationStatus', { timeout: 15_000 });
    await c.getByTestId('rescue-follow-live').click();
    await c.locator('[data-testid="rescue-live"][data-live="1"]').waitFor({ timeout: 15_000 });

    const rescuer = await rescuerPage(browser, server.origin, 'en-US');
    contexts.push(rescuer.context);
    const r = rescuer.page;
    await r.getByTestId('rescuer-distribution').click();
    const mine = r.getByTestId('work-order-item').filter({ hasText: 'Jianguo' });
    await mine.first().waitFor({ timeout: 10_000 });
    await r.getByText('To take / in progress').first().waitFor();
    await settle(r);
    await r.screenshot({ path: `${shots}rescue-work-orders-en-US.png`, fullPage: true });
    await mine.first().click();
    await r.getByTestId('work-order').waitFor();
    await r.getByTestId('work-step-accepted').click();
    await r.getByTestId('work-step-departed').waitFor({ timeout: 10_000 });
    await settle(r);
    await r.screenshot({ path: `${shots}rescue-work-order-en-US.png`, fullPage: true });

    await c.getByTestId('rescue-rescuer').waitFor({ timeout: 15_000 });
    await c.getByTestId('rescue-meeting-code').waitFor();
    await c.getByTestId('rescue-map').waitFor();
    await settle(c);
    await c.screenshot({ path: `${shots}rescue-schedule-en-US.png`, fullPage: true });
    // Leave the truck free: the customer cancels while it is on its way (allowed at this stage).
    await c.getByTestId('rescue-cancel').click();
    await c.getByText('I solved it myself').click();
    await c.getByRole('button', { name: 'Cancel it' }).click();
    await c.getByTestId('rescue-outcome').getByText('The rescue was cancelled').waitFor({ timeout: 15_000 });
  }, 120_000);
  it("a location link: the creator waits, sees the place the customer sends, and makes it their work order's rescue address", async () => {
    // A rescue 何建国 has accepted with 京A9T301 (made through the API: this test is about the link).
    const f = rescueFixtures(() => server.t);
    const created = await f.requestRescue('giftDone', '京A77777');
    const d = await f.latestDispatch(created.orderPrimaryId);
    expect(d.vehicle_no).toBe('京A9T301');
    expect(
      (await f.step(await f.rescuerToken(), created.orderPrimaryId, '京A9T301', 'accepted')).status,
    ).toBe(0);

    const rescuer = await rescuerPage(browser, server.origin, 'zh-CN');
    contexts.push(rescuer.context);
    const r = rescuer.page;
    await r.goto(`${server.origin}/geturl/createlink`);
    await r.getByTestId('location-link-create').click();
    await r.locator('[data-testid="link-position"][data-state="waiting"]').waitFor({ timeout: 10_000 });
    await r.getByText('等待客户发送位置').waitFor();
    const url = ((await r.locator('.rc-ll-link').textContent()) ?? '').trim();
    expect(url).toContain('/order/locationLogin?sd_track_code=');

    // The stranded customer opens the link on their own phone: no sign-in, the browser locates them.
    const stranded = await phoneContext(browser, 'zh-CN');
    contexts.push(stranded);
    await stranded.grantPermissions(['geolocation'], { origin: server.origin });
    await stranded.setGeolocation({ latitude: 39.9142, longitude: 116.4571 });
    const s = await stranded.newPage();
    await s.goto(url);
    await s.getByTestId('location-login').getByRole('link', { name: '开始定位' }).click();
    await s.getByTestId('location-sent').waitFor({ timeout: 20_000 });

    // The creator's screen shows it by itself (no reload), then one tap applies it to the work order.
    await r.locator('[data-testid="link-position"][data-state="reported"]').waitFor({ timeout: 20_000 });
    expect(await r.getByTestId('link-position-address').textContent()).toContain('39.91420, 116.45710');
    // 何建国 has two work orders under way (the seed's, and this one): the one of this rescue takes it.
    const apply = r.locator(`[data-ticket="${d.order_no}"]`).getByTestId('link-position-apply-button');
    await apply.waitFor();
    await settle(r);
    await r.screenshot({ path: `${shots}geturl-link-position-zh-CN.png`, fullPage: true });
    await apply.click();
    await r.getByText(`已更新工单 ${d.order_no} 的救援地址`).first().waitFor({ timeout: 10_000 });

    // The customer's rescue now points at where they said they are.
    const follow = await f.post<{ customerPlace: { lat: number; lng: number } }>(
      '/rescueOrder/R00010072',
      { orderPrimaryId: created.orderPrimaryId, primaryCheck: created.primaryCheck },
      created.token,
    );
    expect(follow.data.customerPlace).toMatchObject({ lat: 39.9142, lng: 116.4571 });
    await r.goto(`${server.origin}/accident/getaddress?ticketId=${d.order_no}`);
    await r.locator('dd', { hasText: '39.91420, 116.45710' }).waitFor({ timeout: 10_000 });
    const cancel = await f.post(
      '/rescueOrder/cancel',
      { orderPrimaryId: created.orderPrimaryId, primaryCheck: created.primaryCheck, reasonCode: 'otherHelp' },
      created.token,
    );
    expect(cancel.status).toBe(0);
  }, 120_000);
});
