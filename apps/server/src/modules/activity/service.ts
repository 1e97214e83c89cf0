import type { ActivityDetail, Locale } from '@rc/contract';
import * as activities from '../../domain/activities.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';

/** Newest first (by start), a page at a time (spec 4: page 1 replaces, later pages append). */
export function activityPage(
  deps: AppDeps,
  page: { onPagenum: number; onPagesize: number },
  locale: Locale,
  now = new Date(),
) {
  return activities.activityPage(deps.db, page, locale, now);
}

export async function activityDetail(
  deps: AppDeps,
  id: string,
  locale: Locale,
  now = new Date(),
): Promise<ActivityDetail> {
  const detail = await activities.activityDetail(deps.db, id, locale, now);
  if (!detail) throw notFound();
  return detail;
}

/** The home carousel, shown only while the marketing consent is in force (decision 030). */
export function banners(deps: AppDeps, customerId: string | null, locale: Locale, now = new Date()) {
  return activities.banners(deps.db, customerId, locale, now);
}
