import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Locale, OpsReport, OpsSuggestion } from '@rc/contract';
import { writeAudit } from '../../domain/audit.js';
import type { DbOrTx } from '../../db/client.js';
import { maskMobile } from '../../domain/masking.js';
import { customers, feedbackReports, suggestions } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { badField } from '../../http/validate.js';
import { isUuid } from '@rc/contract';

type Page = { onPagenum: number; onPagesize: number };
type ReportRow = typeof feedbackReports.$inferSelect;
type SuggestionRow = typeof suggestions.$inferSelect;

const words = {
  closed: { 'zh-CN': '已关闭，不能再回复', 'en-US': 'It is closed; it cannot be answered any more' },
};

/** Masked mobiles of the customers behind some rows, by customer id. */
async function mobilesOf(
  deps: AppDeps,
  ids: readonly (string | null)[],
  db: DbOrTx = deps.db,
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((i): i is string => !!i))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: customers.id, sealed: customers.mobileSealed })
    .from(customers)
    .where(inArray(customers.id, wanted));
  return new Map(rows.map((r) => [r.id, maskMobile(deps.fieldCrypto.open(r.sealed))]));
}

function reportRowOf(r: ReportRow, mobiles: Map<string, string>) {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    pageName: r.pageName,
    errorMessage: r.errorMessage,
    channel: r.channel,
    hasScreenshot: r.screenshot !== null,
    customer: r.customerId ? (mobiles.get(r.customerId) ?? null) : null,
    state: r.state,
  };
}

function reportOf(r: ReportRow, mobiles: Map<string, string>): OpsReport {
  return {
    ...reportRowOf(r, mobiles),
    screenshot: r.screenshot,
    screenW: r.screenW,
    screenH: r.screenH,
    errorUrls: r.errorUrls,
    userAgent: r.userAgent,
    errorTimeStamp: r.errorTimeStamp,
    answer: r.answer,
    answeredAt: r.answeredAt?.toISOString() ?? null,
    answeredBy: r.answeredBy,
  };
}

export async function reportPage(deps: AppDeps, q: Page & { state: 'open' | 'answered' | 'closed' | 'all' }) {
  const where: SQL | undefined = q.state === 'all' ? undefined : eq(feedbackReports.state, q.state);
  const [total] = await deps.db.select({ n: count() }).from(feedbackReports).where(where);
  const rows = await deps.db
    .select()
    .from(feedbackReports)
    .where(where)
    .orderBy(desc(feedbackReports.createdAt), desc(feedbackReports.id))
    .limit(q.onPagesize)
    .offset((q.onPagenum - 1) * q.onPagesize);
  const mobiles = await mobilesOf(
    deps,
    rows.map((r) => r.customerId),
  );
  return { list: rows.map((r) => reportRowOf(r, mobiles)), total: total?.n ?? 0 };
}

export async function reportOne(deps: AppDeps, id: string): Promise<OpsReport> {
  if (!isUuid(id)) throw notFound();
  const [row] = await deps.db.select().from(feedbackReports).where(eq(feedbackReports.id, id));
  if (!row) throw notFound();
  return reportOf(row, await mobilesOf(deps, [row.customerId]));
}

interface AnswerInput {
  id: string;
  answer?: string | undefined;
  close: boolean;
}

/** What answering does to a thread: an answer makes it answered, close closes it; a closed one stays closed. */
function nextState(input: AnswerInput, locale: Locale): { answer: string | null; closes: boolean } {
  const answer = input.answer?.trim() ? input.answer.trim() : null;
  if (!answer && !input.close) throw badField('answer', locale);
  return { answer, closes: input.close };
}

export async function answerReport(
  deps: AppDeps,
  operator: OperatorContext,
  input: AnswerInput,
  locale: Locale,
  now = new Date(),
): Promise<OpsReport> {
  const { answer, closes } = nextState(input, locale);
  if (!isUuid(input.id)) throw notFound();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(feedbackReports).where(eq(feedbackReports.id, input.id));
    if (!before) throw notFound();
    const state = closes ? 'closed' : 'answered';
    const [row] = await tx
      .update(feedbackReports)
      .set({
        state,
        ...(answer ? { answer, answeredAt: now, answeredBy: operator.account } : {}),
      })
      // A closed report stays closed: the UPDATE only matches an open or answered one.
      .where(and(eq(feedbackReports.id, input.id), inArray(feedbackReports.state, ['open', 'answered'])))
      .returning();
    if (!row) throw toast(words.closed);
    await writeAudit(tx, operator, {
      action: closes ? 'feedbackReport.close' : 'feedbackReport.answer',
      objectType: 'feedbackReport',
      objectId: row.id,
      before: { state: before.state },
      after: { state, ...(answer ? { answer } : {}) },
    });
    return reportOf(row, await mobilesOf(deps, [row.customerId], tx));
  });
}

function suggestionOf(r: SuggestionRow, mobiles: Map<string, string>, deps: AppDeps): OpsSuggestion {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    category: r.category,
    content: r.content,
    customer: mobiles.get(r.customerId) ?? '',
    contactMobile: r.contactMobileSealed ? maskMobile(deps.fieldCrypto.open(r.contactMobileSealed)) : null,
    imageIds: r.imageIds,
    state: r.state,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
  };
}

export async function suggestionPage(
  deps: AppDeps,
  q: Page & { state: 'received' | 'replied' | 'closed' | 'all' },
) {
  const where: SQL | undefined = q.state === 'all' ? undefined : eq(suggestions.state, q.state);
  const [total] = await deps.db.select({ n: count() }).from(suggestions).where(where);
  const rows = await deps.db
    .select()
    .from(suggestions)
    .where(where)
    .orderBy(desc(suggestions.createdAt), desc(suggestions.id))
    .limit(q.onPagesize)
    .offset((q.onPagenum - 1) * q.onPagesize);
  const mobiles = await mobilesOf(
    deps,
    rows.map((r) => r.customerId),
  );
  return { list: rows.map((r) => suggestionOf(r, mobiles, deps)), total: total?.n ?? 0 };
}

export async function answerSuggestion(
  deps: AppDeps,
  operator: OperatorContext,
  input: AnswerInput,
  locale: Locale,
  now = new Date(),
): Promise<OpsSuggestion> {
  const { answer, closes } = nextState(input, locale);
  if (!isUuid(input.id)) throw notFound();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(suggestions).where(eq(suggestions.id, input.id));
    if (!before) throw notFound();
    const state = closes ? 'closed' : 'replied';
    const [row] = await tx
      .update(suggestions)
      .set({ state, ...(answer ? { reply: answer, repliedAt: now } : {}) })
      .where(and(eq(suggestions.id, input.id), inArray(suggestions.state, ['received', 'replied'])))
      .returning();
    if (!row) throw toast(words.closed);
    await writeAudit(tx, operator, {
      action: closes ? 'suggestion.close' : 'suggestion.answer',
      objectType: 'suggestion',
      objectId: row.id,
      before: { state: before.state },
      after: { state, ...(answer ? { reply: answer } : {}) },
    });
    return suggestionOf(row, await mobilesOf(deps, [row.customerId], tx), deps);
  });
}
