import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchChromium, phoneContext, shots } from './support/browser.js';
import { startServer } from './support/server.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { issueCoupon, type CouponRow } from '../apps/server/src/domain/coupons.js';
import { coupons, customers } from '../apps/server/src/db/schema/index.js';

const dayMs = 86_400_000;

const words = {
  'zh-CN': { lang: 'zh', notYetValid: '未生效', expired: '已过期', usable: '可使用', show: '查看券码' },
  'en-US': { lang: 'en', notYetValid: 'Upcoming', expired: 'Expired', usable: 'Usable', show: 'Show code' },
} as const;

describe.skipIf(!browserAvailable)('my coupons and coupon detail at 375×667', () => {
  let browser: Browser;
  let server: { t: TestApp; origin: string };
  let washCoupon: CouponRow;
  let upcoming: CouponRow;
  let lapsed: CouponRow;

  async function give(
    pid: string,
    from: number,
    to: number,
    extra: Partial<typeof coupons.$inferInsert> = {},
  ) {
    const db = server.t.database.db;
    const [me] = await db.select().from(customers).where(eq(customers.pid, pid));
    if (!me) throw new Error(pid);
    const now = Date.now();
    return issueCoupon(
      db,
      {
        customerId: me.id,
        serviceType: '9',
        name: '精致洗车',
        nameEn: 'Car wash',
        source: 'policy',
        validFrom: new Date(now + from * dayMs),
        validTo: new Date(now + to * dayMs),
        quantity: 4,
        plateNumber: me.currentPlate,
        transferable: true,
        weekdays: [1, 2, 3, 4, 5, 6],
        hourFrom: 8,
        hourTo: 20,
        ...extra,
      },
      { kind: 'system', id: 'e2e' },
    );
  }

  async function enterAs(page: Page, persona: string, lang: string, landing: string) {
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
    // A list longer than one page (10): twelve usable car washes, plus one of each other kind.
    for (let i = 0; i < 12; i++) {
      const c = await give('PID10000008', -5 - i, 30 + i * 20, i % 3 === 0 ? { storeIds: null } : {});
      if (i === 0) washCoupon = c;
    }
    upcoming = await give('PID10000008', 10, 200, { name: '春节洗车', nameEn: 'New Year wash' });
    lapsed = await give('PID10000008', -100, -2, { name: '秋季洗车', nameEn: 'Autumn wash' });
    for (let i = 0; i < 3; i++)
      await give('PID10000002', -3, 60 + i * 30, { name: '尊享精洗', nameEn: 'VIP detailing' });
  });
  afterAll(async () => {
    await browser.close();
    await server.t.close();
  });

  it('pages through a list longer than one page, and the tabs filter by state', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await enterAs(page, 'myCoupons', 'zh', '/rights/mycoupons');
    const cards = page.getByTestId('coupon-card');
    await cards.first().waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="coupon-card"]').length >= 10);
    // The first page holds 10; scrolling to the end loads the rest.
    const total = await server.t.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.customerId, washCoupon.customerId));
    const usableCount = total.filter(
      (c) => c.state === 'unused' && c.validFrom.getTime() <= Date.now() && c.validTo.getTime() > Date.now(),
    ).length;
    expect(usableCount).toBeGreaterThan(10);
    for (let i = 0; i < 10 && (await cards.count()) < usableCount; i++) {
      await page.locator('.adm-infinite-scroll').scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(300);
    }
    expect(await cards.count()).toBe(usableCount);
    await page.getByText('没有更多了').or(page.locator('.adm-infinite-scroll')).first().waitFor();

    await page.getByRole('tab', { name: words['zh-CN'].notYetValid }).click();
    await page.locator(`[data-coupon-id="${upcoming.id}"]`).waitFor();
    const upcomingBadges = await page.locator('.rc-coupon-badge').allTextContents();
    expect(new Set(upcomingBadges)).toEqual(new Set([words['zh-CN'].notYetValid]));

    await page.getByRole('tab', { name: words['zh-CN'].expired }).click();
    await page.locator(`[data-coupon-id="${lapsed.id}"]`).waitFor();
    const expiredBadges = await page.locator('.rc-coupon-badge').allTextContents();
    expect(new Set(expiredBadges)).toEqual(new Set([words['zh-CN'].expired]));
    expect(await page.locator(`[data-coupon-id="${washCoupon.id}"]`).count()).toBe(0);
    await context.close();
  });

  it('exchanges points for a gift once from the gifts sheet, and lists it in the history', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await enterAs(page, 'headPage', 'zh', '/mine/persional');
    await page.goto(`${server.origin}/rights/mycoupons`);
    await page.getByTestId('gifts-entry').click();
    await page.getByTestId('gift-points').filter({ hasText: '2680' }).waitFor();
    const wash = page.getByTestId('gift-GIFT-WASH-4');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${shots}my-coupons-gifts-zh-CN.png` });
    await wash.getByRole('button', { name: '兑换' }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: '兑换' }).click();
    await page.getByTestId('gift-points').filter({ hasText: '1480' }).waitFor();
    await wash.getByRole('button', { name: '已兑换' }).waitFor();
    await page.getByRole('tab', { name: '兑换记录' }).click();
    await page.locator('.rc-gift-history__name', { hasText: '洗车四次礼包' }).waitFor();
    await context.close();
  });

  it('accepts a gift code, shows the car-wash entry, and changes a coupon plate', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await enterAs(page, 'giftClaim', 'zh', '/serviceTransfer/claimGiftPackage');
    await page.goto(`${server.origin}/rights/giftsaccept/9`);
    await page.getByPlaceholder('请输入礼品码').fill('wash2026gift');
    await page.getByRole('button', { name: '立即领取' }).click();
    await page.getByText('领取成功，共 1 张券').first().waitFor();
    await page.screenshot({ path: `${shots}gifts-accept-zh-CN.png` });

    await page.goto(`${server.origin}/rights/carwash`);
    await page.getByTestId('coupon-card').first().waitFor();
    await page.getByRole('link', { name: '出示券码' }).first().waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}car-wash-zh-CN.png` });
    await context.close();

    const vip = await phoneContext(browser);
    const vipPage = await vip.newPage();
    await enterAs(vipPage, 'vip', 'zh', '/mine/persional');
    const coupon = await give('PID10000002', -1, 30, { plateNumber: '沪B88888' });
    await vipPage.goto(`${server.origin}/rights/editused?couponId=${coupon.id}`);
    await vipPage.getByText('沪C12345').click();
    await vipPage.getByRole('button', { name: '确认更换' }).click();
    await vipPage.waitForURL((u) => u.pathname === `/rights/coupondatial/${coupon.id}`);
    await vipPage.getByTestId('coupon-ledger').getByText('更换车牌为 沪C12345').waitFor();
    const [row] = await server.t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.plateNumber).toBe('沪C12345');
    await vip.close();
  });

  for (const locale of ['zh-CN', 'en-US'] as const) {
    const w = words[locale];
    it(`${locale}: coupon detail shows the QR code and hides the code until tapped`, async () => {
      const context = await phoneContext(browser, locale);
      const page = await context.newPage();
      await enterAs(page, 'myCoupons', w.lang, '/rights/mycoupons');
      await page.getByTestId('coupon-card').first().waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${shots}my-coupons-${locale}.png` });

      await page.locator(`[data-coupon-id="${washCoupon.id}"]`).click();
      await page.waitForURL((u) => u.pathname === `/rights/coupondatial/${washCoupon.id}`);
      const text = page.getByTestId('coupon-code-text');
      await text.waitFor();
      const masked = (await text.textContent()) ?? '';
      expect(masked).toContain('*');
      expect(masked.replace(/\s/g, '').endsWith(washCoupon.code.slice(-4))).toBe(true);
      expect(await page.content()).not.toContain(washCoupon.code);
      expect(await page.getByTestId('coupon-qr').count()).toBe(0);

      await page.getByRole('button', { name: w.show }).click();
      await page.getByTestId('coupon-qr').waitFor();
      await page.getByTestId('coupon-barcode').waitFor();
      expect(((await text.textContent()) ?? '').replace(/\s/g, '')).toBe(washCoupon.code);
      await page.getByTestId('give-coupon').waitFor();
      await page.screenshot({ path: `${shots}coupon-detail-${locale}.png` });
      await page.screenshot({ path: `${shots}coupon-detail-full-${locale}.png`, fullPage: true });
      await context.close();
    });

    it(`${locale}: a VIP customer sees my coupons and a coupon's QR code in the VIP theme`, async () => {
      const context = await phoneContext(browser, locale);
      const page = await context.newPage();
      await enterAs(page, 'vip', w.lang, '/mine/persional');
      await page.goto(`${server.origin}/rights/mycoupons`);
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'vip');
      await page.getByTestId('coupon-card').first().waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${shots}my-coupons-vip-${locale}.png` });
      await page.getByTestId('coupon-card').first().locator('a').first().click();
      await page.waitForURL((u) => u.pathname.startsWith('/rights/coupondatial/'));
      await page.getByRole('button', { name: w.show }).click();
      await page.getByTestId('coupon-qr').waitFor();
      await page.screenshot({ path: `${shots}coupon-detail-vip-${locale}.png` });
      await context.close();
    });
  }
});
