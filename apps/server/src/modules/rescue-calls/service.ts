import type { AppDeps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';
import { customerRelayNumber, rescuerRelayNumber } from '../../domain/rescue-call-relays.js';
import type { NumberMaskingProvider } from '../../domain/rescue-calls.js';

/** The customer's relay number for their own rescue; another customer's order is not found. */
export async function customerRelay(
  deps: AppDeps,
  provider: NumberMaskingProvider,
  customerId: string,
  ref: { orderPrimaryId: string; primaryCheck: string },
): Promise<{ relayNumber: string | null }> {
  const relay = await customerRelayNumber(deps.db, deps.fieldCrypto, provider, customerId, ref);
  if (!relay) throw notFound();
  return relay;
}

/** The rescuer's relay number for their own work order; another rescuer's work order is not found. */
export async function rescuerRelay(
  deps: AppDeps,
  provider: NumberMaskingProvider,
  rescuerId: string,
  subTicketId: string,
): Promise<{ relayNumber: string | null }> {
  const relay = await rescuerRelayNumber(deps.db, deps.fieldCrypto, provider, rescuerId, subTicketId);
  if (!relay) throw notFound();
  return relay;
}
