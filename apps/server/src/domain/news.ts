import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Locale, NewsDetail, NewsItem } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import { contentImages, contentSettings, news } from '../db/schema/index.js';
import { safeHtml } from './safe-html.js';
import { isUuid } from '@rc/contract';

/** Seconds each headline stays on the home ticker when no operator has set it. */
export const defaultRollRate = 3;
const tickerSize = 10;

type NewsRow = typeof news.$inferSelect;

function itemOf(row: NewsRow, locale: Locale): NewsItem {
  const en = locale === 'en-US';
  return {
    id: row.id,
    title: en ? row.titleEn : row.title,
    summary: en ? row.summaryEn : row.summary,
    coverUrl: row.coverUrl,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

const published = (now: Date) => and(isNotNull(news.publishedAt), lte(news.publishedAt, now));

/** The home ticker: the newest published headlines and how long each stays. */
export async function newsTicker(db: DbOrTx, locale: Locale, now = new Date()) {
  const rows = await db
    .select()
    .from(news)
    .where(published(now))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(tickerSize);
  const [rate] = await db
    .select({ value: contentSettings.intValue })
    .from(contentSettings)
    .where(eq(contentSettings.key, 'newsRollRate'));
  return {
    newsList: rows.map((r) => itemOf(r, locale)),
    rollRate: Math.min(3600, Math.max(1, rate?.value ?? defaultRollRate)),
  };
}

/** A published article; drafts and unknown ids are the same null ("not found"). */
export async function publishedArticle(
  db: DbOrTx,
  id: string,
  locale: Locale,
  now = new Date(),
): Promise<NewsDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), published(now)));
  if (!row) return null;
  const en = locale === 'en-US';
  return {
    ...itemOf(row, locale),
    // Cleaned when saved, and again here: a row from before the rule or written by hand reaches no one unclean.
    contentHtml: safeHtml(en ? row.contentHtmlEn : row.contentHtml),
    source: en ? row.sourceEn : row.source,
  };
}

/** The bytes of an uploaded body picture (decision 053), or null for an unknown id. */
export async function contentImageFile(db: DbOrTx, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ contentType: contentImages.contentType, bytes: contentImages.bytes })
    .from(contentImages)
    .where(eq(contentImages.id, id));
  return row ?? null;
}
