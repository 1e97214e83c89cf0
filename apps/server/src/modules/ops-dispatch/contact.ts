import type { DispatchContact } from '@rc/contract';
import { revealRescueContact } from '../../domain/dispatch-contact.js';
import type { NumberMaskingProvider } from '../../domain/rescue-calls.js';
import type { AppDeps } from '../../http/deps.js';
import { forbidden, toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { dispatchTexts } from './texts.js';

/**
 * A dispatcher's reveal of what reaching the customer of an open rescue needs
 * (full address, exact point, a relay number through the dispatch desk: domain/dispatch-contact.ts).
 * Only the `dispatcher` and `admin` roles: an operator is refused before anything is read.
 */
export async function revealContact(
  deps: AppDeps,
  provider: NumberMaskingProvider,
  operator: OperatorContext,
  orderId: string,
  now = new Date(),
): Promise<DispatchContact> {
  if (operator.role !== 'dispatcher' && operator.role !== 'admin') throw forbidden();
  const contact = await revealRescueContact(
    deps.db,
    deps.fieldCrypto,
    provider,
    operator,
    deps.config.dispatchDeskNumber,
    orderId,
    now,
  );
  if (!contact) throw toast(dispatchTexts.orderGone);
  return contact;
}
