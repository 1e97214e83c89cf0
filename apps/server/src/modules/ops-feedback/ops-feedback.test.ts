import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type Reply } from '../../testing/handoff.js';
import { opsCall } from '../../testing/console.js';
import { testKit } from '../../testing/factories.js';

let t: TestApp;
let op: string;
let customer: string;
/** The sender's mobile as the console shows it: first three and last four digits. */
let maskedMobile: string;
const { aCustomer, anOperator } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
  op = (await anOperator({ role: 'operator' })).token;
  const me = await aCustomer();
  customer = me.token;
  maskedMobile = `${me.mobile.slice(0, 3)}****${me.mobile.slice(-4)}`;
});
afterAll(async () => {
  await t.close();
});

const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function sendReport(): Promise<string> {
  const tokenRes = await t.call({ method: 'GET', url: '/api/rcservice/feedback/token' });
  const { token } = tokenRes.json<Reply<{ token: string }>>().data;
  const res = await t.call({
    method: 'POST',
    url: `/api/rcservice/feedback/report/${token}`,
    token: customer,
    payload: {
      screenshot: pixel,
      screenH: 667,
      screeW: 375,
      channel: 'PA_APP',
      errorUrls: ['GET /api/rcservice/rights/R00010024 HTTP 500'],
      userAgent: 'test',
      errorTimeStamp: Date.now(),
      pageName: 'rights',
    },
  });
  return res.json<Reply<{ reportId: string }>>().data.reportId;
}

describe('error reports in the console', () => {
  it('lists the open report, shows its screenshot, and the sender reads the answer', async () => {
    const id = await sendReport();
    const list = await opsCall<{ list: { id: string; hasScreenshot: boolean; customer: string | null }[] }>(
      t,
      op,
      'GET',
      'feedback/reports',
    );
    const row = list.data.list.find((r) => r.id === id);
    expect(row).toMatchObject({ hasScreenshot: true, customer: maskedMobile });
    const detail = await opsCall<{ screenshot: string }>(t, op, 'GET', `feedback/report/${id}`);
    expect(detail.data.screenshot).toBe(pixel);

    const answered = await opsCall<{ state: string }>(t, op, 'POST', 'feedback/report/answer', {
      id,
      answer: '已修复，请重试',
    });
    expect(answered.data.state).toBe('answered');
    const mine = await t.call({ method: 'GET', url: '/api/rcservice/feedback/reports', token: customer });
    const reports = mine.json<Reply<{ list: { reportId: string; answer: string | null }[] }>>().data.list;
    expect(reports.find((r) => r.reportId === id)?.answer).toBe('已修复，请重试');
  });

  it('closes a report, after which it cannot be answered; both are audited', async () => {
    const id = await sendReport();
    expect((await opsCall(t, op, 'POST', 'feedback/report/answer', { id, close: true })).status).toBe(0);
    const late = await opsCall(t, op, 'POST', 'feedback/report/answer', { id, answer: '迟到的回复' });
    expect(late.status).toBe(-3);
    const audit = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.objectId, id));
    expect(audit.map((a) => a.action)).toEqual(['feedbackReport.close']);
  });

  it('answers -5 naming the answer when there is neither an answer nor a close', async () => {
    const id = await sendReport();
    const res = await opsCall(t, op, 'POST', 'feedback/report/answer', { id, answer: '  ' });
    expect(res.status).toBe(-5);
    expect(res.statusText).toContain('回复');
  });
});

describe('suggestions in the console', () => {
  it('replies to a suggestion and the customer sees the reply in their feedback list', async () => {
    const sent = await t.call({
      method: 'POST',
      url: '/api/rcservice/suggest/R00010031',
      token: customer,
      payload: { category: 'service', content: '希望增加夜间洗车门店' },
    });
    const { id } = sent.json<Reply<{ id: string }>>().data;
    const list = await opsCall<{ list: { id: string; customer: string }[] }>(
      t,
      op,
      'GET',
      'feedback/suggestions',
    );
    expect(list.data.list.find((s) => s.id === id)?.customer).toBe(maskedMobile);
    const replied = await opsCall<{ state: string }>(t, op, 'POST', 'feedback/suggestion/answer', {
      id,
      answer: '感谢建议，已转交门店拓展团队',
    });
    expect(replied.data.state).toBe('replied');
    const mine = await t.call({ method: 'GET', url: '/api/rcservice/suggest/R00010030', token: customer });
    const items = mine.json<Reply<{ list: { id: string; reply: string | null }[] }>>().data.list;
    expect(items.find((s) => s.id === id)?.reply).toBe('感谢建议，已转交门店拓展团队');
  });
});
