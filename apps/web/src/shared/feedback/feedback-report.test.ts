import { describe, expect, it } from 'vitest';
import { feedbackReportBody } from '@rc/contract';
import { ApiError } from '../api/api-error.js';
import { setCurrentLocale } from '../i18n/language.js';
import { buildFeedbackReport, createFeedbackReporter } from './feedback-report.js';

const ctx = {
  screenWidth: 375,
  screenHeight: 667,
  channel: 'c1',
  errorUrls: ['GET /api/rcservice/auth/R00010047 HTTP 502'],
  errorMessage: 'HTTP 502',
  userAgent: 'Mozilla/5.0 (iPhone) MicroMessenger/8.0',
  errorTime: 1750000000000,
  pageName: '/rights/getown',
};

describe('feedback report', () => {
  it("carries spec 3's fields and passes the contract's schema", () => {
    const report = buildFeedbackReport(ctx);
    expect(report).toMatchObject({
      screenH: 667,
      screeW: 375,
      channel: 'c1',
      pageName: '/rights/getown',
      errorTimeStamp: 1750000000000,
    });
    expect(feedbackReportBody.safeParse(report).success).toBe(true);
  });

  it("stays within the contract's limits however long the inputs are", () => {
    const report = buildFeedbackReport({
      ...ctx,
      channel: null,
      userAgent: 'u'.repeat(2000),
      errorUrls: Array.from({ length: 30 }, (_, i) => `x${i}`.repeat(600)),
      pageName: '/p'.repeat(200),
    });
    expect(feedbackReportBody.safeParse(report).success).toBe(true);
  });
});

describe('one report at a time (spec 4, 5)', () => {
  it('a second tap while a report is in flight answers "in progress"', async () => {
    setCurrentLocale('zh-CN');
    let finish: () => void = () => undefined;
    const reporter = createFeedbackReporter(() => new Promise<void>((r) => (finish = r)));
    const first = reporter.report(() => buildFeedbackReport(ctx));
    expect(reporter.inFlight).toBe(true);
    await expect(reporter.report(() => buildFeedbackReport(ctx))).resolves.toEqual({
      kind: 'busy',
      text: '您的问题正再向后台反馈，请耐心等待!',
    });
    finish();
    await expect(first).resolves.toEqual({ kind: 'sent', text: '您的问题已经反馈给客服了' });
    expect(reporter.inFlight).toBe(false);
  });

  it('a failure says "failed", or the reply\'s statusText when there is one', async () => {
    setCurrentLocale('zh-CN');
    const failing = createFeedbackReporter(() => Promise.reject(new Error('network')));
    await expect(failing.report(() => buildFeedbackReport(ctx))).resolves.toEqual({
      kind: 'failed',
      text: '您的问题反馈失败',
    });
    const notYet = createFeedbackReporter(() =>
      Promise.reject(
        new ApiError('status', -2, '该功能暂未开放，敬请期待', null, 200, 'submitFeedbackReport'),
      ),
    );
    await expect(notYet.report(() => buildFeedbackReport(ctx))).resolves.toEqual({
      kind: 'failed',
      text: '该功能暂未开放，敬请期待',
    });
  });
});
