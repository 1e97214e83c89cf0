import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { browserAvailable, phoneContext } from './support/browser.js';
import { servicesSuite, shots } from './support/services.js';
import { cancelOnDetail, enterAs, fillForm } from './services-form.js';

describe.skipIf(!browserAvailable)('designated driver: booked with a coupon, followed, cancelled', () => {
  const suite = servicesSuite();
  async function driverUsesSpent(): Promise<number> {
    const r = await suite.server.t.database.db.execute(
      sql.raw("select coalesce(sum(used_count), 0)::int as n from coupons where service_type = '6'"),
    );
    const rows = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { n: number }[];
    return Number(rows[0]?.n ?? -1);
  }

  it('books a driver, follows the booking, and cancelling gives the coupon back', async () => {
    const context = await phoneContext(suite.browser, 'zh-CN');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await enterAs(page, suite.server.origin, 'headPage');
    const before = await driverUsesSpent();

    await page.goto(`${suite.server.origin}/order/replaceDrive`);
    await fillForm(page, 'designatedDriver');
    await page.screenshot({ path: `${shots}services-replace-drive-zh.png`, fullPage: true });
    // A wrong number is refused on the form itself, naming the field.
    await page.locator('[data-field="contactMobile"] .adm-selector-item').nth(1).click();
    await page.locator('[data-field="contactMobile"] input').fill('12345');
    await page.getByTestId('service-submit').click();
    await page.getByText('联系电话填写有误').first().waitFor({ timeout: 5_000 });
    await page.locator('[data-field="contactMobile"] input').fill('13900002222');
    await page.getByTestId('service-submit').click();

    await page.waitForURL(/\/order\/driveDetail\?id=/, { timeout: 15_000 });
    await page.getByTestId('form-order').waitFor({ timeout: 15_000 });
    await page.getByTestId('driver-progress').getByText('正在为您安排司机').waitFor();
    await expect(page.getByTestId('form-order').textContent()).resolves.toContain('139****2222');
    expect(await driverUsesSpent()).toBe(before + 1);
    await page.screenshot({ path: `${shots}services-drive-detail-zh.png`, fullPage: true });
    const detailUrl = page.url();

    await page.goto(`${suite.server.origin}/order/drivingOrder`);
    await page.locator('.rc-svc-item').first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${shots}services-driving-order-zh.png` });
    await page.locator('.rc-svc-item').first().click();
    await page.waitForURL(detailUrl);

    // The booking's text message opens the driver's progress on a phone with no session.
    const orderId = new URL(detailUrl).searchParams.get('id') ?? '';
    const r = await suite.server.t.database.db.execute(
      sql.raw(`select body from sms_outbox where order_id = '${orderId}'`),
    );
    const [sms] = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { body: string }[];
    const link = /\/order\/intelligentDrive\?Message=[\w-]+/.exec(sms?.body ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    const phone = await (await phoneContext(suite.browser, 'zh-CN')).newPage();
    await phone.goto(`${suite.server.origin}${link}`);
    await phone.waitForURL(/\/order\/driveStatus\?id=/, { timeout: 20_000 });
    await phone.getByTestId('driver-progress').waitFor({ timeout: 15_000 });
    await phone.screenshot({ path: `${shots}services-drive-status-zh.png` });
    await phone.context().close();

    await page.goto(detailUrl);
    await cancelOnDetail(page);
    expect(await driverUsesSpent()).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the form in English', async () => {
    const context = await phoneContext(suite.browser, 'en-US');
    const page = await context.newPage();
    await enterAs(page, suite.server.origin, 'headPage');
    await page.goto(`${suite.server.origin}/order/replaceDrive`);
    await page.getByTestId('service-form').waitFor({ timeout: 15_000 });
    await page.getByText('Departure time').waitFor();
    await page.screenshot({ path: `${shots}services-replace-drive-en.png`, fullPage: true });
    await context.close();
  });
});
