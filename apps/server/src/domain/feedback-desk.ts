import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { OpsReport, OpsSuggestion } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { customers, feedbackReports, suggestions } from '../db/schema/index.js';
import { writeAudit, type AuditActor } from './audit.js';
import { maskMobile } from './masking.js';
import type { Outcome } from './refusals.js';

/**
 * The console's feedback desk: error reports and suggestions customers sent, each answered
 * or closed by one conditional UPDATE with its audit line (a closed thread stays closed).
 */

type Page = { onPagenum: number; onPagesize: number };
/** An answer, a close, or both: the module has checked that there is at least one. */
export interface DeskAnswer {
  id: string;
  answer: string | null;
  closes: boolean;
}
/** Why a thread was not answered: it is unknown, or closed already. */
export type DeskRefusal = 'notFound' | 'closed';
type ReportRow = typeof feedbackReports.$inferSelect;
type SuggestionRow = typeof suggestions.$inferSelect;

/** Masked mobiles of the customers behind some rows, by customer id. */
async function mobilesOf(
  db: DbOrTx,
  fieldCrypto: FieldCrypto,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((i): i is string => !!i))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: customers.id, sealed: customers.mobileSealed })
    .from(customers)
    .where(inArray(customers.id, wanted));
  return new Map(rows.map((r) => [r.id, maskMobile(fieldCrypto.open(r.sealed))]));
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

type DeskTable = typeof feedbackReports | typeof suggestions;

/**
 * A page of one desk table's threads (of one state, or all), newest first, with their total; the
 * customers behind them shown by masked mobile. Reports and suggestions differ only in the table
 * and in how a row is shown.
 */
async function deskPage<T extends DeskTable, Item>(
  db: Db,
  fieldCrypto: FieldCrypto,
  table: T,
  q: Page & { state: T['$inferSelect']['state'] | 'all' },
  itemOf: (r: T['$inferSelect'], mobiles: Map<string, string>) => Item,
): Promise<{ list: Item[]; total: number }> {
  const where: SQL | undefined = q.state === 'all' ? undefined : eq(table.state, q.state);
  // Drizzle's from() does not take a table of a generic type; the union it does take reads the same rows.
  const from: DeskTable = table;
  const [total] = await db.select({ n: count() }).from(from).where(where);
  const rows = await db
    .select()
    .from(from)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(q.onPagesize)
    .offset((q.onPagenum - 1) * q.onPagesize);
  const mobiles = await mobilesOf(
    db,
    fieldCrypto,
    rows.map((r) => r.customerId),
  );
  return { list: rows.map((r) => itemOf(r, mobiles)), total: total?.n ?? 0 };
}

export function reportPage(
  db: Db,
  fieldCrypto: FieldCrypto,
  q: Page & { state: 'open' | 'answered' | 'closed' | 'all' },
) {
  return deskPage(db, fieldCrypto, feedbackReports, q, reportRowOf);
}

/** One report in full (its screenshot included); null when there is none (`id` is a checked uuid). */
export async function reportOne(db: Db, fieldCrypto: FieldCrypto, id: string): Promise<OpsReport | null> {
  const [row] = await db.select().from(feedbackReports).where(eq(feedbackReports.id, id));
  if (!row) return null;
  return reportOf(row, await mobilesOf(db, fieldCrypto, [row.customerId]));
}

export async function answerReport(
  db: Db,
  fieldCrypto: FieldCrypto,
  operator: AuditActor,
  input: DeskAnswer,
  now: Date,
): Promise<Outcome<OpsReport, DeskRefusal>> {
  const { answer, closes } = input;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(feedbackReports).where(eq(feedbackReports.id, input.id));
    if (!before) return { ok: false, reason: 'notFound' };
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
    if (!row) return { ok: false, reason: 'closed' };
    await writeAudit(tx, operator, {
      action: closes ? 'feedbackReport.close' : 'feedbackReport.answer',
      objectType: 'feedbackReport',
      objectId: row.id,
      before: { state: before.state },
      after: { state, ...(answer ? { answer } : {}) },
    });
    return { ok: true, value: reportOf(row, await mobilesOf(tx, fieldCrypto, [row.customerId])) };
  });
}

function suggestionOf(
  r: SuggestionRow,
  mobiles: Map<string, string>,
  fieldCrypto: FieldCrypto,
): OpsSuggestion {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    category: r.category,
    content: r.content,
    customer: mobiles.get(r.customerId) ?? '',
    contactMobile: r.contactMobileSealed ? maskMobile(fieldCrypto.open(r.contactMobileSealed)) : null,
    imageIds: r.imageIds,
    state: r.state,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
  };
}

export function suggestionPage(
  db: Db,
  fieldCrypto: FieldCrypto,
  q: Page & { state: 'received' | 'replied' | 'closed' | 'all' },
) {
  return deskPage(db, fieldCrypto, suggestions, q, (r, mobiles) => suggestionOf(r, mobiles, fieldCrypto));
}

export async function answerSuggestion(
  db: Db,
  fieldCrypto: FieldCrypto,
  operator: AuditActor,
  input: DeskAnswer,
  now: Date,
): Promise<Outcome<OpsSuggestion, DeskRefusal>> {
  const { answer, closes } = input;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(suggestions).where(eq(suggestions.id, input.id));
    if (!before) return { ok: false, reason: 'notFound' };
    const state = closes ? 'closed' : 'replied';
    const [row] = await tx
      .update(suggestions)
      .set({ state, ...(answer ? { reply: answer, repliedAt: now } : {}) })
      .where(and(eq(suggestions.id, input.id), inArray(suggestions.state, ['received', 'replied'])))
      .returning();
    if (!row) return { ok: false, reason: 'closed' };
    await writeAudit(tx, operator, {
      action: closes ? 'suggestion.close' : 'suggestion.answer',
      objectType: 'suggestion',
      objectId: row.id,
      before: { state: before.state },
      after: { state, ...(answer ? { reply: answer } : {}) },
    });
    return {
      ok: true,
      value: suggestionOf(row, await mobilesOf(tx, fieldCrypto, [row.customerId]), fieldCrypto),
    };
  });
}
