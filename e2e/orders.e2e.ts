import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchChromium, phoneContext } from './support/browser.js';
import { startServer } from './support/server.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';

const shots = new URL('../artifacts/screenshots/', import.meta.url).pathname;

/** Hands the persona over from the demo launcher and waits for the landing screen. */
async function enterAs(page: Page, origin: string, persona: string): Promise<void> {
  await page.goto(`${origin}/demo`);
  await page.getByTestId(`persona-${persona}`).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/demo') && !url.pathname.startsWith('/account'), {
    timeout: 20_000,
  });
}

describe.skipIf(!browserAvailable)('a customer books a car wash with a coupon and cancels it', () => {
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

  it('chooses a store from the list, submits, follows the order, cancels and gets the coupon back', async () => {
    const context = await phoneContext(browser, 'zh-CN');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await enterAs(page, server.origin, 'headPage');

    // Store choice: the list works whether or not the map tiles load (the network is closed here).
    await page.goto(`${server.origin}/order/choiceStore?serviceType=9`);
    const store = page.locator('[data-testid="store-card"][data-sn="SN110105001"]');
    await store.waitFor({ timeout: 15_000 });
    await page.getByTestId('store-map').waitFor();
    await store.click();
    await page.screenshot({ path: `${shots}order-choice-store-zh.png` });
    await page.getByTestId('store-next').click();

    // The order form: the coupon the store accepts is preselected.
    await page.getByTestId('write-order').waitFor({ timeout: 15_000 });
    const coupon = page.getByTestId('coupon-option').first();
    await coupon.waitFor();
    const couponBefore = (await coupon.textContent()) ?? '';
    await page.getByTestId('mobile-input').locator('input').fill('13800001234');
    await page.screenshot({ path: `${shots}order-write-order-zh.png` });
    await page.getByTestId('submit-order').click();

    // The car-wash code.
    await page.waitForURL(/\/order\/washCarErcode\//, { timeout: 15_000 });
    await page.getByTestId('qr-svg').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${shots}order-wash-qr-zh.png` });
    const orderId = page.url().split('/').pop() ?? '';

    // Follows it in the ongoing list.
    await page.goto(`${server.origin}/order/list`);
    const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain('杨光洗车（望京店）');
    await page.screenshot({ path: `${shots}order-list-ongoing-zh.png` });

    // Cancels it with a reason.
    await page.goto(`${server.origin}/order/checkDetail/${orderId}`);
    await page.getByTestId('order-detail').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${shots}order-detail-zh.png` });
    await page.getByRole('button', { name: '取消订单' }).click();
    await page.getByText('预约时间不合适').click();
    await page.getByTestId('confirm-cancel').click();
    await page.getByTestId('order-timeline').getByText('已取消').waitFor({ timeout: 15_000 });
    await page.getByTestId('confirm-cancel').waitFor({ state: 'detached', timeout: 5_000 });
    await page.screenshot({ path: `${shots}order-detail-cancelled-zh.png` });

    // It has moved to the ended list.
    await page.goto(`${server.origin}/order/list?tab=ended`);
    await page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${shots}order-list-ended-zh.png` });

    // The coupon is usable again, with the same uses left as before the booking.
    await page.goto(`${server.origin}/order/writeorder?serviceType=9&shopSnCode=SN110105001`);
    const again = page.getByTestId('coupon-option').first();
    await again.waitFor({ timeout: 15_000 });
    expect((await again.textContent()) ?? '').toBe(couponBefore);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the order screens in English', async () => {
    const context = await phoneContext(browser, 'en-US');
    const page = await context.newPage();
    await enterAs(page, server.origin, 'headPage');
    await page.goto(`${server.origin}/order/list`);
    await page.getByTestId('order-card').first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('tab-ongoing').textContent()).toBe('Ongoing');
    await page.screenshot({ path: `${shots}order-list-ongoing-en.png` });
    await page.getByTestId('order-card').first().locator('a').first().click();
    await page.getByTestId('order-detail').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${shots}order-detail-en.png` });
    await page.goto(`${server.origin}/order/choiceStore?serviceType=9`);
    await page.getByTestId('store-card').first().waitFor({ timeout: 15_000 });
    await page.getByTestId('store-card').first().click();
    await page.screenshot({ path: `${shots}order-choice-store-en.png` });
    await page.getByTestId('store-next').click();
    await page.getByTestId('write-order').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${shots}order-write-order-en.png` });
    await page.goto(`${server.origin}/order/list?tab=ended`);
    await page.getByTestId('order-card').first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${shots}order-list-ended-en.png` });
    await context.close();
  });

  it('opens an order from its SMS link (the /order/list Message entry)', async () => {
    const context = await phoneContext(browser, 'zh-CN');
    const page = await context.newPage();
    await page.goto(`${server.origin}/order/list?Message=demo-sms-headpage-wash`);
    await page.waitForURL(/\/order\/checkDetail\/.+businessType=carWash/, { timeout: 20_000 });
    await page.getByTestId('order-detail').waitFor({ timeout: 15_000 });
    await page.goto(`${server.origin}/order/list?sms=1`);
    await page.waitForURL(/\/account\/expired/, { timeout: 15_000 });
    await context.close();
  });
});
