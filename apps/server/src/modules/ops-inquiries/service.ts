import type { Locale, OpsInquiry } from '@rc/contract';
import { answerInquiry, inquiryPage, type StateFilter } from '../../domain/console-inquiries.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';

/**
 * Console: the service desk answers customers' voluntary inquiries
 * (docs/decisions/017; the conditional UPDATE in domain/console-inquiries.ts).
 */

const words = {
  notOpen: {
    'zh-CN': '该询价已被客户取消或已有同事回复，列表已刷新',
    'en-US': 'The customer cancelled this inquiry or a colleague answered it first; the list is refreshed',
  },
};

/** Open ones oldest first (the desk answers in turn); the others newest first. */
export function list(
  deps: AppDeps,
  q: { state: StateFilter; onPagenum: number; onPagesize: number },
  locale: Locale,
): Promise<{ list: OpsInquiry[]; total: number }> {
  return inquiryPage(deps.db, deps.fieldCrypto, q, locale);
}

/** Answers an open inquiry: words, and a quote when the job can be priced. */
export async function answer(
  deps: AppDeps,
  operator: OperatorContext,
  input: { id: string; answer: string; quoteFen: number | null },
  locale: Locale,
  now = new Date(),
): Promise<OpsInquiry> {
  const answered = await answerInquiry(deps.db, deps.fieldCrypto, operator, input, locale, now);
  if (answered.ok) return answered.value;
  throw answered.reason === 'notOpen' ? toast(words.notOpen) : notFound();
}
