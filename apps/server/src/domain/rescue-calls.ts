import { createHash } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { dispatchDeskBindings, rescueCallBindings } from '../db/schema/rescue-calls.js';

/**
 * Number masking for a rescue job: the customer (A) and the rescuer (B) are
 * bound to a relay number (X) at a privacy-number provider; A dialling X
 * reaches B and B dialling X reaches A, so neither real number is shown.
 * A provider adapter (the carriers' and cloud vendors' AXB products take the
 * same three numbers) implements this interface; the demo one below needs no
 * account.
 */
export interface NumberMaskingProvider {
  readonly name: string;
  /** Binds the two parties of a job to a relay number; `attempt` > 0 asks for another number. */
  bind(input: {
    jobId: string;
    customerMobile: string;
    rescuerMobile: string;
    attempt: number;
  }): Promise<{ relayNumber: string; providerRef: string }>;
  /** Releases a binding at the provider once the job has ended. */
  unbind(providerRef: string): Promise<void>;
}

/**
 * The demo provider: each job maps to a number of the 170 virtual-operator
 * range derived from the job's id (another one when that number is bound to an
 * open job already). Nothing is dialled out; the binding is the recorded row.
 */
export const demoMaskingProvider: NumberMaskingProvider = {
  name: 'demo',
  bind({ jobId, attempt }) {
    const digits = BigInt(
      `0x${createHash('sha256').update(`${jobId}:${attempt}`).digest('hex').slice(0, 15)}`,
    );
    const relayNumber = `170${(digits % 100_000_000n).toString().padStart(8, '0')}`;
    return Promise.resolve({ relayNumber, providerRef: `demo:${jobId}:${attempt}` });
  },
  unbind() {
    return Promise.resolve();
  },
};

export type CallBindingRow = typeof rescueCallBindings.$inferSelect;

/** The open binding of a work order, if any. */
export async function openCallBinding(tx: DbOrTx, dispatchId: string): Promise<CallBindingRow | null> {
  const [row] = await tx
    .select()
    .from(rescueCallBindings)
    .where(and(eq(rescueCallBindings.dispatchId, dispatchId), isNull(rescueCallBindings.endedAt)));
  return row ?? null;
}

/**
 * Ends the open bindings of an order (or of one of its work orders) in the
 * caller's transaction: the job's end and the binding's end commit together,
 * so no relay number is served for a finished, cancelled or handed-over job.
 */
export async function endCallBindings(
  tx: DbOrTx,
  of: { orderId: string } | { dispatchId: string },
  reason: string,
  now = new Date(),
): Promise<CallBindingRow[]> {
  // The rescue itself ended (finished, cancelled): the dispatch desk's binding ends with it.
  // A work order handed to another truck leaves the rescue open, and the desk's binding too.
  if ('orderId' in of) {
    await tx
      .update(dispatchDeskBindings)
      .set({ endedAt: now, endReason: reason })
      .where(and(eq(dispatchDeskBindings.orderId, of.orderId), isNull(dispatchDeskBindings.endedAt)));
  }
  return tx
    .update(rescueCallBindings)
    .set({ endedAt: now, endReason: reason })
    .where(
      and(
        'orderId' in of
          ? eq(rescueCallBindings.orderId, of.orderId)
          : eq(rescueCallBindings.dispatchId, of.dispatchId),
        isNull(rescueCallBindings.endedAt),
      ),
    )
    .returning();
}

/**
 * Tells the provider to release the relay numbers of ended jobs, so a number stops
 * connecting the two sides (decision 044). A job's end commits with its binding's end
 * (endCallBindings); the provider is told afterwards, from here: a rolled-back end never
 * releases a live number, and a crash in between only delays the release to the next run.
 * Each binding is taken with SKIP LOCKED (any number of processes may run this) and
 * marked released in the same transaction as the provider's answer; a provider that
 * fails leaves it for the next run. Returns how many were released.
 */
export async function releaseEndedBindings(db: Db, provider: NumberMaskingProvider): Promise<number> {
  return (await releaseJobBindings(db, provider)) + (await releaseDeskBindings(db, provider));
}

async function releaseJobBindings(db: Db, provider: NumberMaskingProvider): Promise<number> {
  let released = 0;
  for (;;) {
    const one = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: rescueCallBindings.id, providerRef: rescueCallBindings.providerRef })
        .from(rescueCallBindings)
        .where(
          and(
            isNotNull(rescueCallBindings.endedAt),
            isNull(rescueCallBindings.releasedAt),
            eq(rescueCallBindings.provider, provider.name),
          ),
        )
        .orderBy(asc(rescueCallBindings.endedAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      await provider.unbind(row.providerRef);
      await tx
        .update(rescueCallBindings)
        .set({ releasedAt: new Date() })
        .where(eq(rescueCallBindings.id, row.id));
      return true;
    });
    if (!one) return released;
    released += 1;
  }
}

/** The same for the dispatch desk's bindings of rescues that ended (decision 053). */
async function releaseDeskBindings(db: Db, provider: NumberMaskingProvider): Promise<number> {
  let released = 0;
  for (;;) {
    const one = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: dispatchDeskBindings.id, providerRef: dispatchDeskBindings.providerRef })
        .from(dispatchDeskBindings)
        .where(
          and(
            isNotNull(dispatchDeskBindings.endedAt),
            isNull(dispatchDeskBindings.releasedAt),
            eq(dispatchDeskBindings.provider, provider.name),
          ),
        )
        .orderBy(asc(dispatchDeskBindings.endedAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      await provider.unbind(row.providerRef);
      await tx
        .update(dispatchDeskBindings)
        .set({ releasedAt: new Date() })
        .where(eq(dispatchDeskBindings.id, row.id));
      return true;
    });
    if (!one) return released;
    released += 1;
  }
}
