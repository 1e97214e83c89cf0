import { createHash } from 'node:crypto';
import { and, desc, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { FeedbackReport } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import { feedbackReportTokens, feedbackReports } from '../db/schema/index.js';

/** The "report a problem" button: one-time tokens, the reports they carry, and a sender's own reports. */

const tokenTtlMs = 10 * 60_000;
/** Report tokens one address may take per minute: the button sends one report at a time. */
const tokensPerMinute = 10;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Records a new token for an address; null when the address took too many this minute. */
export async function recordReportToken(
  db: DbOrTx,
  ip: string,
  token: string,
  now: Date,
): Promise<{ expiresAt: Date } | null> {
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(feedbackReportTokens)
    .where(
      and(
        eq(feedbackReportTokens.requesterIp, ip),
        gt(feedbackReportTokens.createdAt, new Date(now.getTime() - 60_000)),
      ),
    );
  if ((recent?.n ?? 0) >= tokensPerMinute) return null;
  const expiresAt = new Date(now.getTime() + tokenTtlMs);
  await db
    .insert(feedbackReportTokens)
    .values({ tokenHash: hash(token), requesterIp: ip, createdAt: now, expiresAt });
  return { expiresAt };
}

/**
 * Stores one report under a one-time token: the token is spent by a conditional UPDATE in the
 * same transaction as the insert, so one token gives one report. Null when the token was spent,
 * expired or never issued (nothing written). A signed-in sender's reports are theirs to read back.
 */
export async function storeReport(
  db: Db,
  token: string,
  report: FeedbackReport,
  customerId: string | null,
  screenshotBytes: number,
  now: Date,
): Promise<{ reportId: string } | null> {
  return db.transaction(async (tx) => {
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
    if (spent.length !== 1) return null;
    const [row] = await tx
      .insert(feedbackReports)
      .values({
        customerId,
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

/**
 * One page of a sender's own reports, newest first, and their total.
 * The screenshot (up to 4 MB each) is read only when asked for.
 */
export async function reportsOf(
  db: DbOrTx,
  customerId: string,
  page: { onPagenum: number; onPagesize: number },
  withScreenshots: boolean,
) {
  const mine = eq(feedbackReports.customerId, customerId);
  const { screenshot, ...light } = getTableColumns(feedbackReports);
  const rows = await db
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
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(feedbackReports)
    .where(mine);
  return { rows, total: count?.n ?? 0 };
}
