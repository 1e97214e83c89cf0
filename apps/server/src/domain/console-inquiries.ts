import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Locale, OpsInquiry } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { customers, inquiries, serviceCatalogue } from '../db/schema/index.js';
import { writeAudit, type AuditActor } from './audit.js';
import { maskMobile, maskName } from './masking.js';
import type { Outcome } from './refusals.js';
import { inquiryView } from './price-inquiries.js';

/**
 * Console: the service desk answers customers' voluntary inquiries
 * (docs/decisions/017). Answering closes an open inquiry in one conditional
 * UPDATE, so a customer's cancel and a second operator's answer cannot both win.
 */

type Row = typeof inquiries.$inferSelect;
export type StateFilter = 'open' | 'answered' | 'cancelled' | 'all';

async function namesOf(db: DbOrTx, types: string[], locale: Locale): Promise<Map<string, string>> {
  if (types.length === 0) return new Map();
  const rows = await db
    .select({
      type: serviceCatalogue.serviceType,
      name: serviceCatalogue.name,
      nameEn: serviceCatalogue.nameEn,
    })
    .from(serviceCatalogue)
    .where(inArray(serviceCatalogue.serviceType, types));
  return new Map(rows.map((r) => [r.type, locale === 'en-US' ? r.nameEn : r.name]));
}

/** Who asked, masked: name and mobile as the desk may see them. */
async function askersOf(db: DbOrTx, fieldCrypto: FieldCrypto, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, name: customers.custName, sealed: customers.mobileSealed })
    .from(customers)
    .where(inArray(customers.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, `${maskName(r.name)} · ${maskMobile(fieldCrypto.open(r.sealed))}`]));
}

function viewOf(row: Row, names: Map<string, string>, askers: Map<string, string>): OpsInquiry {
  return { ...inquiryView(row, names), customer: askers.get(row.customerId) ?? '' };
}

/** Open ones oldest first (the desk answers in turn); the others newest first. */
export async function inquiryPage(
  db: Db,
  fieldCrypto: FieldCrypto,
  q: { state: StateFilter; onPagenum: number; onPagesize: number },
  locale: Locale,
): Promise<{ list: OpsInquiry[]; total: number }> {
  const where: SQL | undefined = q.state === 'all' ? undefined : eq(inquiries.state, q.state);
  const order =
    q.state === 'open'
      ? [asc(inquiries.createdAt), asc(inquiries.id)]
      : [desc(inquiries.createdAt), desc(inquiries.id)];
  const [rows, [n]] = await Promise.all([
    db
      .select()
      .from(inquiries)
      .where(where)
      .orderBy(...order)
      .limit(q.onPagesize)
      .offset((q.onPagenum - 1) * q.onPagesize),
    db.select({ n: count() }).from(inquiries).where(where),
  ]);
  const [names, askers] = await Promise.all([
    namesOf(db, [...new Set(rows.map((r) => r.serviceType))], locale),
    askersOf(
      db,
      fieldCrypto,
      rows.map((r) => r.customerId),
    ),
  ]);
  return { list: rows.map((r) => viewOf(r, names, askers)), total: n?.n ?? 0 };
}

/** Why an answer was refused: the inquiry is unknown, or no longer open (cancelled, or answered by a colleague). */
export type InquiryRefusal = 'notFound' | 'notOpen';

/** Answers an open inquiry: words, and a quote when the job can be priced. */
export async function answerInquiry(
  db: Db,
  fieldCrypto: FieldCrypto,
  operator: AuditActor,
  input: { id: string; answer: string; quoteFen: number | null },
  locale: Locale,
  now: Date,
): Promise<Outcome<OpsInquiry, InquiryRefusal>> {
  return db.transaction(async (tx): Promise<Outcome<OpsInquiry, InquiryRefusal>> => {
    const [exists] = await tx.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, input.id));
    if (!exists) return { ok: false, reason: 'notFound' };
    const [row] = await tx
      .update(inquiries)
      .set({ state: 'answered', answer: input.answer, quoteFen: input.quoteFen, answeredAt: now })
      .where(and(eq(inquiries.id, input.id), eq(inquiries.state, 'open')))
      .returning();
    if (!row) return { ok: false, reason: 'notOpen' };
    await writeAudit(
      tx,
      operator,
      {
        action: 'inquiry.answer',
        objectType: 'inquiry',
        objectId: row.id,
        before: { state: 'open' },
        after: { state: 'answered', answer: input.answer, quoteFen: input.quoteFen },
      },
      now,
    );
    const [names, askers] = await Promise.all([
      namesOf(tx, [row.serviceType], locale),
      askersOf(tx, fieldCrypto, [row.customerId]),
    ]);
    return { ok: true, value: viewOf(row, names, askers) };
  });
}
