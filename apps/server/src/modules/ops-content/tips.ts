import { isUuid, type Locale, type OpsTip } from '@rc/contract';
import { catalogueOf } from '../../db/catalogue-cache.js';
import {
  moveTipOnePlace,
  saveTipItem,
  setTipShown,
  tipPage as tipList,
  type TipInput,
} from '../../domain/console-tips.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { badField } from '../../http/validate.js';

/** Console: the editorial tips (rights screens and the login response; domain/console-tips.ts). */

export function tipPage(deps: AppDeps, q: { onPagenum: number; onPagesize: number }) {
  return tipList(deps.db, q);
}

export async function saveTip(
  deps: AppDeps,
  operator: OperatorContext,
  input: TipInput,
  locale: Locale,
  now = new Date(),
): Promise<OpsTip> {
  // A login tip is one line under the login; a rights tip may be limited to a known service type.
  const serviceType = input.placement === 'login' ? '' : input.serviceType;
  if (serviceType && !(await catalogueOf(deps.db)).byType.has(serviceType)) {
    throw badField('serviceType', locale);
  }
  if (input.id !== undefined && !isUuid(input.id)) throw notFound();
  const tip = await saveTipItem(deps.db, operator, input, serviceType, now);
  if (!tip) throw notFound();
  return tip;
}

export async function setTipEnabled(
  deps: AppDeps,
  operator: OperatorContext,
  input: { id: string; enabled: boolean },
  now = new Date(),
): Promise<OpsTip> {
  if (!isUuid(input.id)) throw notFound();
  const tip = await setTipShown(deps.db, operator, input, now);
  if (!tip) throw notFound();
  return tip;
}

/**
 * Moves a tip one place among the tips of its placement: it swaps order with
 * its neighbour (equal sort numbers are spread first, so a swap always moves it).
 */
export async function moveTip(
  deps: AppDeps,
  operator: OperatorContext,
  input: { id: string; direction: 'up' | 'down' },
): Promise<{ moved: boolean }> {
  if (!isUuid(input.id)) throw notFound();
  const moved = await moveTipOnePlace(deps.db, operator, input);
  if (!moved) throw notFound();
  return moved;
}
