import type { DbOrTx } from '../../db/client.js';
import { consentInForce } from '../../domain/consents.js';
import { maskMobile, maskName, maskPlate } from '../../domain/masking.js';

/** What a store could be shown of a customer on one order, in clear (masking is done here). */
export interface CustomerFacts {
  name: string;
  /** In clear; '' when there is none. */
  mobile: string;
  plate: string | null;
  remark: string;
}

export interface CustomerAsSeen extends CustomerFacts {
  /** The customer's merchant-sharing consent is in force. */
  shared: boolean;
}

/**
 * What a merchant sees of a customer (decision 045): it follows the customer's consent
 * to share with merchants, read fresh (the latest ledger row, so a withdrawal counts on
 * the next read).
 * - With it: the name and mobile masked (never in full: house rule), the plate, the
 *   remark (and, in `domain/customer-order-photos.ts`, the plate and VIN photos).
 * - Without it: no name, no mobile, no remark; the plate masked to its first two and
 *   last two characters, enough to tell the car at the counter. The order is still
 *   served: its number or the customer's code is all serving needs.
 */
export function asSeenByMerchant(facts: CustomerFacts, shared: boolean): CustomerAsSeen {
  if (!shared) {
    return { name: '', mobile: '', plate: facts.plate ? maskPlate(facts.plate) : null, remark: '', shared };
  }
  return {
    name: facts.name ? maskName(facts.name) : '',
    mobile: facts.mobile ? maskMobile(facts.mobile) : '',
    plate: facts.plate,
    remark: facts.remark,
    shared,
  };
}

export async function customerAsSeen(
  db: DbOrTx,
  customerId: string,
  facts: CustomerFacts,
): Promise<CustomerAsSeen> {
  return asSeenByMerchant(facts, await consentInForce(db, customerId, 'merchantSharing'));
}
