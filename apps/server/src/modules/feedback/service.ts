import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { FeedbackReply, FeedbackReport, Locale, StoredFeedbackReport } from '@rc/contract';
import { feedbackReportTokens, feedbackReports } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { BusinessError, keepOnScreen } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';
import { badField } from '../../http/validate.js';
import { Status } from '@rc/contract';
import { checkScreenshot } from './screenshot.js';

const tokenTtlMs = 10 * 60_000;
/** Report tokens one address may take per minute: the button sends one report at a time. */
const tokensPerMinute = 10;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

const tooMany = {
  'zh-CN': '反馈过于频繁，请稍后再试',
  'en-US': 'Too many reports, please try again later',
};
const tokenUsed = {
  'zh-CN': '反馈凭证已失效，请重新提交',
  'en-US': 'This report link has expired, please send again',
};

export async function issueToken(deps: AppDeps, ip: string, now = new Date()) {
  const [recent] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(feedbackReportTokens)
    .where(
      and(
        eq(feedbackReportTokens.requesterIp, ip),
        gt(feedbackReportTokens.createdAt, new Date(now.getTime() - 60_000)),
      ),
    );
  if ((recent?.n ?? 0) >= tokensPerMinute) throw new BusinessError(Status.busy, tooMany);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + tokenTtlMs);
  await deps.db
    .insert(feedbackReportTokens)
    .values({ tokenHash: hash(token), requesterIp: ip, createdAt: now, expiresAt });
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
  return deps.db.transaction(async (tx) => {
    const spent = await tx
      .update(feedbackReportTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(feedbackReportTokens.tokenHash, hash(token)),
          isNull(feedbackReportTokens.usedAt),
          gt(feedbackReportTokens.expiresAt, now),
        ),
      )
      .returning({ tokenHash: feedbackReportTokens.tokenHash });
    if (spent.length !== 1) throw keepOnScreen(tokenUsed);
    const [row] = await tx
      .insert(feedbackReports)
      .values({
        customerId: session?.kind === 'customer' ? session.customerId : null,
        screenshot: report.screenshot ?? null,
        screenshotBytes,
        screenH: report.screenH,
        screenW: report.screeW,
        channel: report.channel,
        errorUrls: report.errorUrls,
        errorMessage: report.errorMessage ?? '',
        userAgent: report.userAgent,
        errorTimeStamp: report.errorTimeStamp,
        pageName: report.pageName,
        createdAt: now,
      })
      .returning({ id: feedbackReports.id });
    if (!row) throw new Error('report insert returned nothing');
    return { reportId: row.id };
  });
}

type PageQuery = { onPagenum: number; onPagesize: number };

/**
 * One page of the signed-in sender's own reports, newest first, and their total.
 * The screenshot (up to 4 MB each) is read only when asked for.
 */
async function ownReports(deps: AppDeps, session: SessionContext, page: PageQuery, withScreenshots: boolean) {
  if (!session.customerId) throw new Error('reports are read by customer sessions');
  const mine = eq(feedbackReports.customerId, session.customerId);
  const { screenshot, ...light } = getTableColumns(feedbackReports);
  const rows = await deps.db
    .select({
      ...light,
      screenshot: withScreenshots ? screenshot : sql<string | null>`null`,
      hasScreenshot: sql<boolean>`${screenshot} is not null`,
    })
    .from(feedbackReports)
    .where(mine)
    .orderBy(desc(feedbackReports.createdAt), desc(feedbackReports.id))
    .limit(page.onPagesize)
    .offset((page.onPagenum - 1) * page.onPagesize);
  const [count] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(feedbackReports)
    .where(mine);
  return { rows, total: count?.n ?? 0 };
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
