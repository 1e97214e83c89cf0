import type { CodeName, Inquiry, Locale } from '@rc/contract';
import {
  customerPlates,
  inquiriesPage,
  openInquiry,
  openInquiryLimit,
  quotableServiceNames,
  quotableServiceTypes,
  inquiryView as view,
  withdrawInquiry,
} from '../../domain/price-inquiries.js';
import type { AppDeps } from '../../http/deps.js';
import { keepOnScreen, notFound } from '../../http/errors.js';
import { badField } from '../../http/validate.js';

/** order/R00010301: the customer's inquiries, newest first, with what the form offers. */
export async function listInquiries(
  deps: AppDeps,
  customerId: string,
  page: { onPagenum: number; onPagesize: number },
  locale: Locale,
): Promise<{ list: Inquiry[]; total: number; services: CodeName[]; plates: string[] }> {
  const [{ rows, total }, names, plates] = await Promise.all([
    inquiriesPage(deps.db, customerId, page),
    quotableServiceNames(deps.db, locale),
    customerPlates(deps.db, customerId),
  ]);
  const services = quotableServiceTypes
    .filter((t) => names.has(t))
    .map((t) => ({ code: t, name: names.get(t) ?? t }));
  return { list: rows.map((r) => view(r, names)), total, services, plates };
}

/** order/inquiry: asks for a quote for one of the customer's own cars. */
export async function makeInquiry(
  deps: AppDeps,
  customerId: string,
  input: { carNumber: string; serviceType: string; note: string },
  locale: Locale,
): Promise<Inquiry> {
  const [plates, names] = await Promise.all([
    customerPlates(deps.db, customerId),
    quotableServiceNames(deps.db, locale),
  ]);
  if (!plates.includes(input.carNumber)) throw badField('carNumber', locale);
  if (!names.has(input.serviceType)) throw badField('serviceType', locale);
  const opened = await openInquiry(deps.db, customerId, input);
  if (!opened.ok && opened.reason === 'duplicate') {
    throw keepOnScreen({
      'zh-CN': '这辆车的该项服务已在询价中，请等待报价',
      'en-US': 'A quote for this service on this car is already on its way',
    });
  }
  if (!opened.ok) {
    throw keepOnScreen({
      'zh-CN': `同时最多 ${openInquiryLimit} 个询价，请等待报价或取消后再试`,
      'en-US': `At most ${openInquiryLimit} open inquiries at a time; wait for a quote or cancel one`,
    });
  }
  return view(opened.row, names);
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
  const names = await quotableServiceNames(deps.db, locale);
  const done = await withdrawInquiry(deps.db, customerId, id, carNumber, now);
  if (done.ok) return view(done.row, names);
  // Another customer's inquiry, or the wrong car, answers as if it did not exist.
  if (done.reason === 'notFound') throw notFound();
  throw keepOnScreen({ 'zh-CN': '该询价已取消', 'en-US': 'This inquiry is already cancelled' });
}
