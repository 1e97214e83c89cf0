import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { browserAvailable } from './support/browser.js';
import { phoneSuite, settle, shots, type Lang } from './support/phone.js';
import { loginAs } from '../apps/server/src/testing/handoff.js';
import { auditLog } from '../apps/server/src/db/schema/index.js';

describe.skipIf(!browserAvailable)('console content: mourning, tips, prices and inquiries at 375×667', () => {
  const suite = phoneSuite();
  const { phone, staff } = suite;

  /** A customer's phone, signed in through the demo hand-off. */
  async function customer(persona: string, landing: string, lang: Lang = 'zh'): Promise<Page> {
    const page = await phone(lang);
    const res = await page.request.post(`${suite.server.origin}/demo/handoff`, { data: { persona } });
    const { url } = (await res.json()) as { url: string };
    await page.goto(`${url}&lang=${lang}`);
    await page.waitForURL((u) => u.pathname === landing, { timeout: 20_000 });
    return page;
  }

  const isGray = (page: Page) =>
    page.evaluate(
      () =>
        document.documentElement.classList.contains('rc-mourn') &&
        getComputedStyle(document.documentElement).filter.includes('grayscale'),
    );

  it('an admin turns mourning on and the customer’s next page is grayscale; off again, it is not', async () => {
    const admin = await staff('admin', 'zh', '/console/site');
    await admin.getByTestId('mourn-state').filter({ hasText: '哀悼模式未开启' }).waitFor();
    await admin.getByTestId('mourn-toggle').click();
    await admin.getByRole('button', { name: '确定' }).click();
    await admin.getByTestId('mourn-state').filter({ hasText: '哀悼模式已开启' }).waitFor();
    await settle(admin);
    await admin.screenshot({ path: `${shots}console-site-zh-CN.png`, fullPage: true });
    const lines = await suite.server.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'site.mourn'));
    expect(lines).toHaveLength(1);

    const home = await customer('headPage', '/mine/persional');
    await home.getByTestId('my-rights').waitFor();
    expect(await isGray(home)).toBe(true);
    await settle(home);
    await home.screenshot({ path: `${shots}mourning-home-zh-CN.png` });

    const adminEn = await staff('admin', 'en', '/console/site');
    await adminEn.getByTestId('mourn-state').filter({ hasText: 'Mourning mode is on' }).waitFor();
    await settle(adminEn);
    await adminEn.screenshot({ path: `${shots}console-site-en-US.png`, fullPage: true });
    const homeEn = await customer('headPage', '/mine/persional', 'en');
    await homeEn.getByTestId('my-rights').waitFor();
    expect(await isGray(homeEn)).toBe(true);
    await homeEn.screenshot({ path: `${shots}mourning-home-en-US.png` });

    await adminEn.getByTestId('mourn-toggle').click();
    await adminEn.getByRole('button', { name: 'OK' }).click();
    await adminEn.getByTestId('mourn-state').filter({ hasText: 'Mourning mode is off' }).waitFor();
    await home.reload();
    await home.getByTestId('my-rights').waitFor();
    expect(await isGray(home)).toBe(false);
  });

  it('an operator adds a tip and changes a price; the customer sees both', async () => {
    const tipText = '春节期间道路救援照常，到店服务请提前一天预约。';
    const op = await staff('operator', 'zh', '/console/tips');
    await op.getByTestId('tip-new').click();
    const form = op.getByTestId('tip-form');
    await form.getByTestId('field-title').fill('春节服务安排');
    await form.getByTestId('field-titleEn').fill('Spring Festival hours');
    await form.getByTestId('field-content').fill(tipText);
    await form
      .getByTestId('field-contentEn')
      .fill('Roadside rescue runs as usual; book store services a day ahead.');
    await form.getByTestId('field-sort').fill('1');
    await settle(op);
    await op.screenshot({ path: `${shots}console-tip-edit-zh-CN.png`, fullPage: true });
    await form.getByTestId('tip-save').click();
    await op.getByTestId('tip-row').filter({ hasText: tipText }).waitFor();
    await form.waitFor({ state: 'detached' });
    await op.screenshot({ path: `${shots}console-tips-zh-CN.png`, fullPage: true });

    await op.goto(`${suite.server.origin}/console/service-types`);
    const row = op.locator('[data-testid="service-type-row"][data-code="homeClean"]');
    await row.getByTestId('service-type-edit').click();
    await row.getByTestId('field-baseFen').fill('168');
    await row.evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await op.screenshot({ path: `${shots}console-service-price-zh-CN.png` });
    await row.getByTestId('service-type-save').click();
    await row.filter({ hasText: '¥168.00' }).waitFor();

    const home = await customer('headPage', '/mine/persional');
    await home.getByTestId('expiry-notice').filter({ hasText: tipText }).waitFor();
    await home.getByTestId('expiry-notice').evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await settle(home);
    await home.screenshot({ path: `${shots}customer-tip-zh-CN.png` });
    await home.goto(`${suite.server.origin}/order/homeclean`);
    // The form's price starts from the new base price (¥168, was ¥150).
    await home
      .getByTestId('service-price')
      .filter({ hasText: /¥168(?!\d)/ })
      .waitFor();
    await home.getByTestId('service-price').evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await home.screenshot({ path: `${shots}customer-service-price-zh-CN.png` });

    const opEn = await staff('operator', 'en', '/console/tips');
    await opEn.getByTestId('tip-row').filter({ hasText: 'Roadside rescue runs as usual' }).waitFor();
    await settle(opEn);
    await opEn.screenshot({ path: `${shots}console-tips-en-US.png`, fullPage: true });
    await opEn.goto(`${suite.server.origin}/console/service-types`);
    await opEn
      .locator('[data-testid="service-type-row"][data-code="homeClean"]')
      .filter({ hasText: '¥168.00' })
      .waitFor();
    await opEn.screenshot({ path: `${shots}console-service-prices-en-US.png` });
    const homeEn = await customer('headPage', '/mine/persional', 'en');
    await homeEn.getByTestId('expiry-notice').filter({ hasText: 'Spring Festival hours' }).waitFor();
    await homeEn.getByTestId('expiry-notice').evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await settle(homeEn);
    await homeEn.screenshot({ path: `${shots}customer-tip-en-US.png` });
  });

  it('an operator answers an inquiry and the customer reads the answer and the quote', async () => {
    const note = '左后轮胎侧面鼓包，想换同型号';
    const { token } = await loginAs(suite.server.t, 'headPage');
    const asked = await suite.server.t.call({
      method: 'POST',
      url: '/api/rcservice/order/inquiry',
      token,
      payload: { carNumber: '京A12345', serviceType: '13', note },
    });
    expect(asked.json<{ status: number }>().status).toBe(0);

    const op = await staff('operator', 'zh', '/console/inquiries');
    const row = op.getByTestId('inquiry-row').filter({ hasText: note });
    await row.getByTestId('field-answer').fill('同型号轮胎含安装共 680 元，可到任一合作门店更换。');
    await row.getByTestId('field-quoteFen').fill('680');
    await row.evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await op.screenshot({ path: `${shots}console-inquiries-zh-CN.png` });
    await row.getByTestId('inquiry-answer-send').click();
    await row.waitFor({ state: 'detached' });

    const mine = await customer('headPage', '/mine/persional');
    await mine.goto(`${suite.server.origin}/mine/MyInquire`);
    const card = mine.getByTestId('inquiry-card').filter({ hasText: note });
    await card.getByText('680 元', { exact: false }).first().waitFor();
    expect(await card.textContent()).toContain('680.00');
    await card.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await settle(mine);
    await mine.screenshot({ path: `${shots}inquiry-answered-zh-CN.png` });

    const opEn = await staff('operator', 'en', '/console/inquiries');
    await opEn.getByRole('button', { name: 'Answered' }).click();
    await opEn.getByTestId('inquiry-row').filter({ hasText: note }).waitFor();
    await settle(opEn);
    await opEn.screenshot({ path: `${shots}console-inquiries-en-US.png`, fullPage: true });
    const mineEn = await customer('headPage', '/mine/persional', 'en');
    await mineEn.goto(`${suite.server.origin}/mine/MyInquire`);
    const cardEn = mineEn.getByTestId('inquiry-card').filter({ hasText: note });
    await cardEn.waitFor();
    expect(await cardEn.textContent()).toContain('680.00');
    await cardEn.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await mineEn.screenshot({ path: `${shots}inquiry-answered-en-US.png` });
  });

  it('a customer token is refused on the console calls of this area', async () => {
    const { token } = await loginAs(suite.server.t, 'headPage');
    for (const [method, path] of [
      ['GET', 'tips/list'],
      ['GET', 'inquiries/list'],
      ['GET', 'catalogue/serviceTypes'],
      ['POST', 'site/mourn'],
    ] as const) {
      const res = await suite.server.t.call({
        method,
        url: `/api/rcservice/ops/${path}`,
        token,
        ...(method === 'POST' ? { payload: { mourn: true } } : {}),
      });
      expect(res.json<{ status: number }>().status).toBe(-4);
    }
  });
});
