import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { CodeName, Inquiry, Locale } from '@rc/contract';
import { customers, inquiries, serviceCatalogue } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { keepOnScreen, notFound } from '../../http/errors.js';
import { badField } from '../../http/validate.js';
import { isUuid } from '@rc/contract';

/**
 * The services a customer can ask a price for: jobs whose price depends on the
 * car and the damage (paint, tyres, battery, disinfection, inspection run).
 */
export const quotableServiceTypes = ['11', '13', '14', '15', '12'] as const;

/** Open inquiries one customer may have at once: the desk answers within a day, so a few are plenty. */
export const openInquiryLimit = 5;

type Row = typeof inquiries.$inferSelect;

async function serviceNames(deps: AppDeps, locale: Locale): Promise<Map<string, string>> {
  const rows = await deps.db
    .select({
      type: serviceCatalogue.serviceType,
      name: serviceCatalogue.name,
      nameEn: serviceCatalogue.nameEn,
    })
    .from(serviceCatalogue)
    .where(inArray(serviceCatalogue.serviceType, [...quotableServiceTypes]));
  return new Map(rows.map((r) => [r.type, locale === 'en-US' ? r.nameEn : r.name]));
}

function view(row: Row, names: Map<string, string>): Inquiry {
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

async function platesOf(deps: AppDeps, customerId: string): Promise<string[]> {
  const [c] = await deps.db
    .select({ plates: customers.plateNumbers })
    .from(customers)
    .where(eq(customers.id, customerId));
  return c?.plates ?? [];
}

/** order/R00010301: the customer's inquiries, newest first, with what the form offers. */
export async function listInquiries(
  deps: AppDeps,
  customerId: string,
  page: { onPagenum: number; onPagesize: number },
  locale: Locale,
): Promise<{ list: Inquiry[]; total: number; services: CodeName[]; plates: string[] }> {
  const mine = eq(inquiries.customerId, customerId);
  const [rows, [n], names, plates] = await Promise.all([
    deps.db
      .select()
      .from(inquiries)
      .where(mine)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(page.onPagesize)
      .offset((page.onPagenum - 1) * page.onPagesize),
    deps.db.select({ n: count() }).from(inquiries).where(mine),
    serviceNames(deps, locale),
    platesOf(deps, customerId),
  ]);
  const services = quotableServiceTypes
    .filter((t) => names.has(t))
    .map((t) => ({ code: t, name: names.get(t) ?? t }));
  return { list: rows.map((r) => view(r, names)), total: n?.n ?? 0, services, plates };
}

/** order/inquiry: asks for a quote for one of the customer's own cars. */
export async function makeInquiry(
  deps: AppDeps,
  customerId: string,
  input: { carNumber: string; serviceType: string; note: string },
  locale: Locale,
): Promise<Inquiry> {
  const [plates, names] = await Promise.all([platesOf(deps, customerId), serviceNames(deps, locale)]);
  if (!plates.includes(input.carNumber)) throw badField('carNumber', locale);
  if (!names.has(input.serviceType)) throw badField('serviceType', locale);
  const row = await deps.db.transaction(async (tx) => {
    const open = and(eq(inquiries.customerId, customerId), eq(inquiries.state, 'open'));
    const openRows = await tx
      .select({ carNumber: inquiries.carNumber, serviceType: inquiries.serviceType })
      .from(inquiries)
      .where(open);
    if (openRows.some((r) => r.carNumber === input.carNumber && r.serviceType === input.serviceType)) {
      throw keepOnScreen({
        'zh-CN': '这辆车的该项服务已在询价中，请等待报价',
        'en-US': 'A quote for this service on this car is already on its way',
      });
    }
    if (openRows.length >= openInquiryLimit) {
      throw keepOnScreen({
        'zh-CN': `同时最多 ${openInquiryLimit} 个询价，请等待报价或取消后再试`,
        'en-US': `At most ${openInquiryLimit} open inquiries at a time; wait for a quote or cancel one`,
      });
    }
    const [inserted] = await tx
      .insert(inquiries)
      .values({ customerId, carNumber: input.carNumber, serviceType: input.serviceType, note: input.note })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('inquiry insert returned nothing');
  return view(row, names);
}

/**
 * order/R00010302: withdraws an inquiry of the customer for the car given, while
 * it is open or answered. One conditional UPDATE, so a double tap cancels once.
 */
export async function cancelInquiry(
  deps: AppDeps,
  customerId: string,
  id: string,
  carNumber: string,
  locale: Locale,
  now = new Date(),
): Promise<Inquiry> {
  if (!isUuid(id)) throw notFound();
  const names = await serviceNames(deps, locale);
  const mine = and(
    eq(inquiries.id, id),
    eq(inquiries.customerId, customerId),
    eq(inquiries.carNumber, carNumber),
  );
  const [row] = await deps.db
    .update(inquiries)
    .set({ state: 'cancelled', cancelledAt: now })
    .where(and(mine, inArray(inquiries.state, ['open', 'answered'])))
    .returning();
  if (row) return view(row, names);
  const [existing] = await deps.db.select().from(inquiries).where(mine);
  // Another customer's inquiry, or the wrong car, answers as if it did not exist.
  if (!existing) throw notFound();
  throw keepOnScreen({ 'zh-CN': '该询价已取消', 'en-US': 'This inquiry is already cancelled' });
}
