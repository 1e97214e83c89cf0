import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';
import { endCallBindings, openCallBinding, type NumberMaskingProvider } from '../../domain/rescue-calls.js';
import { orders, rescueCallBindings, rescueDispatches, rescuers } from '../../db/schema/index.js';
import type { DispatchStatus } from '../../db/schema/rescue.js';
import { orderNamedBy } from '../../domain/orders.js';

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
  deps: AppDeps,
  provider: NumberMaskingProvider,
  orderId: string,
  dispatchId: string,
): Promise<string | null> {
  const bound = await deps.db.transaction(async (tx) => {
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
      customerMobile: deps.fieldCrypto.open(order.contactMobileSealed),
      rescuerMobile: deps.fieldCrypto.open(rescuer.mobileSealed),
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
async function currentDispatchOf(deps: AppDeps, orderId: string) {
  const [row] = await deps.db
    .select({ id: rescueDispatches.id })
    .from(rescueDispatches)
    .where(
      and(eq(rescueDispatches.orderId, orderId), inArray(rescueDispatches.status, [...callableStatuses])),
    )
    .limit(1);
  return row ?? null;
}

/** The customer's relay number for their own rescue; another customer's order is not found. */
export async function customerRelay(
  deps: AppDeps,
  provider: NumberMaskingProvider,
  customerId: string,
  ref: { orderPrimaryId: string; primaryCheck: string },
): Promise<{ relayNumber: string | null }> {
  const [order] = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        orderNamedBy(ref.orderPrimaryId),
        eq(orders.primaryCheck, ref.primaryCheck),
        eq(orders.customerId, customerId),
      ),
    );
  if (!order) throw notFound();
  const job = await currentDispatchOf(deps, order.id);
  return { relayNumber: job ? await relayOfDispatch(deps, provider, order.id, job.id) : null };
}

/** The rescuer's relay number for their own work order; another rescuer's work order is not found. */
export async function rescuerRelay(
  deps: AppDeps,
  provider: NumberMaskingProvider,
  rescuerId: string,
  subTicketId: string,
): Promise<{ relayNumber: string | null }> {
  const [job] = await deps.db
    .select({ id: rescueDispatches.id, orderId: rescueDispatches.orderId })
    .from(rescueDispatches)
    .where(and(eq(rescueDispatches.subTicketId, subTicketId), eq(rescueDispatches.rescuerId, rescuerId)));
  if (!job) throw notFound();
  return { relayNumber: await relayOfDispatch(deps, provider, job.orderId, job.id) };
}
