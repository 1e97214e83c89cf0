import { and, count, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { Status } from '@rc/contract';
import type {
  Locale,
  PublicationState,
  OpsActivity,
  OpsActivityInput,
  OpsNews,
  OpsNewsInput,
  OpsActivityState,
  OpsNewsState,
} from '@rc/contract';
import { changedFields, writeAudit, type AuditSummary } from '../../domain/audit.js';
import { activities, contentSettings, news } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { BusinessError, notFound } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { badField } from '../../http/validate.js';
import { defaultRollRate } from '../../domain/news.js';
import { safeHtml } from '../../domain/safe-html.js';
import { isUuid } from '@rc/contract';

type NewsRow = typeof news.$inferSelect;
type ActivityRow = typeof activities.$inferSelect;
type Page = { onPagenum: number; onPagesize: number };

/**
 * Operators write HTML: what is stored is what the allow-list keeps (domain/safe-html.ts, the customer
 * screen's own rule), so the console's answer shows the operator exactly what customers will see.
 */

/** Draft (no time), scheduled (a time to come) or published: the customers' reads filter by the time. */
export function publicationOf(publishedAt: Date | null, now = new Date()): PublicationState {
  if (!publishedAt) return 'draft';
  return publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

const notInFuture = {
  'zh-CN': '定时发布时间须晚于现在',
  'en-US': 'The scheduled time must be later than now.',
} as const;

/**
 * The publication time an editor's save asks for (decision 053): none for a draft; the instant
 * given for a schedule (it must be to come); else now, or the first time for an item already out.
 */
function publishTime(
  input: { published: boolean; publishAt?: string | null | undefined },
  before: Date | null,
  now: Date,
  locale: Locale,
): Date | null {
  if (!input.published) return null;
  if (input.publishAt) {
    const at = new Date(input.publishAt);
    if (at.getTime() <= now.getTime()) {
      throw new BusinessError(Status.badInput, notInFuture, {
        errors: [{ field: 'publishAt', message: notInFuture[locale] }],
      });
    }
    return at;
  }
  return before && before.getTime() <= now.getTime() ? before : now;
}

function newsOf(row: NewsRow, now = new Date()): OpsNews {
  return {
    id: row.id,
    title: row.title,
    titleEn: row.titleEn,
    summary: row.summary,
    summaryEn: row.summaryEn,
    coverUrl: row.coverUrl,
    contentHtml: safeHtml(row.contentHtml),
    contentHtmlEn: safeHtml(row.contentHtmlEn),
    source: row.source,
    sourceEn: row.sourceEn,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publication: publicationOf(row.publishedAt, now),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What an audit line says about a news item: its words, not its HTML (only how long it is). */
function newsSummary(
  row: Pick<
    NewsRow,
    | 'title'
    | 'titleEn'
    | 'summary'
    | 'summaryEn'
    | 'coverUrl'
    | 'source'
    | 'sourceEn'
    | 'contentHtml'
    | 'contentHtmlEn'
    | 'publishedAt'
  >,
): AuditSummary {
  return {
    title: row.title,
    titleEn: row.titleEn,
    summary: row.summary,
    summaryEn: row.summaryEn,
    coverUrl: row.coverUrl,
    source: row.source,
    sourceEn: row.sourceEn,
    contentLength: row.contentHtml.length,
    contentLengthEn: row.contentHtmlEn.length,
    published: row.publishedAt !== null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

export async function newsPage(deps: AppDeps, q: Page & { state: OpsNewsState }, now = new Date()) {
  const where =
    q.state === 'published'
      ? lte(news.publishedAt, now)
      : q.state === 'scheduled'
        ? gt(news.publishedAt, now)
        : q.state === 'draft'
          ? isNull(news.publishedAt)
          : undefined;
  const [total] = await deps.db.select({ n: count() }).from(news).where(where);
  // Newest first by the date the list shows: when it went out, or for a draft when it was begun.
  const rows = await deps.db
    .select()
    .from(news)
    .where(where)
    .orderBy(desc(sql`coalesce(${news.publishedAt}, ${news.createdAt})`), desc(news.id))
    .limit(q.onPagesize)
    .offset((q.onPagenum - 1) * q.onPagesize);
  return { list: rows.map((r) => newsOf(r, now)), total: total?.n ?? 0 };
}

export async function newsOne(deps: AppDeps, id: string): Promise<OpsNews> {
  if (!isUuid(id)) throw notFound();
  const [row] = await deps.db.select().from(news).where(eq(news.id, id));
  if (!row) throw notFound();
  return newsOf(row);
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
  const values = {
    title: input.title,
    titleEn: input.titleEn,
    summary: input.summary,
    summaryEn: input.summaryEn,
    coverUrl: input.coverUrl,
    contentHtml: safeHtml(input.contentHtml),
    contentHtmlEn: safeHtml(input.contentHtmlEn),
    source: input.source,
    sourceEn: input.sourceEn,
  };
  return deps.db.transaction(async (tx) => {
    if (!input.id) {
      const [row] = await tx
        .insert(news)
        .values({ ...values, publishedAt: publishTime(input, null, now, locale), createdAt: now })
        .returning();
      if (!row) throw new Error('news insert returned nothing');
      await writeAudit(tx, operator, {
        action: 'news.create',
        objectType: 'news',
        objectId: row.id,
        after: newsSummary(row),
      });
      return newsOf(row);
    }
    const [before] = await tx.select().from(news).where(eq(news.id, input.id)).for('update');
    if (!before) throw notFound();
    // Publishing keeps the first publication time; unpublishing takes it off the customers' screens.
    const publishedAt = publishTime(input, before.publishedAt, now, locale);
    const [row] = await tx
      .update(news)
      .set({ ...values, publishedAt })
      .where(eq(news.id, input.id))
      .returning();
    if (!row) throw notFound();
    const diff = changedFields(newsSummary(before), newsSummary(row));
    await writeAudit(tx, operator, {
      action: 'news.update',
      objectType: 'news',
      objectId: row.id,
      ...diff,
    });
    return newsOf(row);
  });
}

function activityOf(row: ActivityRow, now = new Date()): OpsActivity {
  return {
    id: row.id,
    title: row.title,
    titleEn: row.titleEn,
    coverUrl: row.coverUrl,
    contentHtml: safeHtml(row.contentHtml),
    contentHtmlEn: safeHtml(row.contentHtmlEn),
    rules: row.rules,
    rulesEn: row.rulesEn,
    jumpUrl: row.jumpUrl,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    bannerSort: row.bannerSort,
    bannerImageUrl: row.bannerImageUrl,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publication: publicationOf(row.publishedAt, now),
  };
}

function activitySummary(a: OpsActivity): AuditSummary {
  const { contentHtml, contentHtmlEn, publication: _p, ...rest } = a;
  return { ...rest, id: undefined, contentLength: contentHtml.length, contentLengthEn: contentHtmlEn.length };
}

export async function activityPage(deps: AppDeps, q: Page & { state: OpsActivityState }, now = new Date()) {
  // The same rule as the list's tag: not started yet, running (start passed, end not), ended, of
  // the published ones; or the drafts, or those scheduled to go out later.
  const out = lte(activities.publishedAt, now);
  const where =
    q.state === 'upcoming'
      ? and(out, gt(activities.startAt, now))
      : q.state === 'ongoing'
        ? and(out, lte(activities.startAt, now), gt(activities.endAt, now))
        : q.state === 'ended'
          ? and(out, lte(activities.endAt, now))
          : q.state === 'draft'
            ? isNull(activities.publishedAt)
            : q.state === 'scheduled'
              ? gt(activities.publishedAt, now)
              : undefined;
  const [total] = await deps.db.select({ n: count() }).from(activities).where(where);
  const rows = await deps.db
    .select()
    .from(activities)
    .where(where)
    .orderBy(desc(activities.startAt), desc(activities.id))
    .limit(q.onPagesize)
    .offset((q.onPagenum - 1) * q.onPagesize);
  return { list: rows.map((r) => activityOf(r, now)), total: total?.n ?? 0 };
}

export async function activityOne(deps: AppDeps, id: string): Promise<OpsActivity> {
  if (!isUuid(id)) throw notFound();
  const [row] = await deps.db.select().from(activities).where(eq(activities.id, id));
  if (!row) throw notFound();
  return activityOf(row);
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
  const startAt = new Date(input.startAt);
  const endAt = new Date(input.endAt);
  if (endAt.getTime() <= startAt.getTime()) throw badField('endAt', locale);
  const values = {
    title: input.title,
    titleEn: input.titleEn,
    coverUrl: input.coverUrl,
    contentHtml: safeHtml(input.contentHtml),
    contentHtmlEn: safeHtml(input.contentHtmlEn),
    rules: input.rules,
    rulesEn: input.rulesEn,
    jumpUrl: input.jumpUrl,
    startAt,
    endAt,
    bannerSort: input.bannerSort,
    bannerImageUrl: input.bannerImageUrl,
  };
  if (input.bannerSort !== null && !input.bannerImageUrl) throw badField('bannerImageUrl', locale);
  return deps.db.transaction(async (tx) => {
    if (!input.id) {
      const [row] = await tx
        .insert(activities)
        .values({ ...values, publishedAt: publishTime(input, null, now, locale) })
        .returning();
      if (!row) throw new Error('activity insert returned nothing');
      const after = activityOf(row);
      await writeAudit(tx, operator, {
        action: 'activity.create',
        objectType: 'activity',
        objectId: row.id,
        after: activitySummary(after),
      });
      return after;
    }
    const [before] = await tx.select().from(activities).where(eq(activities.id, input.id)).for('update');
    if (!before) throw notFound();
    const [row] = await tx
      .update(activities)
      .set({ ...values, publishedAt: publishTime(input, before.publishedAt, now, locale) })
      .where(eq(activities.id, input.id))
      .returning();
    if (!row) throw notFound();
    const after = activityOf(row);
    await writeAudit(tx, operator, {
      action: 'activity.update',
      objectType: 'activity',
      objectId: row.id,
      ...changedFields(activitySummary(activityOf(before)), activitySummary(after)),
    });
    return after;
  });
}

export async function settings(deps: AppDeps) {
  const [rate] = await deps.db
    .select({ value: contentSettings.intValue })
    .from(contentSettings)
    .where(eq(contentSettings.key, 'newsRollRate'));
  return { rollRate: rate?.value ?? defaultRollRate };
}

export async function saveSettings(deps: AppDeps, operator: OperatorContext, input: { rollRate: number }) {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ value: contentSettings.intValue })
      .from(contentSettings)
      .where(eq(contentSettings.key, 'newsRollRate'));
    await tx
      .insert(contentSettings)
      .values({ key: 'newsRollRate', intValue: input.rollRate })
      .onConflictDoUpdate({ target: contentSettings.key, set: { intValue: input.rollRate } });
    await writeAudit(tx, operator, {
      action: 'content.rollRate',
      objectType: 'contentSettings',
      objectId: 'newsRollRate',
      before: { rollRate: before?.value ?? defaultRollRate },
      after: { rollRate: input.rollRate },
    });
    return { rollRate: input.rollRate };
  });
}
