import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchChromium, phoneContext, shots } from './support/browser.js';
import { startServer } from './support/server.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { issueCoupon, type CouponRow } from '../apps/server/src/domain/coupons.js';
import { coupons, customers, redemptions } from '../apps/server/src/db/schema/index.js';
import { ensureMerchant } from '../apps/server/src/testing/merchant-fixtures.js';

const dayMs = 86_400_000;

// A 1×1 PNG: the proof photo the merchant uploads.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.skipIf(!browserAvailable)('giving a coupon and redeeming it at the merchant', () => {
  let browser: Browser;
  let server: { t: TestApp; origin: string };

  async function freshCoupon(pid: string, quantity = 1): Promise<CouponRow> {
    const db = server.t.database.db;
    const [me] = await db.select().from(customers).where(eq(customers.pid, pid));
    if (!me) throw new Error(pid);
    return issueCoupon(
      db,
      {
        customerId: me.id,
        serviceType: '9',
        name: quantity > 1 ? `精致洗车（${String(quantity)}次）` : '精致洗车',
        nameEn: quantity > 1 ? `Car wash (×${String(quantity)})` : 'Car wash',
        source: 'policy',
        validFrom: new Date(Date.now() - dayMs),
        validTo: new Date(Date.now() + 90 * dayMs),
        quantity,
        plateNumber: me.currentPlate || null,
        transferable: true,
      },
      { kind: 'system', id: 'e2e' },
    );
  }

  async function enterAs(page: Page, persona: string, lang: 'zh' | 'en', landing: string) {
    await page.goto(`${server.origin}/demo`);
    const res = await page.request.post(`${server.origin}/demo/handoff`, { data: { persona } });
    const { url } = (await res.json()) as { url: string };
    await page.goto(`${url}&lang=${lang}`);
    await page.waitForURL((u) => u.pathname === landing, { timeout: 20_000 });
  }

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    server = await startServer();
    browser = await launchChromium();
    // The network seed makes the merchant persona's stores; make one when it is absent.
    await ensureMerchant(server.t.database.db, 'PID20000001');
  });
  afterAll(async () => {
    await browser.close();
    await server.t.close();
  });

  it('A gives, B claims by the link, the merchant redeems by code with a photo, and everyone sees it', async () => {
    const gift = await freshCoupon('PID10000001');

    // Customer A picks the coupon and gets the link.
    const a = await (await phoneContext(browser)).newPage();
    await enterAs(a, 'headPage', 'zh', '/mine/persional');
    await a.goto(`${server.origin}/serviceTransfer/transferCoupons?couponId=${gift.id}`);
    await a.locator('.rc-pick-item--on').waitFor();
    await a.getByTestId('transfer-give').click();
    await a.waitForURL((u) => u.pathname === '/serviceTransfer/share', { timeout: 15_000 });
    const link = (await a.getByTestId('share-link').textContent()) ?? '';
    expect(link).toContain('/serviceTransfer/claimGiftPackage?code=');
    await a.locator('.rc-share-qr svg').waitFor();
    await a.screenshot({ path: `${shots}transfer-share-zh.png` });

    // Customer B opens the link and claims.
    const b = await (await phoneContext(browser)).newPage();
    await enterAs(b, 'giftClaim', 'zh', '/serviceTransfer/claimGiftPackage');
    await b.screenshot({ path: `${shots}transfer-claim-landing-zh.png` });
    await b.goto(new URL(new URL(link).pathname + new URL(link).search, server.origin).toString());
    await b.getByTestId('claim-button').waitFor();
    await b.screenshot({ path: `${shots}transfer-claim-zh.png` });
    await b.getByTestId('claim-button').click();
    await b.getByTestId('claim-done').waitFor();

    const [claimed] = await server.t.database.db.select().from(coupons).where(eq(coupons.id, gift.id));
    expect(claimed?.code).not.toBe(gift.code);
    const code = claimed?.code ?? '';

    // The merchant enters B's code, confirms, adds a photo and completes the service.
    const m = await (await phoneContext(browser)).newPage();
    await enterAs(m, 'merchant', 'zh', '/merchant/merchantHomepage');
    await m.getByTestId('merchant-code').locator('input').fill(code);
    await m.getByTestId('merchant-lookup').click();
    await m.getByTestId('merchant-redeem').waitFor();
    await m.screenshot({ path: `${shots}merchant-home-zh.png` });
    await m.getByTestId('merchant-redeem').click();
    await m.getByTestId('redeem-confirm').waitFor();
    await m.waitForTimeout(400);
    await m.screenshot({ path: `${shots}merchant-confirm-zh.png` });
    await m.getByTestId('redeem-confirm').click();
    await m.waitForURL((u) => u.pathname === '/merchant/workOrderVerificationDetails', { timeout: 15_000 });
    await m
      .getByTestId('photo-input')
      .setInputFiles({ name: 'work.jpg', mimeType: 'image/jpeg', buffer: png });
    await m.locator('.rc-m-photo img').first().waitFor();
    await m.getByTestId('complete-service').click();
    await m.getByTestId('order-status').filter({ hasText: '已完成' }).waitFor({ timeout: 10_000 });
    await m.screenshot({ path: `${shots}merchant-order-detail-zh.png` });
    const [r] = await server.t.database.db
      .select()
      .from(redemptions)
      .where(eq(redemptions.couponId, gift.id));
    expect(r?.state).toBe('completed');

    // The merchant's completed list shows it.
    await m.goto(`${server.origin}/merchant/serviceCompleted`);
    await m.getByTestId('merchant-order').first().waitFor();

    // B sees the coupon used.
    await b.goto(`${server.origin}/rights/mycoupons?tab=used`);
    await b.locator(`[data-coupon-id="${gift.id}"]`).waitFor({ timeout: 10_000 });

    // A's records show it claimed.
    await a.goto(`${server.origin}/serviceTransfer/transferRecords`);
    await a.getByTestId('transfer-record').filter({ hasText: '已领取' }).first().waitFor();
    await a.screenshot({ path: `${shots}transfer-records-zh.png` });
  });

  it('English: the share page, the merchant home and the confirm sheet', async () => {
    const gift = await freshCoupon('PID10000001');
    const a = await (await phoneContext(browser, 'en-US')).newPage();
    await enterAs(a, 'headPage', 'en', '/mine/persional');
    await a.goto(`${server.origin}/serviceTransfer/transferCoupons?couponId=${gift.id}`);
    await a.locator('.rc-pick-item--on').waitFor();
    await a.screenshot({ path: `${shots}transfer-pick-en.png` });
    await a.getByTestId('transfer-give').click();
    await a.waitForURL((u) => u.pathname === '/serviceTransfer/share', { timeout: 15_000 });
    await a.locator('.rc-share-qr svg').waitFor();
    await a.getByText('Your gift is ready').waitFor();
    await a.screenshot({ path: `${shots}transfer-share-en.png` });

    const multi = await freshCoupon('PID10000005', 4);
    const m = await (await phoneContext(browser, 'en-US')).newPage();
    await enterAs(m, 'merchant', 'en', '/merchant/merchantHomepage');
    await m.getByTestId('merchant-code').locator('input').fill(multi.code);
    await m.getByTestId('merchant-lookup').click();
    await m.getByTestId('merchant-redeem').waitFor();
    await m.screenshot({ path: `${shots}merchant-home-en.png` });
    await m.getByTestId('merchant-redeem').click();
    await m.getByTestId('redeem-count').waitFor();
    await m.waitForTimeout(400);
    await m.screenshot({ path: `${shots}merchant-confirm-en.png` });
  });
});
