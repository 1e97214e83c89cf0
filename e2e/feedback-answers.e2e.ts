import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, launchChromium, phoneContext, shots } from './support/browser.js';
import { startServer } from './support/server.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { demoOperatorLogins } from '../apps/server/src/seed/operators.js';
import { feedbackReports } from '../apps/server/src/db/schema/index.js';

const operator = demoOperatorLogins[0];
const answer = '问题已修复：请下拉刷新“个人信息”页面后重试。';

describe.skipIf(!browserAvailable)('a customer follows the answer to their error report', () => {
  let browser: Browser;
  let server: { t: TestApp; origin: string };
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    server = await startServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser.close();
    await server.t.close();
  });

  async function newPage(locale: 'zh-CN' | 'en-US' = 'zh-CN'): Promise<Page> {
    const context = await phoneContext(browser, locale);
    contexts.push(context);
    return context.newPage();
  }

  /** Sends one error report from inside the customer's page, as the feedback button does. */
  async function sendReport(page: Page): Promise<string> {
    const reply = await page.evaluate(async () => {
      const rc = (window as unknown as { __RC__: { apiKey: string; applicantCode: string } }).__RC__;
      const headers = {
        'content-type': 'application/json',
        authorization: sessionStorage.getItem('rc.token') ?? '',
        'x-api-key': rc.apiKey,
        'x-applicant-code': rc.applicantCode,
      };
      const issued = (await (await fetch('/api/rcservice/feedback/token', { headers })).json()) as {
        data: { token: string };
      };
      const res = await fetch(`/api/rcservice/feedback/report/${issued.data.token}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          screenH: 667,
          screeW: 375,
          channel: 'PA_APP',
          errorUrls: ['/api/rcservice/person/signInInfo'],
          errorMessage: '个人信息加载失败',
          userAgent: navigator.userAgent,
          errorTimeStamp: Date.now(),
          pageName: '/mine/info',
        }),
      });
      return (await res.json()) as { status: number; data: { reportId: string } };
    });
    expect(reply.status).toBe(0);
    return reply.data.reportId;
  }

  it('the operator answers, then closes; the customer sees the answer and the closed state', async () => {
    // The customer signs in (hand-off) and sends a report.
    const customer = await newPage();
    const res = await customer.request.post(`${server.origin}/demo/handoff`, {
      data: { persona: 'headPage' },
    });
    const { url } = (await res.json()) as { url: string };
    await customer.goto(`${url}&lang=zh`);
    await customer.waitForURL((u) => u.pathname === '/mine/persional', { timeout: 20_000 });
    const reportId = await sendReport(customer);

    // Their list shows it waiting.
    await customer.goto(`${server.origin}/mine/feedback?tab=reports`);
    const card = customer.getByTestId('report-reply').filter({ hasText: '个人信息加载失败' });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getByTestId('report-state').innerText()).toBe('处理中');
    expect(await card.getByTestId('report-answer').count()).toBe(0);

    // The operator answers it in the console.
    const desk = await newPage();
    await desk.goto(`${server.origin}/console/login?lang=zh`);
    await desk.getByTestId('console-account').fill(operator.account);
    await desk.getByTestId('console-password').fill(operator.password);
    await desk.getByTestId('console-login').click();
    await desk.waitForURL((u) => u.pathname === '/console', { timeout: 20_000 });
    await desk.goto(`${server.origin}/console/feedback/${reportId}`);
    await desk.getByTestId('field-answer').fill(answer);
    await desk.getByTestId('answer-send').click();
    await desk.getByText(answer).first().waitFor({ timeout: 15_000 });

    // The customer sees the answer (the tab is kept in the address: a reload returns to it).
    await customer.reload();
    await card.getByTestId('report-answer').filter({ hasText: answer }).waitFor({ timeout: 15_000 });
    expect(await card.getByTestId('report-state').innerText()).toBe('已回复');
    await customer.screenshot({ path: `${shots}feedback-answer-customer-zh-CN.png` });

    // The operator closes it (asked first: a close cannot be undone); the customer's list says so,
    // the answer stays.
    await desk.getByTestId('answer-close').click();
    await desk.locator('.adm-dialog-footer').getByRole('button', { name: '关闭', exact: true }).click();
    await expect
      .poll(async () => {
        const [row] = await server.t.database.db
          .select({ state: feedbackReports.state })
          .from(feedbackReports)
          .where(eq(feedbackReports.id, reportId));
        return row?.state;
      })
      .toBe('closed');
    await customer.reload();
    await card.getByTestId('report-state').filter({ hasText: '已关闭' }).waitFor({ timeout: 15_000 });
    expect(await card.getByTestId('report-answer').innerText()).toContain(answer);

    // The suggestions tab is one tap away; the reports tab is selected.
    expect(await customer.getByTestId('feedback-tab-reports').getAttribute('aria-selected')).toBe('true');
  });
});
