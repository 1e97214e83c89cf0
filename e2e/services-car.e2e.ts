import { describe, expect, it } from 'vitest';
import { browserAvailable, phoneContext } from './support/browser.js';
import { servicesSuite, screenshotForms, shots } from './support/services.js';
import { bookFollowCancel, cancelOnDetail, enterAs, fillForm } from './services-form.js';

const forms = [
  ['/order/SendforInspection', 'inspectionRun', 'send-for-inspection'],
  ['/order/safetyMonitor', 'safetyMonitor', 'safety-monitor'],
  ['/order/safetyBerth', 'safetyBerth', 'safety-berth'],
  ['/order/safeDocking', 'safeDocking', 'safe-docking'],
  ['/order/carDisinfect', 'carDisinfect', 'car-disinfect'],
  ['/order/replaceWalkCar', 'courtesyCar', 'replace-walk-car'],
  ['/order/overFight', 'airportTransfer', 'over-fight'],
] as const;

describe.skipIf(!browserAvailable)('car services: booked with a coupon, followed, cancelled', () => {
  const suite = servicesSuite();

  it('books valet parking, follows it on its own detail and cancels it', async () => {
    const context = await phoneContext(suite.browser, 'zh-CN');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await enterAs(page, suite.server.origin, 'headPage');
    await page.goto(`${suite.server.origin}/order/safeDocking`);
    await fillForm(page, 'safeDocking');
    await page.getByTestId('service-submit').click();
    await page.waitForURL(/\/order\/safeDetail\//, { timeout: 15_000 });
    await page.getByTestId('form-order').getByText('首都机场 T3 出发层').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${shots}services-safe-detail-zh.png`, fullPage: true });
    await cancelOnDetail(page);
    await expect(page.getByTestId('form-order-cancel').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('books the inspection run through order/R00020012 and cancels it', async () => {
    const context = await phoneContext(suite.browser, 'zh-CN');
    const page = await context.newPage();
    await enterAs(page, suite.server.origin, 'headPage');
    await page.goto(`${suite.server.origin}/order/SendforInspection`);
    await fillForm(page, 'inspectionRun');
    await page.getByTestId('service-submit').click();
    await page.waitForURL(/\/order\/checkDetail\//, { timeout: 15_000 });
    await page.getByTestId('order-detail').waitFor({ timeout: 15_000 });
    await cancelOnDetail(page);
    await context.close();
  });

  it.each([
    ['/order/carDisinfect', 'carDisinfect'],
    ['/order/safetyMonitor', 'safetyMonitor'],
    ['/order/replaceWalkCar', 'courtesyCar'],
  ])('books %s with a coupon, follows it from the ongoing orders and cancels it', async (path, code) => {
    const context = await phoneContext(suite.browser, 'zh-CN');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await enterAs(page, suite.server.origin, 'headPage');
    await bookFollowCancel(page, suite.server.origin, path, code);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows each car-service form in both languages', async () => {
    await screenshotForms(suite, forms);
  });
});
