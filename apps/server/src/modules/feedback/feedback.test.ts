import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  feedbackReportToken,
  myFeedbackReplies,
  myFeedbackReports,
  opsReportAnswer,
  submitFeedbackReport,
} from '@rc/contract';
import { createTestApp, testApiHeaders, type TestApp } from '../../testing/test-app.js';
import { testKit, type CustomerSession } from '../../testing/factories.js';
import type { Reply } from '../../testing/handoff.js';
import { checkScreenshot } from './screenshot.js';

let t: TestApp;
const { call, callRaw, ok, aCustomer, anOperator } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// A 1×1 transparent PNG.
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const report = (extra: object = {}) => ({
  screenshot: png,
  screenH: 667,
  screeW: 375,
  channel: 'PA_APP',
  errorUrls: ['/api/rcservice/rights/R00010024'],
  errorMessage: 'HTTP 500',
  userAgent: 'Mozilla/5.0 (iPhone)',
  errorTimeStamp: 1_790_000_000_000,
  pageName: '/mine/persional',
  ...extra,
});

/** A report as the page sends it (bad ones too), under a report token of its own. */
async function send(body: object, as?: CustomerSession) {
  const { token } = await ok(feedbackReportToken, {});
  const reply = await callRaw(submitFeedbackReport, { params: { token }, body }, { as });
  return { reply, reportToken: token };
}

