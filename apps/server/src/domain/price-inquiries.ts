import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { isUuid, type Inquiry, type Locale } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import { customers, inquiries, serviceCatalogue } from '../db/schema/index.js';

/** Price inquiries: a customer asks the desk what a job on one of their cars would cost. */

export type InquiryRow = typeof inquiries.$inferSelect;

/**
 * The services a customer can ask a price for: jobs whose price depends on the
 * car and the damage (paint, tyres, battery, disinfection, inspection run).
 */
export const quotableServiceTypes = ['11', '13', '14', '15', '12'] as const;

/** Open inquiries one customer may have at once: the desk answers within a day, so a few are plenty. */
export const openInquiryLimit = 5;

/** The quotable services' names in the catalogue (those it has). */
export async function quotableServiceNames(db: DbOrTx, locale: Locale): Promise<Map<string, string>> {
  const rows = await db
    .select({
      type: serviceCatalogue.serviceType,
      name: serviceCatalogue.name,
      nameEn: serviceCatalogue.nameEn,
    })
    .from(serviceCatalogue)
    .where(inArray(serviceCatalogue.serviceType, [...quotableServiceTypes]));
  return new Map(rows.map((r) => [r.type, locale === 'en-US' ? r.nameEn : r.name]));
}

/** The customer's own plates (the cars an inquiry may name). */
export async function customerPlates(db: DbOrTx, customerId: string): Promise<string[]> {
  const [c] = await db
    .select({ plates: customers.plateNumbers })
    .from(customers)
    .where(eq(customers.id, customerId));
  return c?.plates ?? [];
}

/** A page of the customer's inquiries, newest first, and their total. */
export async function inquiriesPage(
  db: DbOrTx,
  customerId: string,
  page: { onPagenum: number; onPagesize: number },
): Promise<{ rows: InquiryRow[]; total: number }> {
  const mine = eq(inquiries.customerId, customerId);
  const [rows, [n]] = await Promise.all([
    db
      .select()
      .from(inquiries)
      .where(mine)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(page.onPagesize)
      .offset((page.onPagenum - 1) * page.onPagesize),
    db.select({ n: count() }).from(inquiries).where(mine),
  ]);
  return { rows, total: n?.n ?? 0 };
}

/**
 * Records an inquiry, checking the customer's open ones in the same transaction: the same car
 * and service twice (`duplicate`) or over the limit (`full`) is refused before any write.
 */
export async function openInquiry(
  db: Db,
  customerId: string,
  input: { carNumber: string; serviceType: string; note: string },
): Promise<{ ok: true; row: InquiryRow } | { ok: false; reason: 'duplicate' | 'full' }> {
  const outcome = await db.transaction(async (tx) => {
    const open = and(eq(inquiries.customerId, customerId), eq(inquiries.state, 'open'));
    const openRows = await tx
      .select({ carNumber: inquiries.carNumber, serviceType: inquiries.serviceType })
      .from(inquiries)
      .where(open);
    if (openRows.some((r) => r.carNumber === input.carNumber && r.serviceType === input.serviceType))
      return { ok: false, reason: 'duplicate' } as const;
    if (openRows.length >= openInquiryLimit) return { ok: false, reason: 'full' } as const;
    const [inserted] = await tx
      .insert(inquiries)
      .values({ customerId, carNumber: input.carNumber, serviceType: input.serviceType, note: input.note })
      .returning();
    if (!inserted) throw new Error('inquiry insert returned nothing');
    return { ok: true, row: inserted } as const;
  });
  return outcome;
}

/**
 * Withdraws an inquiry of the customer for the car given, while it is open or answered. One
 * conditional UPDATE, so a double tap cancels once. `notFound`: another customer's inquiry or
 * the wrong car; `alreadyCancelled`: it exists but can no longer be withdrawn.
 */
export async function withdrawInquiry(
  db: DbOrTx,
  customerId: string,
  id: string,
  carNumber: string,
  now: Date,
): Promise<{ ok: true; row: InquiryRow } | { ok: false; reason: 'notFound' | 'alreadyCancelled' }> {
  if (!isUuid(id)) return { ok: false, reason: 'notFound' };
  const mine = and(
    eq(inquiries.id, id),
    eq(inquiries.customerId, customerId),
    eq(inquiries.carNumber, carNumber),
  );
  const [row] = await db
    .update(inquiries)
    .set({ state: 'cancelled', cancelledAt: now })
    .where(and(mine, inArray(inquiries.state, ['open', 'answered'])))
    .returning();
  if (row) return { ok: true, row };
  const [existing] = await db.select().from(inquiries).where(mine);
  return { ok: false, reason: existing ? 'alreadyCancelled' : 'notFound' };
}

/** A price inquiry as its customer sees it; the console adds who asked (console-inquiries.ts). */
export function inquiryView(row: InquiryRow, names: Map<string, string>): Inquiry {
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
  };
}
