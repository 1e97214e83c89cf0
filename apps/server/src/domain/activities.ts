import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { ActivityDetail, ActivitySummary, Banner, Locale } from '@rc/contract';
import { consentInForce } from '../../domain/consents.js';
import { activities } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';
import { safeHtml } from '../../domain/safe-html.js';
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
  deps: AppDeps,
  page: { onPagenum: number; onPagesize: number },
  locale: Locale,
  now = new Date(),
) {
  const rows = await deps.db
    .select()
    .from(activities)
    .where(published(now))
    .orderBy(desc(activities.startAt), desc(activities.id))
    .limit(page.onPagesize)
    .offset((page.onPagenum - 1) * page.onPagesize);
  const [count] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(activities)
    .where(published(now));
  return { list: rows.map((r) => summaryOf(r, locale, now)), total: count?.n ?? 0 };
}

export async function activityDetail(
  deps: AppDeps,
  id: string,
  locale: Locale,
  now = new Date(),
): Promise<ActivityDetail> {
  if (!isUuid(id)) throw notFound();
  const [row] = await deps.db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), published(now)));
  if (!row) throw notFound();
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
  deps: AppDeps,
  customerId: string | null,
  locale: Locale,
  now = new Date(),
): Promise<{ list: Banner[] }> {
  if (!customerId || !(await consentInForce(deps.db, customerId, 'marketing'))) return { list: [] };
  const rows = await deps.db
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
