import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchChromium, phoneContext, shots } from './support/browser.js';
import { startServer } from './support/server.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { coupons, customers, news } from '../apps/server/src/db/schema/index.js';
import { demoOperatorLogins } from '../apps/server/src/seed/operators.js';

/** The three customers the CSV grants to (by mobile or PID), and where their hand-off lands. */
const grantees = [
  { persona: 'headPage', pid: 'PID10000001', ref: '13812341234', landing: '/mine/persional' },
  { persona: 'vip', pid: 'PID10000002', ref: 'PID10000002', landing: '/mine/persional' },
  { persona: 'myCoupons', pid: 'PID10000008', ref: 'PID10000008', landing: '/rights/mycoupons' },
] as const;

const headline = '春运出行，免费道路救援再升级';
const lastDay = `${new Date().getUTCFullYear() + 1}-12-31`;
const csv = [
  'customer,serviceType,quantity,validFrom,validTo,plateNumber',
  ...grantees.map((g) => `${g.ref},1,2,,${lastDay},`),
  `13000000000,1,1,,${lastDay},`,
].join('\n');

describe.skipIf(!browserAvailable)('the operations console at 375×667', () => {
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

  async function enterAs(page: Page, persona: string, landing: string) {
    const res = await page.request.post(`${server.origin}/demo/handoff`, { data: { persona } });
    const { url } = (await res.json()) as { url: string };
    await page.goto(`${url}&lang=zh`);
    await page.waitForURL((u) => u.pathname === landing, { timeout: 20_000 });
  }

  it('an operator adds a news item and grants coupons by CSV; the customers see both', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const operator = demoOperatorLogins[0];

    // An unsigned visit goes to the console's own login.
    await page.goto(`${server.origin}/console/news`);
    await page.waitForURL((u) => u.pathname === '/console/login');
    await page.getByTestId('console-account').fill(operator.account);
    await page.getByTestId('console-password').fill(operator.password);
    await page.screenshot({ path: `${shots}console-login-zh-CN.png` });
    await page.getByTestId('console-login').click();
    await page.waitForURL((u) => u.pathname === '/console/news');

    await page.getByTestId('news-new').click();
    await page.getByTestId('field-title').fill(headline);
    await page.getByTestId('field-titleEn').fill('Free roadside rescue for the holiday rush');
    await page.getByTestId('field-summary').fill('春节期间道路救援服务全天候待命');
    await page
      .getByTestId('rte-contentHtml')
      .fill('春节期间，道路救援 24 小时待命，拨打电话或在线下单即可。');
    await page
      .getByTestId('rte-contentHtmlEn')
      .fill('Roadside rescue is on call 24 hours a day over the holiday.');
    await page.getByTestId('publish-now').check();
    await page.screenshot({ path: `${shots}console-news-edit-zh-CN.png` });
    await page.getByTestId('news-save').click();
    await page.waitForURL((u) => u.pathname === '/console/news');
    await page.getByTestId('news-row').filter({ hasText: headline }).waitFor();
    await page.screenshot({ path: `${shots}console-news-zh-CN.png` });

    await page.getByTestId('console-menu').click();
    await page.getByTestId('console-nav-coupons').click();
    await page.waitForURL((u) => u.pathname === '/console/coupons');
    await page.getByTestId('csv-file').setInputFiles({
      name: 'spring-rescue.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await page.getByTestId('field-csvReason').fill('春运关怀补发');
    await page.getByTestId('csv-check').click();
    await page.getByTestId('csv-report').filter({ hasText: '有效 3 行，拒绝 1 行' }).waitFor();
    const rejected = page.getByTestId('csv-rejected');
    expect(await rejected.count()).toBe(1);
    expect(await rejected.first().textContent()).toContain('找不到该客户');
    // Before anything is granted, the valid rows are listed with the customer masked.
    const valid = page.getByTestId('csv-valid');
    expect(await valid.count()).toBe(3);
    expect(await valid.first().textContent()).toMatch(/\d{3}\*{4}\d{4}/);
    await page.getByTestId('csv-preview').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}console-coupons-import-preview-zh-CN.png` });
    await page.getByTestId('csv-import').click();
    // The import asks first, saying what it will do.
    await page.getByText('将为 3 个有效行发放权益券', { exact: false }).waitFor();
    await page.screenshot({ path: `${shots}console-coupons-import-confirm-zh-CN.png` });
    await page.locator('.adm-dialog-footer').getByRole('button', { name: '导入有效行' }).click();
    await page.getByTestId('csv-report').filter({ hasText: '已发放 3 张券' }).waitFor();
    await page.getByTestId('csv-report').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}console-coupons-import-zh-CN.png` });
    await context.close();

    const db = server.t.database.db;
    const [item] = await db.select().from(news).where(eq(news.title, headline));
    if (!item) throw new Error('the news item was not stored');

    for (const g of grantees) {
      const [granted] = await db
        .select({ id: coupons.id })
        .from(coupons)
        .innerJoin(customers, eq(customers.id, coupons.customerId))
        .where(and(eq(customers.pid, g.pid), eq(coupons.source, 'grant')));
      if (!granted) throw new Error(`${g.pid} got no coupon`);

      const customerContext = await phoneContext(browser);
      const customerPage = await customerContext.newPage();
      await enterAs(customerPage, g.persona, g.landing);
      if (g.landing === '/mine/persional') {
        // The newest headline is the first the home ticker shows.
        await customerPage.getByTestId('news-roller').filter({ hasText: headline }).waitFor();
      }
      await customerPage.goto(`${server.origin}/active/newdetail/${item.id}`);
      await customerPage.getByText(headline).first().waitFor();
      await customerPage.goto(`${server.origin}/rights/coupondatial/${granted.id}`);
      await customerPage.getByText('客服发放').first().waitFor();
      if (g.persona === 'headPage') {
        await customerPage.screenshot({ path: `${shots}console-granted-coupon-customer-zh-CN.png` });
        // The customer's own token is refused by the console's API.
        const reply = await customerPage.evaluate(async () => {
          const rc = (window as unknown as { __RC__: { apiKey: string; applicantCode: string } }).__RC__;
          const res = await fetch('/api/rcservice/ops/news/list', {
            headers: {
              Authorization: `Bearer ${sessionStorage.getItem('rc.token') ?? ''}`,
              'X-Api-Key': rc.apiKey,
              'X-Applicant-Code': rc.applicantCode,
            },
          });
          return (await res.json()) as { status: number };
        });
        expect(reply.status).toBe(-4);
      }
      await customerContext.close();
    }
  });
});
