import { isUuid, type Locale, type OpsReport, type OpsSuggestion } from '@rc/contract';
import * as desk from '../../domain/feedback-desk.js';
import type { Outcome } from '../../domain/refusals.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { badField } from '../../http/validate.js';

type Page = { onPagenum: number; onPagesize: number };

const words = {
  closed: { 'zh-CN': '已关闭，不能再回复', 'en-US': 'It is closed; it cannot be answered any more' },
};

export function reportPage(deps: AppDeps, q: Page & { state: 'open' | 'answered' | 'closed' | 'all' }) {
  return desk.reportPage(deps.db, deps.fieldCrypto, q);
}

export async function reportOne(deps: AppDeps, id: string): Promise<OpsReport> {
  if (!isUuid(id)) throw notFound();
  const report = await desk.reportOne(deps.db, deps.fieldCrypto, id);
  if (!report) throw notFound();
  return report;
}

interface AnswerInput {
  id: string;
  answer?: string | undefined;
  close: boolean;
}

/** What answering does to a thread: an answer makes it answered, close closes it; a closed one stays closed. */
function nextState(input: AnswerInput, locale: Locale): desk.DeskAnswer {
  const answer = input.answer?.trim() ? input.answer.trim() : null;
  if (!answer && !input.close) throw badField('answer', locale);
  return { id: input.id, answer, closes: input.close };
}

function worded<T>(outcome: Outcome<T, desk.DeskRefusal>): T {
  if (outcome.ok) return outcome.value;
  throw outcome.reason === 'closed' ? toast(words.closed) : notFound();
}

export async function answerReport(
  deps: AppDeps,
  operator: OperatorContext,
  input: AnswerInput,
  locale: Locale,
  now = new Date(),
): Promise<OpsReport> {
  const next = nextState(input, locale);
  if (!isUuid(input.id)) throw notFound();
  return worded(await desk.answerReport(deps.db, deps.fieldCrypto, operator, next, now));
}

export function suggestionPage(
  deps: AppDeps,
  q: Page & { state: 'received' | 'replied' | 'closed' | 'all' },
) {
  return desk.suggestionPage(deps.db, deps.fieldCrypto, q);
}

export async function answerSuggestion(
  deps: AppDeps,
  operator: OperatorContext,
  input: AnswerInput,
  locale: Locale,
  now = new Date(),
): Promise<OpsSuggestion> {
  const next = nextState(input, locale);
  if (!isUuid(input.id)) throw notFound();
  return worded(await desk.answerSuggestion(deps.db, deps.fieldCrypto, operator, next, now));
}
