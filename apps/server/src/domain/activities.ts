import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { ActivityDetail, ActivitySummary, Banner, Locale } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import { activities } from '../db/schema/index.js';
import { consentInForce } from './consents.js';
import { safeHtml } from './safe-html.js';
import { isUuid } from '@rc/contract';

type ActivityRow = typeof activities.$inferSelect;

/** Customers see an activity once it is published: a draft or one scheduled for later is "not found" (decision 053). */
const published = (now: Date) => and(isNotNull(activities.publishedAt), lte(activities.publishedAt, now));

function stateOf(row: ActivityRow, now: Date): ActivitySummary['state'] {
  if (row.startAt > now) return 'upcoming';
  return row.endAt <= now ? 'ended' : 'ongoing';
}

function summaryOf(row: ActivityRow, locale: Locale, now: Date): ActivitySummary {
  return {
    id: row.id,
    title: locale === 'en-US' ? row.titleEn : row.title,
    coverUrl: row.coverUrl,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    state: stateOf(row, now),
  };
}

/** Newest first (by start), a page at a time (spec 4: page 1 replaces, later pages append). */
export async function activityPage(
  db: DbOrTx,
  page: { onPagenum: number; onPagesize: number },
  locale: Locale,
  now = new Date(),
) {
  const rows = await db
    .select()
    .from(activities)
    .where(published(now))
    .orderBy(desc(activities.startAt), desc(activities.id))
    .limit(page.onPagesize)
    .offset((page.onPagenum - 1) * page.onPagesize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(activities)
    .where(published(now));
  return { list: rows.map((r) => summaryOf(r, locale, now)), total: count?.n ?? 0 };
}

/** A published activity; drafts, scheduled ones and unknown ids are null ("not found"). */
export async function activityDetail(
  db: DbOrTx,
  id: string,
  locale: Locale,
  now = new Date(),
): Promise<ActivityDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), published(now)));
  if (!row) return null;
  const en = locale === 'en-US';
  return {
    ...summaryOf(row, locale, now),
    // Cleaned when saved, and again here: a row from before the rule or written by hand reaches no one unclean.
    contentHtml: safeHtml(en ? row.contentHtmlEn : row.contentHtml),
    rules: en ? row.rulesEn : row.rules,
    jumpUrl: row.jumpUrl,
  };
}

/**
 * The home carousel: activities flagged as banners, in their order; a tap opens
 * the activity. The carousel is the one place the product puts promotions in
 * front of a customer who did not ask for them, so it is shown only while the
 * signed-in person's marketing consent is in force (decision 030). The activity
 * list (R00010001) and every activity stay open to everyone: nothing is refused.
 */
export async function banners(
  db: DbOrTx,
  customerId: string | null,
  locale: Locale,
  now = new Date(),
): Promise<{ list: Banner[] }> {
  if (!customerId || !(await consentInForce(db, customerId, 'marketing'))) return { list: [] };
  const rows = await db
    .select()
    .from(activities)
    .where(and(isNotNull(activities.bannerSort), published(now)))
    .orderBy(asc(activities.bannerSort));
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: locale === 'en-US' ? r.titleEn : r.title,
      imageUrl: r.bannerImageUrl || r.coverUrl,
      jumpType: '1',
      jumpUrl: `/active/activedetail/${r.id}`,
    })),
  };
}
