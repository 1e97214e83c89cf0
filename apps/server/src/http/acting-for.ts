import { actsForCustomer, type EndpointDef } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import { authorisedPlates } from '../domain/authorizations.js';
import type { SessionContext } from './session-store.js';

/**
 * The customer account a call acts on, resolved once before the handler runs from
 * the endpoint's `actsFor` (packages/contract `ActsFor`, decision 040).
 */
export interface ActingFor {
  /** The customer whose account the call reads and changes. */
  id: string;
  /** The signed-in person (the grantee when `id` is a grantor's). */
  signedIn: string;
  /**
   * Acting for a grantor: the plates of the live authorisation (never empty), to
   * which every coupon, order and new order of the call is limited. Null on one's
   * own account (every plate).
   */
  plates: readonly string[] | null;
}

/** The signed-in customer, on their own account. */
export function ownAccount(customerId: string): ActingFor {
  return { id: customerId, signedIn: customerId, plates: null };
}

/** Whether a plate (of a coupon, an order or a new order) is within what the call may act on. */
export function plateInScope(who: ActingFor, plate: string | null | undefined): boolean {
  return who.plates === null || (!!plate && who.plates.includes(plate));
}

/**
 * Resolves `actsFor` for a customer session. A `grantor` endpoint acts for the
 * customer the session switched to only while an authorisation of the signed-in
 * person by that customer is live, limited to its plates (and to the grantor's
 * current plates); without one (revoked, expired, or no plate left) the call acts
 * for the signed-in person, so nothing of the grantor is ever read without it.
 */
export async function resolveActingFor(
  db: DbOrTx,
  endpoint: EndpointDef,
  session: SessionContext | null,
  now = new Date(),
): Promise<ActingFor | null> {
  if (!session || session.kind !== 'customer' || !session.customerId) return null;
  if (!actsForCustomer(endpoint.auth)) return null;
  const self = ownAccount(session.customerId);
  const grantorId = session.actingCustomerId;
  if (endpoint.actsFor !== 'grantor' || !grantorId || grantorId === session.customerId) return self;
  const plates = await authorisedPlates(db, grantorId, session.customerId, now);
  if (plates.length === 0) return self;
  return { id: grantorId, signedIn: session.customerId, plates };
}
