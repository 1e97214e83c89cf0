import { randomBytes } from 'node:crypto';
import type { FeedbackReply, FeedbackReport, Locale, StoredFeedbackReport } from '@rc/contract';
import { recordReportToken, reportsOf, storeReport } from '../../domain/feedback-reports.js';
import type { AppDeps } from '../../http/deps.js';
import { BusinessError, keepOnScreen } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';
import { badField } from '../../http/validate.js';
import { Status } from '@rc/contract';
import { checkScreenshot } from './screenshot.js';

const tooMany = {
  'zh-CN': '反馈过于频繁，请稍后再试',
  'en-US': 'Too many reports, please try again later',
};
const tokenUsed = {
  'zh-CN': '反馈凭证已失效，请重新提交',
  'en-US': 'This report link has expired, please send again',
};

export async function issueToken(deps: AppDeps, ip: string, now = new Date()) {
  const token = randomBytes(24).toString('base64url');
  const issued = await recordReportToken(deps.db, ip, token, now);
  if (!issued) throw new BusinessError(Status.busy, tooMany);
  const { expiresAt } = issued;
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * Stores one report under a one-time token: the token is spent by a conditional
 * UPDATE in the same transaction as the insert, so one token gives one report.
 * A signed-in sender's reports are theirs to read back.
 */
export async function submitReport(
  deps: AppDeps,
  token: string,
  report: FeedbackReport,
  session: SessionContext | null,
  locale: Locale,
  now = new Date(),
) {
  let screenshotBytes = 0;
  if (report.screenshot) {
    const check = checkScreenshot(report.screenshot);
    if (!check.ok) throw badField('screenshot', locale);
    screenshotBytes = check.bytes;
  }
  const customerId = session?.kind === 'customer' ? session.customerId : null;
  const stored = await storeReport(deps.db, token, report, customerId, screenshotBytes, now);
  if (!stored) throw keepOnScreen(tokenUsed);
  return stored;
}

type PageQuery = { onPagenum: number; onPagesize: number };

/**
 * One page of the signed-in sender's own reports, newest first, and their total.
 * The screenshot (up to 4 MB each) is read only when asked for.
 */
async function ownReports(deps: AppDeps, session: SessionContext, page: PageQuery, withScreenshots: boolean) {
  if (!session.customerId) throw new Error('reports are read by customer sessions');
  return reportsOf(deps.db, session.customerId, page, withScreenshots);
}

/** feedback/reports: the sender's reports with everything they sent (screenshots included). */
export async function myReports(deps: AppDeps, session: SessionContext, page: PageQuery) {
  const { rows, total } = await ownReports(deps, session, page, true);
  const list: StoredFeedbackReport[] = rows.map((r) => ({
    reportId: r.id,
    createdAt: r.createdAt.toISOString(),
    ...(r.screenshot ? { screenshot: r.screenshot } : {}),
    screenH: r.screenH,
    screeW: r.screenW,
    channel: r.channel,
    errorUrls: r.errorUrls,
    errorMessage: r.errorMessage,
    userAgent: r.userAgent,
    errorTimeStamp: r.errorTimeStamp,
    pageName: r.pageName,
    state: r.state,
    answer: r.answer,
    answeredAt: r.answeredAt?.toISOString() ?? null,
  }));
  return { list, total };
}

/**
 * feedback/replies: the sender's reports as they follow them (customer service's
 * answer and state), newest first; the screenshots are not read.
 */
export async function myReplies(deps: AppDeps, session: SessionContext, page: PageQuery) {
  const { rows, total } = await ownReports(deps, session, page, false);
  const list: FeedbackReply[] = rows.map((r) => ({
    reportId: r.id,
    createdAt: r.createdAt.toISOString(),
    pageName: r.pageName,
    errorMessage: r.errorMessage,
    hasScreenshot: r.hasScreenshot,
    state: r.state,
    answer: r.answer,
    answeredAt: r.answeredAt?.toISOString() ?? null,
  }));
  return { list, total };
}
