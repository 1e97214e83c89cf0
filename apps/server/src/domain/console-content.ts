import { and, count, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type {
  PublicationState,
  OpsActivity,
  OpsActivityInput,
  OpsNews,
  OpsNewsInput,
  OpsActivityState,
  OpsNewsState,
} from '@rc/contract';
import type { Db } from '../db/client.js';
import { activities, contentSettings, news } from '../db/schema/index.js';
import { changedFields, writeAudit, type AuditActor, type AuditSummary } from './audit.js';
import { defaultRollRate } from './news.js';
import { outcomeOf, Refused, type Outcome } from './refusals.js';
import { safeHtml } from './safe-html.js';

type NewsRow = typeof news.$inferSelect;
type ActivityRow = typeof activities.$inferSelect;
type Page = { onPagenum: number; onPagesize: number };

/** The console's news and activities and the news ticker's pace, each save with its audit line. */

/** Why a save was refused (nothing is written): the item is unknown, or a schedule is not to come. */
export type ContentRefusal = 'notFound' | 'publishAtPast';

/**
 * Operators write HTML: what is stored is what the allow-list keeps (domain/safe-html.ts, the customer
 * screen's own rule), so the console's answer shows the operator exactly what customers will see.
 */

/** Draft (no time), scheduled (a time to come) or published: the customers' reads filter by the time. */
export function publicationOf(publishedAt: Date | null, now = new Date()): PublicationState {
  if (!publishedAt) return 'draft';
  return publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/**
 * The publication time an editor's save asks for (decision 053): none for a draft; the instant
 * given for a schedule (it must be to come); else now, or the first time for an item already out.
 */
function publishTime(
  input: { published: boolean; publishAt?: string | null | undefined },
  before: Date | null,
  now: Date,
): Date | null {
  if (!input.published) return null;
  if (input.publishAt) {
    const at = new Date(input.publishAt);
    if (at.getTime() <= now.getTime()) throw new Refused<ContentRefusal>('publishAtPast');
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

export async function newsPage(db: Db, q: Page & { state: OpsNewsState }, now = new Date()) {
  const where =
    q.state === 'published'
      ? lte(news.publishedAt, now)
      : q.state === 'scheduled'
        ? gt(news.publishedAt, now)
        : q.state === 'draft'
          ? isNull(news.publishedAt)
          : undefined;
  const [total] = await db.select({ n: count() }).from(news).where(where);
  // Newest first by the date the list shows: when it went out, or for a draft when it was begun.
  const rows = await db
    .select()
    .from(news)
    .where(where)
    .orderBy(desc(sql`coalesce(${news.publishedAt}, ${news.createdAt})`), desc(news.id))
    .limit(q.onPagesize)
    .offset((q.onPagenum - 1) * q.onPagesize);
  return { list: rows.map((r) => newsOf(r, now)), total: total?.n ?? 0 };
}

/** One news item (`id` a checked uuid); null when there is none. */
export async function newsOne(db: Db, id: string): Promise<OpsNews | null> {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  return row ? newsOf(row) : null;
}

/** Adds (no `id`) or edits a news item: its HTML cleaned, its publication time as asked (decision 053). */
export async function saveNewsItem(
  db: Db,
  operator: AuditActor,
  input: Required<Omit<OpsNewsInput, 'id' | 'publishAt'>> & {
    id?: string | undefined;
    publishAt?: string | null | undefined;
  },
  now: Date,
): Promise<Outcome<OpsNews, ContentRefusal>> {
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
  return outcomeOf(() =>
    db.transaction(async (tx) => {
      if (!input.id) {
        const [row] = await tx
          .insert(news)
          .values({ ...values, publishedAt: publishTime(input, null, now), createdAt: now })
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
      if (!before) throw new Refused<ContentRefusal>('notFound');
      // Publishing keeps the first publication time; unpublishing takes it off the customers' screens.
      const publishedAt = publishTime(input, before.publishedAt, now);
      const [row] = await tx
        .update(news)
        .set({ ...values, publishedAt })
        .where(eq(news.id, input.id))
        .returning();
      if (!row) throw new Refused<ContentRefusal>('notFound');
      const diff = changedFields(newsSummary(before), newsSummary(row));
      await writeAudit(tx, operator, {
        action: 'news.update',
        objectType: 'news',
        objectId: row.id,
        ...diff,
      });
      return newsOf(row);
    }),
  );
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

export async function activityPage(db: Db, q: Page & { state: OpsActivityState }, now = new Date()) {
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
  const [total] = await db.select({ n: count() }).from(activities).where(where);
  const rows = await db
    .select()
    .from(activities)
    .where(where)
    .orderBy(desc(activities.startAt), desc(activities.id))
    .limit(q.onPagesize)
    .offset((q.onPagenum - 1) * q.onPagesize);
  return { list: rows.map((r) => activityOf(r, now)), total: total?.n ?? 0 };
}

/** One activity (`id` a checked uuid); null when there is none. */
export async function activityOne(db: Db, id: string): Promise<OpsActivity | null> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id));
  return row ? activityOf(row) : null;
}

/** Adds (no `id`) or edits an activity; the module has checked its dates and banner. */
export async function saveActivityItem(
  db: Db,
  operator: AuditActor,
  input: Required<Omit<OpsActivityInput, 'id' | 'publishAt'>> & {
    id?: string | undefined;
    publishAt?: string | null | undefined;
  },
  now: Date,
): Promise<Outcome<OpsActivity, ContentRefusal>> {
  const startAt = new Date(input.startAt);
  const endAt = new Date(input.endAt);
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
  return outcomeOf(() =>
    db.transaction(async (tx) => {
      if (!input.id) {
        const [row] = await tx
          .insert(activities)
          .values({ ...values, publishedAt: publishTime(input, null, now) })
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
      if (!before) throw new Refused<ContentRefusal>('notFound');
      const [row] = await tx
        .update(activities)
        .set({ ...values, publishedAt: publishTime(input, before.publishedAt, now) })
        .where(eq(activities.id, input.id))
        .returning();
      if (!row) throw new Refused<ContentRefusal>('notFound');
      const after = activityOf(row);
      await writeAudit(tx, operator, {
        action: 'activity.update',
        objectType: 'activity',
        objectId: row.id,
        ...changedFields(activitySummary(activityOf(before)), activitySummary(after)),
      });
      return after;
    }),
  );
}

/** The news ticker's pace as stored (the default until the console sets one). */
export async function rollRateSetting(db: Db) {
  const [rate] = await db
    .select({ value: contentSettings.intValue })
    .from(contentSettings)
    .where(eq(contentSettings.key, 'newsRollRate'));
  return { rollRate: rate?.value ?? defaultRollRate };
}

export async function saveRollRate(db: Db, operator: AuditActor, input: { rollRate: number }) {
  return db.transaction(async (tx) => {
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
