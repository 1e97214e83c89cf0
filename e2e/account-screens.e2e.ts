import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { browserAvailable, launchChromium, phoneContext, shots } from './support/browser.js';
import { startServer } from './support/server.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';

const words = {
  'zh-CN': {
    lang: 'zh',
    expired: '链接已失效',
    auth: '完成实名认证',
    noEntry: '缺少进入参数',
    name: '请输入证件上的姓名',
    id: '请输入证件号码',
    submit: '提交认证',
    badDigit: '校验位',
  },
  'en-US': {
    lang: 'en',
    expired: 'This link has expired',
    auth: 'Verify your identity',
    noEntry: 'Entry details missing',
    name: 'Name as on your ID',
    id: 'Enter your ID number',
    submit: 'Verify',
    badDigit: 'check digit',
  },
} as const;

describe.skipIf(!browserAvailable)('account screens in both languages', () => {
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

  for (const locale of ['zh-CN', 'en-US'] as const) {
    const w = words[locale];

    it(`${locale}: expired says what happened and what to do`, async () => {
      const context = await phoneContext(browser, locale);
      const page = await context.newPage();
      await page.goto(`${server.origin}/account/expired?lang=${w.lang}`);
      await page.getByRole('heading', { name: w.expired }).waitFor();
      await page.screenshot({ path: `${shots}account-expired-${locale}.png` });
      await context.close();
    });

    it(`${locale}: the entrance without entry parameters explains how to come back`, async () => {
      const context = await phoneContext(browser, locale);
      const page = await context.newPage();
      await page.goto(`${server.origin}/account/entrance?lang=${w.lang}`);
      await page.getByText(w.noEntry).first().waitFor();
      await page.screenshot({ path: `${shots}account-entrance-${locale}.png` });
      await context.close();
    });

    it(`${locale}: an unverified customer is asked for real-name authentication and completes it`, async () => {
      const context = await phoneContext(browser, locale);
      const page = await context.newPage();
      // Each language starts from an unverified customer (the other language's run verified them).
      await server.t.database.db.execute(sql`update customers set is_verify = 'N' where pid = 'PID10000011'`);
      await page.goto(`${server.origin}/demo`);
      await page.evaluate(() => localStorage.clear());
      const res = await page.request.post(`${server.origin}/demo/handoff`, {
        data: { persona: 'unverified' },
      });
      const { url } = (await res.json()) as { url: string };
      await page.goto(`${url}&lang=${w.lang}`);
      await page.waitForURL((u) => u.pathname === '/account/authentication', { timeout: 20_000 });
      await page.getByText(w.auth).first().waitFor();
      await page.getByPlaceholder(w.name).fill('孙浩');
      // A wrong check digit is caught on the phone, before anything is sent.
      await page.getByPlaceholder(w.id).fill('110101199003071234');
      await page.locator('input[type=checkbox]').first().dispatchEvent('click');
      await page.getByRole('button', { name: w.submit }).click();
      await page.getByText(w.badDigit, { exact: false }).first().waitFor();
      await page.screenshot({ path: `${shots}account-authentication-${locale}.png` });
      await page.getByPlaceholder(w.id).fill('110101199003071233');
      await page.getByRole('button', { name: w.submit }).click();
      // Verified, the after-login rules continue: this persona has isHeadPage Y.
      await page.waitForURL((u) => u.pathname === '/mine/persional', { timeout: 20_000 });
      await context.close();
    });
  }
});
