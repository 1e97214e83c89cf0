import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Locale, OpsInquiry } from '@rc/contract';
import { writeAudit } from '../../domain/audit.js';
import { maskMobile, maskName } from '../../domain/masking.js';
import { customers, inquiries, serviceCatalogue } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';

/**
 * Console: the service desk answers customers' voluntary inquiries
 * (docs/decisions/017). Answering closes an open inquiry in one conditional
 * UPDATE, so a customer's cancel and a second operator's answer cannot both win.
 */

type Row = typeof inquiries.$inferSelect;
type StateFilter = 'open' | 'answered' | 'cancelled' | 'all';

const words = {
  notOpen: {
    'zh-CN': '该询价已被客户取消或已有同事回复，列表已刷新',
    'en-US': 'The customer cancelled this inquiry or a colleague answered it first; the list is refreshed',
  },
};

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
async function askersOf(deps: AppDeps, ids: string[], db: DbOrTx = deps.db): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, name: customers.custName, sealed: customers.mobileSealed })
    .from(customers)
    .where(inArray(customers.id, [...new Set(ids)]));
  return new Map(
    rows.map((r) => [r.id, `${maskName(r.name)} · ${maskMobile(deps.fieldCrypto.open(r.sealed))}`]),
  );
}

function viewOf(row: Row, names: Map<string, string>, askers: Map<string, string>): OpsInquiry {
  return {
    id: row.id,
    carNumber: row.carNumber,
    serviceType: row.serviceType,
    serviceTypeName: names.get(row.serviceType) ?? row.serviceType,
    note: row.note,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answer: row.answer,
    quote: row.quoteFen,
    customer: askers.get(row.customerId) ?? '',
  };
}

/** Open ones oldest first (the desk answers in turn); the others newest first. */
export async function list(
  deps: AppDeps,
  q: { state: StateFilter; onPagenum: number; onPagesize: number },
  locale: Locale,
): Promise<{ list: OpsInquiry[]; total: number }> {
  const where: SQL | undefined = q.state === 'all' ? undefined : eq(inquiries.state, q.state);
  const order =
    q.state === 'open'
      ? [asc(inquiries.createdAt), asc(inquiries.id)]
      : [desc(inquiries.createdAt), desc(inquiries.id)];
  const [rows, [n]] = await Promise.all([
    deps.db
      .select()
      .from(inquiries)
      .where(where)
      .orderBy(...order)
      .limit(q.onPagesize)
      .offset((q.onPagenum - 1) * q.onPagesize),
    deps.db.select({ n: count() }).from(inquiries).where(where),
  ]);
  const [names, askers] = await Promise.all([
    namesOf(deps.db, [...new Set(rows.map((r) => r.serviceType))], locale),
    askersOf(
      deps,
      rows.map((r) => r.customerId),
    ),
  ]);
  return { list: rows.map((r) => viewOf(r, names, askers)), total: n?.n ?? 0 };
}

/** Answers an open inquiry: words, and a quote when the job can be priced. */
export async function answer(
  deps: AppDeps,
  operator: OperatorContext,
  input: { id: string; answer: string; quoteFen: number | null },
  locale: Locale,
  now = new Date(),
): Promise<OpsInquiry> {
  return deps.db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, input.id));
    if (!exists) throw notFound();
    const [row] = await tx
      .update(inquiries)
      .set({ state: 'answered', answer: input.answer, quoteFen: input.quoteFen, answeredAt: now })
      .where(and(eq(inquiries.id, input.id), eq(inquiries.state, 'open')))
      .returning();
    if (!row) throw toast(words.notOpen);
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
      askersOf(deps, [row.customerId], tx),
    ]);
    return viewOf(row, names, askers);
  });
}