describe('feedback error reports', () => {
  it('stores a report with its screenshot, readable back by the signed-in sender only', async () => {
    const a = await aCustomer();
    const b = await aCustomer();
    const { reply } = await send(report(), a);
    expect(reply.status).toBe(0);
    const list = await ok(myFeedbackReports, { as: a });
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({
      reportId: reply.data.reportId,
      screenshot: png,
      screeW: 375,
      pageName: '/mine/persional',
    });
    const theirs = await ok(myFeedbackReports, { as: b });
    expect(theirs.total).toBe(0);
  });

  it('accepts one report per token', async () => {
    const { reportToken } = await send(report({ screenshot: undefined }));
    const again = await callRaw(submitFeedbackReport, { params: { token: reportToken }, body: report() });
    expect(again.status).toBe(-2);
  });

  it('refuses a screenshot whose bytes are not the image type it names', async () => {
    const fake = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>xxxxxxxx').toString('base64')}`;
    const { reply } = await send(report({ screenshot: fake }));
    expect(reply.status).toBe(-5);
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from feedback_reports where screenshot = ${fake}`,
    );
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { n: number }[];
    expect(list[0]?.n).toBe(0);
  });

  it('checks screenshots by signature and size', () => {
    expect(checkScreenshot(png)).toEqual({ ok: true, bytes: 68 });
    expect(checkScreenshot(png.replace('image/png', 'image/jpeg'))).toEqual({ ok: false, reason: 'type' });
    expect(checkScreenshot('data:image/gif;base64,R0lGOD')).toEqual({ ok: false, reason: 'format' });
    expect(checkScreenshot(`data:image/png;base64,${'A'.repeat(3_400_000)}`)).toEqual({
      ok: false,
      reason: 'size',
    });
  });
});

describe("the sender follows customer service's answers (feedback/replies)", () => {
  const replies = (as?: CustomerSession) =>
    call(myFeedbackReplies, { as, query: { onPagenum: 1, onPagesize: 10 } });

  it('lists only my reports, without screenshots, with the answer and then the closed state', async () => {
    const me = await aCustomer();
    const other = await aCustomer();
    const { reply } = await send(
      report({ pageName: '/rights/mycoupons', errorMessage: '券列表加载失败' }),
      me,
    );
    await send(report({ pageName: '/mine/info' }), other);

    let mine = await replies(me);
    expect(mine.status).toBe(0);
    expect(mine.data.total).toBe(1);
    expect(mine.data.list[0]).toEqual({
      reportId: reply.data.reportId,
      createdAt: expect.any(String) as string,
      pageName: '/rights/mycoupons',
      errorMessage: '券列表加载失败',
      hasScreenshot: true,
      state: 'open',
      answer: null,
      answeredAt: null,
    });

    const ops = await anOperator({ role: 'operator' });
    const answered = await call(opsReportAnswer, {
      as: ops,
      body: { id: reply.data.reportId, answer: '已修复，请刷新后重试', close: false },
    });
    expect(answered.status).toBe(0);
    mine = await replies(me);
    expect(mine.data.list[0]).toMatchObject({ state: 'answered', answer: '已修复，请刷新后重试' });
    expect(mine.data.list[0]?.answeredAt).not.toBeNull();

    await ok(opsReportAnswer, { as: ops, body: { id: reply.data.reportId, close: true } });
    mine = await replies(me);
    expect(mine.data.list[0]).toMatchObject({ state: 'closed', answer: '已修复，请刷新后重试' });

    const theirs = await replies(other);
    expect(theirs.data.list.map((r) => r.pageName)).toEqual(['/mine/info']);
  });

  it('is for signed-in customers only', async () => {
    expect((await replies()).status).toBe(-4);
  });
});

describe('analytics collector', () => {
  const encode = (v: unknown) => Buffer.from(JSON.stringify(v), 'utf8').toString('base64');
  const event = (event: string, extra: object = {}) => ({
    type: 'track',
    event,
    time: Date.now(),
    // As sa-sdk-javascript 1.27 sends it after loginWithKey('PID', ...).
    distinct_id: 'PID+PID10000001',
    login_id: 'PID+PID10000001',
    anonymous_id: 'anon-123',
    identities: { $identity_cookie_id: 'anon-123', PID: 'PID10000001' },
    properties: {
      platform: 'h5',
      $ip: '1.2.3.4',
      $device_id: 'dev',
      $url: 'https://x/?mobile=13812341234',
      页面: '首页',
      ...extra,
    },
  });

  async function stored() {
    const rows = await t.database.db.execute(
      sql`select event, pid, properties from analytics_events order by received_at`,
    );
    return (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
      event: string;
      pid: string;
      properties: Record<string, unknown>;
    }[];
  }

  it('takes form posts of data and data_list and image GETs, without the page headers, keeping no claimed identity', async () => {
    const single = await t.app.inject({
      method: 'POST',
      url: '/api/rcservice/analytics/collect',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `data=${encodeURIComponent(encode(event('$pageview')))}&ext=${encodeURIComponent('crc=123')}`,
    });
    expect(single.statusCode).toBe(204);
    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/rcservice/analytics/collect',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `data_list=${encodeURIComponent(encode([event('rightTap', { serviceType: '9' }), event('orderSubmit')]))}`,
    });
    expect(batch.statusCode).toBe(204);
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/rcservice/analytics/collect?data=${encodeURIComponent(encode(event('login')))}`,
    });
    expect(image.statusCode).toBe(204);
    // An older SDK's plain login() sends the id alone.
    const plain = { ...event('transfer'), login_id: 'PID10000001', identities: {} };
    await t.app.inject({
      method: 'GET',
      url: `/api/rcservice/analytics/collect?data=${encodeURIComponent(encode(plain))}`,
    });
    const rows = await stored();
    expect(rows.map((r) => r.event)).toEqual(['$pageview', 'rightTap', 'orderSubmit', 'login', 'transfer']);
    // No session came with them: the PID they claim is not believed (decision 045).
    expect(rows.every((r) => r.pid === '')).toBe(true);
    const all = JSON.stringify(rows);
    for (const gone of ['anon-123', '1.2.3.4', 'dev', '13812341234', 'PID10000001']) {
      expect(all).not.toContain(gone);
    }
    expect(rows[0]?.properties.页面).toBe('首页');
  });

  it('answers quietly to garbage and leaves other API paths guarded', async () => {
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/rcservice/analytics/collect',
      headers: { 'content-type': 'text/plain' },
      payload: 'data=%%%not-base64',
    });
    expect(junk.statusCode).toBe(204);
    const guarded = await t.app.inject({ method: 'GET', url: '/api/rcservice/news/R00010009' });
    expect(guarded.statusCode).toBe(401);
    const withHeaders = await t.app.inject({
      method: 'GET',
      url: '/api/rcservice/news/R00010010/x',
      headers: testApiHeaders,
    });
    expect(withHeaders.json<Reply>().status).toBe(-3);
  });
});
