import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable } from './support/browser.js';
import { sql } from 'drizzle-orm';
import { phoneSuite, shots } from './support/phone.js';
import { sweepUnacceptedBookings } from '../apps/server/src/domain/booking-sweep.js';
import { outboxSmsSender } from '../apps/server/src/domain/sms.js';

// A 1×1 PNG: the merchant's proof photo.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The camera of the merchant's phone, faked: getUserMedia answers a canvas
 * stream that shows the customer's QR code (the SVG the customer's screen draws),
 * so the scan goes through the real decoder.
 */
async function pointCameraAt(page: Page, svg: string): Promise<void> {
  await page.evaluate((markup) => {
    const withNs = markup.includes('xmlns=')
      ? markup
      : markup.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"');
    navigator.mediaDevices.getUserMedia = async () => {
      const img = new Image();
      img.src = `data:image/svg+xml;base64,${btoa(withNs)}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 480;
      const ctx = canvas.getContext('2d');
      const draw = () => {
        if (!ctx) return;
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, 480, 480);
        ctx.drawImage(img, 90, 90, 300, 300);
      };
      draw();
      setInterval(draw, 100);
      return canvas.captureStream(10);
    };
  }, svg);
}

/** The customer's order screen shows `status` (it re-reads an ongoing order by itself). */
async function customerSees(page: Page, status: string): Promise<void> {
  await page.locator('.rc-order-status').filter({ hasText: status }).waitFor({ timeout: 30_000 });
}

/** A phone that starts where a new user does: the demo launcher, tapping the persona's button. */
async function fromLauncher(
  suite: ReturnType<typeof phoneSuite>,
  persona: string,
  landing: string,
): Promise<Page> {
  const page = await suite.phone('zh');
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto(`${suite.server.origin}/demo`);
  await page.getByTestId(`persona-${persona}`).click();
  await page.waitForURL((u) => u.pathname === landing, { timeout: 20_000 });
  return page;
}

/**
 * The customer, from the rights home, taps their car-wash right, a usable coupon, 预约使用, then
 * 杨光洗车（望京店） and books with their own number; answers the order number and its QR content.
 */
async function bookWash(c: Page): Promise<{ orderNo: string; qrContent: string }> {
  await c.getByTestId('my-rights').getByText('精致洗车').click();
  await c.waitForURL((u) => u.pathname === '/rights/coupons/9', { timeout: 15_000 });
  await c.getByTestId('type-coupon').filter({ hasText: '可使用' }).first().click();
  await c.getByTestId('coupon-use').click();
  await c.waitForURL((u) => u.pathname === '/order/choiceStore', { timeout: 15_000 });
  await c.getByTestId('store-card').filter({ hasText: '杨光洗车（望京店）' }).click();
  await c.getByTestId('store-next').click();
  await c.waitForURL((u) => u.pathname === '/order/writeorder', { timeout: 15_000 });
  // Their own verified number: no captcha, no SMS code.
  await c.getByTestId('coupon-option').first().waitFor({ timeout: 15_000 });
  expect(await c.getByTestId('verify-open').count()).toBe(0);
  await c.screenshot({ path: `${shots}store-loop-customer-book-zh.png` });
  await c.getByTestId('submit-order').click();
  await c.waitForURL(/\/order\/washCarErcode\//, { timeout: 15_000 });
  await c.getByTestId('qr-svg').waitFor({ timeout: 15_000 });
  await customerSees(c, '待接单');
  const qrContent = (await c.getByTestId('wash-qr').locator('[data-qr]').getAttribute('data-qr')) ?? '';
  const orderNo = qrContent.split(':')[1] ?? '';
  expect(orderNo).toMatch(/^RC\d+/);
  return { orderNo, qrContent };
}

describe.skipIf(!browserAvailable)('a store booking goes round the loop', () => {
  const suite = phoneSuite();

  it('customer books a car wash → the store accepts, scans the QR, completes → the customer sees each step', async () => {
    const c = await fromLauncher(suite, 'headPage', '/mine/persional');
    const { orderNo, qrContent } = await bookWash(c);

    // The store's merchant, from the launcher, sees it at once in the bookings queue and accepts it.
    const m = await fromLauncher(suite, 'merchant', '/merchant/merchantHomepage');
    await m.getByTestId('merchant-to-accept').click();
    const card = m.getByTestId('merchant-booking').filter({ hasText: orderNo });
    await card.getByTestId('booking-status').filter({ hasText: '待接单' }).waitFor({ timeout: 15_000 });
    await m.screenshot({ path: `${shots}merchant-bookings-zh.png` });
    await card.getByTestId('booking-accept').click();
    await card.getByTestId('booking-status').filter({ hasText: '待到店' }).waitFor({ timeout: 15_000 });
    await customerSees(c, '已接单');

    // At the counter the merchant goes back to the home and scans the customer's QR with the (faked) camera.
    const svg = await c.getByTestId('qr-svg').evaluate((el) => el.outerHTML);
    await m.locator('.adm-nav-bar-back').click();
    await m.waitForURL((u) => u.pathname === '/merchant/merchantHomepage', { timeout: 15_000 });
    await pointCameraAt(m, svg);
    await m.getByTestId('merchant-scan').click();
    await m.getByTestId('merchant-redeem').waitFor({ timeout: 20_000 });
    expect(await m.getByTestId('merchant-code').locator('input').inputValue()).toBe(qrContent);
    await m.screenshot({ path: `${shots}merchant-scanned-zh.png` });
    await m.getByTestId('merchant-redeem').click();
    await m.getByTestId('redeem-confirm').click();
    await m.waitForURL((u) => u.pathname === '/merchant/workOrderVerificationDetails', { timeout: 15_000 });
    await customerSees(c, '服务中');

    // The merchant completes the service with a photo; the customer's screen says so.
    await m
      .getByTestId('photo-input')
      .setInputFiles({ name: 'work.png', mimeType: 'image/png', buffer: png });
    await m.locator('.rc-m-photo img').first().waitFor();
    await m.getByTestId('complete-service').click();
    await m.getByTestId('order-status').filter({ hasText: '已完成' }).waitFor({ timeout: 10_000 });
    await customerSees(c, '已完成');

    // The order's timeline, one tap away, lists every step in words.
    await c.getByText('查看详情').click();
    await c.waitForURL((u) => u.pathname.startsWith('/order/checkDetail/'), { timeout: 15_000 });
    const timeline = c.getByTestId('order-timeline');
    for (const note of ['门店已接单', '门店已核验服务码，服务开始', '门店已完成服务'])
      await timeline.getByText(note).waitFor({ timeout: 15_000 });
    expect(await timeline.textContent()).not.toMatch(/redemption|[0-9a-f]{8}-[0-9a-f]{4}/);
    await c.screenshot({ path: `${shots}store-loop-customer-done-zh.png`, fullPage: true });

    // Each step was texted to the customer.
    const texts = await suite.server.t.database.db.execute(
      sql`select o.body from sms_outbox o join orders r on r.id = o.order_id
          where r.order_no = ${orderNo} and o.kind = 'orderNotice' order by o.created_at`,
    );
    const bodies = (Array.isArray(texts) ? texts : (texts as { rows: { body: string }[] }).rows) as {
      body: string;
    }[];
    expect(bodies.map((b) => b.body)).toEqual([
      expect.stringContaining('门店已接单'),
      expect.stringContaining('服务开始'),
      expect.stringContaining('已完成'),
    ]);
  }, 150_000);

  it('a booking no store accepts in time is cancelled: the customer sees why and the coupon back, the queue drops it', async () => {
    const c = await fromLauncher(suite, 'headPage', '/mine/persional');
    const { orderNo } = await bookWash(c);
    const m = await fromLauncher(suite, 'merchant', '/merchant/merchantHomepage');
    await m.getByTestId('merchant-to-accept').click();
    await m.getByTestId('merchant-booking').filter({ hasText: orderNo }).waitFor({ timeout: 15_000 });

    // Its window passes (placed 25 hours ago) and the sweep every process runs comes by.
    const { t } = suite.server;
    await t.database.db.execute(
      sql`update orders set created_at = now() - interval '25 hours' where order_no = ${orderNo}`,
    );
    const sms = outboxSmsSender(t.app.deps.fieldCrypto);
    expect(await sweepUnacceptedBookings(t.database.db, t.app.deps.fieldCrypto, sms)).toBeGreaterThan(0);

    // The customer's screen, re-reading by itself, says it was cancelled, why, and that the coupon is back.
    await customerSees(c, '已取消');
    const box = c.getByTestId('qr-cancelled');
    await box.getByText('订单已取消，权益券已退回您的账户').waitFor({ timeout: 15_000 });
    await box.getByText('门店未按时接单').waitFor();
    await c.screenshot({ path: `${shots}store-loop-timeout-customer-zh.png` });
    // The store's queue no longer has it.
    await m.reload();
    await m.getByTestId('merchant-booking').first().waitFor({ timeout: 15_000 });
    expect(await m.getByTestId('merchant-booking').filter({ hasText: orderNo }).count()).toBe(0);
  }, 150_000);
});
