import type { Locale, NewsDetail } from '@rc/contract';
import { contentImageFile, newsTicker, publishedArticle } from '../../domain/news.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';

export function newsList(deps: AppDeps, locale: Locale, now = new Date()) {
  return newsTicker(deps.db, locale, now);
}

/** A published article; drafts and unknown ids are the same "not found". */
export async function newsDetail(
  deps: AppDeps,
  id: string,
  locale: Locale,
  now = new Date(),
): Promise<NewsDetail> {
  const article = await publishedArticle(deps.db, id, locale, now);
  if (!article) throw notFound();
  return article;
}

/** The bytes of an uploaded body picture, for `news/image/:id`. */
export async function contentImage(deps: AppDeps, id: string) {
  const file = await contentImageFile(deps.db, id);
  if (!file) throw notFound();
  return file;
}
