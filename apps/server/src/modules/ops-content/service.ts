import { Status, isUuid } from '@rc/contract';
import type {
  Locale,
  OpsActivity,
  OpsActivityInput,
  OpsActivityState,
  OpsNews,
  OpsNewsInput,
  OpsNewsState,
} from '@rc/contract';
import * as content from '../../domain/console-content.js';
import type { Outcome } from '../../domain/refusals.js';
import type { AppDeps } from '../../http/deps.js';
import { BusinessError, notFound } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { badField } from '../../http/validate.js';

type Page = { onPagenum: number; onPagesize: number };

/**
 * The console's news and activities (domain/console-content.ts): what is stored is what the HTML
 * allow-list keeps, so the console's answer shows the operator exactly what customers will see.
 */

const notInFuture = {
  'zh-CN': '定时发布时间须晚于现在',
  'en-US': 'The scheduled time must be later than now.',
} as const;

function worded<T>(outcome: Outcome<T, content.ContentRefusal>, locale: Locale): T {
  if (outcome.ok) return outcome.value;
  if (outcome.reason === 'notFound') throw notFound();
  throw new BusinessError(Status.badInput, notInFuture, {
    errors: [{ field: 'publishAt', message: notInFuture[locale] }],
  });
}

export function newsPage(deps: AppDeps, q: Page & { state: OpsNewsState }, now = new Date()) {
  return content.newsPage(deps.db, q, now);
}

export async function newsOne(deps: AppDeps, id: string): Promise<OpsNews> {
  if (!isUuid(id)) throw notFound();
  const item = await content.newsOne(deps.db, id);
  if (!item) throw notFound();
  return item;
}

export async function saveNews(
  deps: AppDeps,
  operator: OperatorContext,
  input: Required<Omit<OpsNewsInput, 'id' | 'publishAt'>> & {
    id?: string | undefined;
    publishAt?: string | null | undefined;
  },
  locale: Locale,
  now = new Date(),
): Promise<OpsNews> {
  return worded(await content.saveNewsItem(deps.db, operator, input, now), locale);
}

export function activityPage(deps: AppDeps, q: Page & { state: OpsActivityState }, now = new Date()) {
  return content.activityPage(deps.db, q, now);
}

export async function activityOne(deps: AppDeps, id: string): Promise<OpsActivity> {
  if (!isUuid(id)) throw notFound();
  const item = await content.activityOne(deps.db, id);
  if (!item) throw notFound();
  return item;
}

export async function saveActivity(
  deps: AppDeps,
  operator: OperatorContext,
  input: Required<Omit<OpsActivityInput, 'id' | 'publishAt'>> & {
    id?: string | undefined;
    publishAt?: string | null | undefined;
  },
  locale: Locale,
  now = new Date(),
): Promise<OpsActivity> {
  if (new Date(input.endAt).getTime() <= new Date(input.startAt).getTime()) throw badField('endAt', locale);
  if (input.bannerSort !== null && !input.bannerImageUrl) throw badField('bannerImageUrl', locale);
  return worded(await content.saveActivityItem(deps.db, operator, input, now), locale);
}

export function settings(deps: AppDeps) {
  return content.rollRateSetting(deps.db);
}

export function saveSettings(deps: AppDeps, operator: OperatorContext, input: { rollRate: number }) {
  return content.saveRollRate(deps.db, operator, input);
}
