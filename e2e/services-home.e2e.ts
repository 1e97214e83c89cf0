import { describe, expect, it } from 'vitest';
import { browserAvailable, phoneContext } from './support/browser.js';
import { servicesSuite, screenshotForms } from './support/services.js';
import { bookFollowCancel, cancelOnDetail, enterAs, fillForm } from './services-form.js';

const forms = [
  ['/order/homeclean', 'homeClean', 'home-clean'],
  ['/order/homeprotect', 'homeProtect', 'home-protect'],
  ['/order/phonelink', 'phoneLink', 'phone-link'],
  ['/order/onlineConsultation', 'onlineConsultation', 'online-consultation'],
] as const;

describe.skipIf(!browserAvailable)('home services: booked with a coupon, followed, cancelled', () => {
  const suite = servicesSuite();

  it('books home cleaning, sees extra hours priced, follows it in the orders and cancels it', async () => {
    const context = await phoneContext(suite.browser, 'zh-CN');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await enterAs(page, suite.server.origin, 'headPage');
    await page.goto(`${suite.server.origin}/order/homeclean`);
    await fillForm(page, 'homeClean');
    // One hour beyond the three the right covers: ¥50 to pay the cleaner.
    await page.locator('[data-field="hours"] .adm-stepper-plus').click();
    await page.getByTestId('service-price').getByText('¥50').waitFor();
    await page.getByTestId('service-submit').click();
    await page.waitForURL(/\/order\/checkDetail\//, { timeout: 15_000 });
    const id = page.url().split('/').pop() ?? '';
    await page.getByTestId('order-detail').waitFor({ timeout: 15_000 });

    await page.goto(`${suite.server.origin}/order/list`);
    await page.locator(`[data-testid="order-card"][data-order-id="${id}"]`).waitFor({ timeout: 15_000 });
    await page.goto(`${suite.server.origin}/order/checkDetail/${id}`);
    await page.getByTestId('order-detail').waitFor({ timeout: 15_000 });
    await cancelOnDetail(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['/order/homeprotect', 'homeProtect'],
    ['/order/phonelink', 'phoneLink'],
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

  it('shows each home and health form in both languages', async () => {
    await screenshotForms(suite, forms);
  });
});
