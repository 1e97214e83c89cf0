import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { browserAvailable, phoneContext } from './support/browser.js';
import { servicesSuite, shots } from './support/services.js';
import { cancelOnDetail, enterAs, fillForm } from './services-form.js';

/** A valid 1×1 PNG: what a phone camera hands the page, as small as it gets. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function takePhoto(page: Page, n: number): Promise<void> {
  await page
    .getByTestId('camera-input')
    .setInputFiles({ name: `shot-${n}.png`, mimeType: 'image/png', buffer: png });
}

describe.skipIf(!browserAvailable)('camera photos, health card application, driver trail', () => {
  const suite = servicesSuite();
  async function rows<T>(query: string): Promise<T[]> {
    const r = await suite.server.t.database.db.execute(sql.raw(query));
    return (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as T[];
  }

  it('takes photos for a paint booking, books it, sees its answers on checkDetail and adds a photo there', async () => {
    const context = await phoneContext(suite.browser, 'zh-CN');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await enterAs(page, suite.server.origin, 'headPage');

    await page.goto(`${suite.server.origin}/order/paintrepair`);
    await page.getByTestId('paint-camera').click();
    await page.getByTestId('camera-screen').waitFor({ timeout: 15_000 });
    await page.getByTestId('camera-empty').waitFor();
    await page.getByRole('radio', { name: '车牌' }).click();
    await takePhoto(page, 1);
    await page.getByTestId('camera-photo').getByText('车牌').waitFor({ timeout: 10_000 });
    await page.getByRole('radio', { name: '损伤部位' }).click();
    // The paint form takes six photos: the sixth fills the camera, which then takes no more.
    for (let n = 2; n <= 6; n += 1) {
      await takePhoto(page, n);
      await expect.poll(() => page.getByTestId('camera-photo').count(), { timeout: 10_000 }).toBe(n);
    }
    await page.getByTestId('camera-full').waitFor();
    await expect(page.getByTestId('camera-count').textContent()).resolves.toBe('6/6');
    await expect(page.getByTestId('camera-input').isDisabled()).resolves.toBe(true);
    await page.screenshot({ path: `${shots}services-camera-zh.png`, fullPage: true });
    // Deleting one makes room again.
    await page.getByTestId('camera-photo').nth(5).getByRole('button', { name: '删除照片' }).click();
    await expect.poll(() => page.getByTestId('camera-photo').count(), { timeout: 10_000 }).toBe(5);
    await expect(page.getByTestId('camera-full').count()).resolves.toBe(0);
    const shotsKept = await rows<{ shot: string; n: number }>(
      'select shot, count(*)::int as n from order_images where shot is not null and order_id is null group by shot order by shot',
    );
    expect(shotsKept).toEqual([
      { shot: 'damage', n: 4 },
      { shot: 'plate', n: 1 },
    ]);

    await page.getByTestId('camera-next').click();
    await page.waitForURL(/\/order\/lacquerFaceNumber\?photos=/);
    await page.locator('[data-panel="hood"]').click();
    await page.getByTestId('panels-next').click();
    await page.waitForURL(/\/order\/paintrepairtwo\?panels=hood&photos=/);
    await page.getByTestId('service-form').waitFor({ timeout: 15_000 });
    await expect
      .poll(() => page.locator('[data-field="photos"] .adm-image-uploader-cell img').count())
      .toBe(5);
    await fillForm(page, 'paintRepair', { skip: ['panels'] });
    await page.getByTestId('service-submit').click();

    // checkDetail shows the booking's own answers, with its photos.
    await page.waitForURL(/\/order\/checkDetail\//, { timeout: 15_000 });
    const answers = page.getByTestId('order-form-answers');
    await answers.waitFor({ timeout: 15_000 });
    await answers.getByText('需要喷漆的部位').waitFor();
    await answers.getByText('引擎盖').waitFor();
    await answers.getByText('车型级别').waitFor();
    // The contact number is shown masked.
    await expect(answers.textContent()).resolves.toMatch(/1\d\d\*{4}\d{4}/);
    await expect.poll(() => page.getByTestId('order-photo').count()).toBe(5);
    await page.screenshot({ path: `${shots}services-check-detail-answers-zh.png`, fullPage: true });

    // From the ongoing order, the camera adds a photo straight onto it.
    await page.getByTestId('order-camera').click();
    await page.getByTestId('camera-screen').waitFor({ timeout: 15_000 });
    await expect(page.getByTestId('camera-count').textContent()).resolves.toBe('0/4');
    await page.getByRole('radio', { name: '里程表' }).click();
    await takePhoto(page, 7);
    await page.getByTestId('camera-photo').getByText('里程表').waitFor({ timeout: 10_000 });
    await page.getByTestId('camera-done').click();
    await page.waitForURL(/\/order\/checkDetail\//);
    await expect.poll(() => page.getByTestId('order-photo').count(), { timeout: 10_000 }).toBe(6);

    await cancelOnDetail(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('applies for a health payment card with the right, follows the card order and withdraws it', async () => {
    const context = await phoneContext(suite.browser, 'zh-CN');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await enterAs(page, suite.server.origin, 'headPage');

    await page.goto(`${suite.server.origin}/order/healthInsurancePaymentCard`);
    await page.getByTestId('health-cards').waitFor({ timeout: 15_000 });
    await page.getByTestId('health-card').first().waitFor({ timeout: 15_000 });
    const cardsBefore = await page.getByTestId('health-card').count();
    await page.getByTestId('health-card-apply').click();
    await page.waitForURL(/apply=1/);
    await fillForm(page, 'healthCard');
    await page.screenshot({ path: `${shots}services-health-card-apply-zh.png`, fullPage: true });
    await page.getByTestId('service-submit').click();

    await page.waitForURL(/\/order\/cardOrder\?id=/, { timeout: 15_000 });
    await page.getByText('健康服务卡').first().waitFor({ timeout: 15_000 });
    await page.getByText('待发卡').waitFor();
    const cardUrl = page.url();

    await page.goto(`${suite.server.origin}/order/healthInsurancePaymentCard`);
    await expect
      .poll(() => page.getByTestId('health-card').count(), { timeout: 15_000 })
      .toBe(cardsBefore + 1);

    await page.goto(cardUrl);
    await page.getByTestId('card-order-cancel').click();
    await page.getByText('预约时间不合适').click();
    await page.getByTestId('confirm-cancel').click();
    await page.getByTestId('order-timeline').getByText('已取消').waitFor({ timeout: 15_000 });
    await expect(page.getByTestId('card-order-cancel').count()).resolves.toBe(0);
    await page.goto(`${suite.server.origin}/order/healthInsurancePaymentCard`);
    await page.getByTestId('health-card-apply').waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();

    const en = await phoneContext(suite.browser, 'en-US');
    const enPage = await en.newPage();
    await enterAs(enPage, suite.server.origin, 'headPage');
    await enPage.goto(`${suite.server.origin}/order/healthInsurancePaymentCard?apply=1`);
    await enPage.getByTestId('service-form').waitFor({ timeout: 15_000 });
    await enPage.getByText('Post the card to').waitFor();
    await enPage.screenshot({ path: `${shots}services-health-card-apply-en.png`, fullPage: true });
    await enPage.goto(`${suite.server.origin}/order/camera`);
    await enPage.getByTestId('camera-screen').waitFor({ timeout: 15_000 });
    await enPage.getByRole('radio', { name: 'Odometer' }).waitFor();
    await enPage.screenshot({ path: `${shots}services-camera-en.png`, fullPage: true });
    await en.close();
  });

  it("shows the designated driver's trail on driveStatus, growing as the driver reports", async () => {
    const [order] = await rows<{ id: string; primary_check: string }>(
      "select id, primary_check from orders where details->>'form' = 'designatedDriver' and status = 'accepted'",
    );
    if (!order) throw new Error('no seeded designated driver on the way');
    const context = await phoneContext(suite.browser, 'zh-CN');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await enterAs(page, suite.server.origin, 'headPage');
    const statusUrl = `${suite.server.origin}/order/driveStatus?id=${order.id}&primaryCheck=${encodeURIComponent(order.primary_check)}`;
    await page.goto(statusUrl);
    const trail = page.getByTestId('driver-trail');
    await trail.waitFor({ timeout: 15_000 });
    await expect(trail.getAttribute('data-points')).resolves.toBe('4');
    await page.getByTestId('driver-progress').getByText('刘师傅').waitFor();
    // The map (loaded on demand) draws the driver where they are now.
    await trail.locator('.leaflet-marker-icon').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${shots}services-drive-status-trail-zh.png`, fullPage: true });

    // The driver's phone reports a new position (signed in as a field worker).
    const login = (
      await suite.server.t.call({
        method: 'POST',
        url: '/api/rcservice/disaster/R00010051',
        payload: { account: 'liushifu', password: 'drive2026', channel: '1' },
      })
    ).json<{ status: number; data: { token: string } }>();
    expect(login.status).toBe(0);
    const report = (
      await suite.server.t.call({
        method: 'POST',
        url: '/api/rcservice/disaster/driverPosition',
        token: login.data.token,
        payload: { orderPrimaryId: order.id, lng: 116.4601, lat: 39.9402 },
      })
    ).json<{ status: number }>();
    expect(report.status).toBe(0);

    await page.reload();
    await page.getByTestId('driver-trail').waitFor({ timeout: 15_000 });
    await expect
      .poll(() => page.getByTestId('driver-trail').getAttribute('data-points'), { timeout: 15_000 })
      .toBe('5');
    expect(errors).toEqual([]);
    await context.close();
  });
});
