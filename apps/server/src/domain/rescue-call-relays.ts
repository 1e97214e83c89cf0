import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { orders, rescueCallBindings, rescueDispatches, rescuers } from '../db/schema/index.js';
import type { DispatchStatus } from '../db/schema/rescue.js';
import { orderNamedBy } from './orders.js';
import { endCallBindings, openCallBinding, type NumberMaskingProvider } from './rescue-calls.js';

/** From the rescuer's acceptance to the job's end the two sides can call each other. */
const callableStatuses: readonly DispatchStatus[] = ['accepted', 'departed', 'arrived', 'inService'];
/** Relay numbers a provider may offer before the request gives up (each one bound to another open job). */
const maxAttempts = 5;

/**
 * The relay number of one work order: the open binding, or a new one bound at
 * the provider when the job is between acceptance and its end. The order is
 * locked first (as every rescue move does), so the two sides asking at once
 * share one binding, and a job ending meanwhile is seen. A job no longer open
 * has no number, and a binding left open by it is ended here.
 */
async function relayOfDispatch(
  db: Db,
  fieldCrypto: FieldCrypto,
  provider: NumberMaskingProvider,
  orderId: string,
  dispatchId: string,
): Promise<string | null> {
  const bound = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, contactMobileSealed: orders.contactMobileSealed })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    const [job] = await tx
      .select({ status: rescueDispatches.status, rescuerId: rescueDispatches.rescuerId })
      .from(rescueDispatches)
      .where(eq(rescueDispatches.id, dispatchId));
    const open =
      order &&
      job?.rescuerId &&
      callableStatuses.includes(job.status) &&
      !['completed', 'cancelled'].includes(order.status);
    if (!open || !job.rescuerId) {
      await endCallBindings(tx, { dispatchId }, 'ended');
      return null;
    }
    const existing = await openCallBinding(tx, dispatchId);
    if (existing) return existing;
    const [rescuer] = await tx
      .select({ mobileSealed: rescuers.mobileSealed })
      .from(rescuers)
      .where(eq(rescuers.id, job.rescuerId));
    if (!rescuer || !order.contactMobileSealed) return null;
    const parties = {
      jobId: dispatchId,
      customerMobile: fieldCrypto.open(order.contactMobileSealed),
      rescuerMobile: fieldCrypto.open(rescuer.mobileSealed),
    };
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      const offer = await provider.bind({ ...parties, attempt });
      const [taken] = await tx
        .select({ id: rescueCallBindings.id })
        .from(rescueCallBindings)
        .where(
          and(eq(rescueCallBindings.relayNumber, offer.relayNumber), isNull(rescueCallBindings.endedAt)),
        );
      if (taken) {
        await provider.unbind(offer.providerRef);
        continue;
      }
      const [row] = await tx
        .insert(rescueCallBindings)
        .values({
          orderId,
          dispatchId,
          rescuerId: job.rescuerId,
          provider: provider.name,
          providerRef: offer.providerRef,
          relayNumber: offer.relayNumber,
        })
        .returning();
      return row ?? null;
    }
    return null;
  });
  return bound?.relayNumber ?? null;
}

/** The open (or last) work order of a rescue that has a rescuer. */
async function currentDispatchOf(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({ id: rescueDispatches.id })
    .from(rescueDispatches)
    .where(
      and(eq(rescueDispatches.orderId, orderId), inArray(rescueDispatches.status, [...callableStatuses])),
    )
    .limit(1);
  return row ?? null;
}

/** The customer's relay number for their own rescue; null when the order is not theirs. */
export async function customerRelayNumber(
  db: Db,
  fieldCrypto: FieldCrypto,
  provider: NumberMaskingProvider,
  customerId: string,
  ref: { orderPrimaryId: string; primaryCheck: string },
): Promise<{ relayNumber: string | null } | null> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        orderNamedBy(ref.orderPrimaryId),
        eq(orders.primaryCheck, ref.primaryCheck),
        eq(orders.customerId, customerId),
      ),
    );
  if (!order) return null;
  const job = await currentDispatchOf(db, order.id);
  return { relayNumber: job ? await relayOfDispatch(db, fieldCrypto, provider, order.id, job.id) : null };
}

/** The rescuer's relay number for their own work order; null when the work order is not theirs. */
export async function rescuerRelayNumber(
  db: Db,
  fieldCrypto: FieldCrypto,
  provider: NumberMaskingProvider,
  rescuerId: string,
  subTicketId: string,
): Promise<{ relayNumber: string | null } | null> {
  const [job] = await db
    .select({ id: rescueDispatches.id, orderId: rescueDispatches.orderId })
    .from(rescueDispatches)
    .where(and(eq(rescueDispatches.subTicketId, subTicketId), eq(rescueDispatches.rescuerId, rescuerId)));
  if (!job) return null;
  return { relayNumber: await relayOfDispatch(db, fieldCrypto, provider, job.orderId, job.id) };
}
