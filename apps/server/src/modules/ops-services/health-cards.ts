import { chinaDayStart, type Locale, type OpsHealthCard } from '@rc/contract';
import {
  healthCardApplications,
  issueCardToApplicant,
  type CardState,
} from '../../domain/console-health-cards.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { badField } from '../../http/validate.js';
import { servicesTexts } from './shared.js';

/** Console: staff issue the health payment cards customers applied for (domain/console-health-cards.ts). */

/** Pending ones oldest first (issued in turn); the others newest first. */
export function listHealthCards(
  deps: AppDeps,
  q: { state: CardState; onPagenum: number; onPagesize: number },
): Promise<{ list: OpsHealthCard[]; total: number }> {
  return healthCardApplications(deps.db, q);
}

/** Issues the card (number and validity, valid to the end of that day in China) in one transaction with its audit line. */
export async function issueCard(
  deps: AppDeps,
  operator: OperatorContext,
  body: { id: string; cardNo: string; validTo: string },
  locale: Locale,
  now = new Date(),
): Promise<OpsHealthCard> {
  // The last second of that China day (23:59:59.000).
  const validTo = new Date(chinaDayStart(body.validTo, 1).getTime() - 1000);
  if (!(validTo.getTime() > now.getTime())) throw badField('validTo', locale);
  const issued = await issueCardToApplicant(deps.db, operator, body, validTo, now);
  if (issued.ok) return issued.value;
  switch (issued.reason) {
    case 'cardNo':
    case 'validTo':
      throw badField(issued.reason, locale);
    case 'notFound':
      throw notFound();
    case 'notCard':
      throw toast(servicesTexts.notCard);
    case 'withdrawn':
      throw toast(servicesTexts.cardWithdrawn);
    case 'issued':
      throw toast(servicesTexts.cardIssued);
  }
}
