import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { consentRecords, customers, type ConsentPurpose } from '../db/schema/index.js';

export type { ConsentPurpose };

/*
 * Whether a customer's consent to one purpose is in force: the latest ledger
 * row (decision 011), so a withdrawal counts from the next read; a purpose
 * never answered is not in force. Every purpose is optional, so callers use
 * this to decide what to share or how to order, never whether to serve.
 */

export async function consentInForce(
  db: DbOrTx,
  customerId: string,
  purpose: ConsentPurpose,
): Promise<boolean> {
  const [latest] = await db
    .select({ granted: consentRecords.granted })
    .from(consentRecords)
    .where(and(eq(consentRecords.customerId, customerId), eq(consentRecords.purpose, purpose)))
    .orderBy(desc(consentRecords.at), desc(consentRecords.id))
    .limit(1);
  return latest?.granted === true;
}

/** The same rule as a column of a larger select (one row per work order, say), keyed by its customer column. */
export function consentInForceSql(customerId: AnyColumn, purpose: ConsentPurpose): SQL<boolean> {
  return sql<boolean>`coalesce((select cr.granted from consent_records cr
    where cr.customer_id = ${customerId} and cr.purpose = ${purpose}
    order by cr.at desc, cr.id desc limit 1), false)`.mapWith((v: unknown) => v === true || v === 't');
}

export { consentPurposes } from '../db/schema/index.js';

/** One row of a customer's consent ledger. */
export type ConsentRecordRow = typeof consentRecords.$inferSelect;

/** A customer's whole consent ledger, newest first. */
export async function consentLedger(db: DbOrTx, customerId: string): Promise<ConsentRecordRow[]> {
  return db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.customerId, customerId))
    .orderBy(desc(consentRecords.at), desc(consentRecords.id));
}

/**
 * Grants or withdraws one purpose. Each change is a new ledger row (withdrawal included),
 * effective at once because every read takes the latest row. Answering the same again under
 * the same policy records nothing and returns the row in force. A customer's changes are
 * serialised by a lock on their row, so two taps cannot interleave their reads.
 */
export async function recordConsent(
  db: Db,
  customerId: string,
  purpose: ConsentPurpose,
  granted: boolean,
  policyVersion: string,
  channel: string,
  now = new Date(),
): Promise<ConsentRecordRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const [latest] = await tx
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.customerId, customerId), eq(consentRecords.purpose, purpose)))
      .orderBy(desc(consentRecords.at), desc(consentRecords.id))
      .limit(1);
    if (latest && latest.granted === granted && latest.policyVersion === policyVersion) return latest;
    const [row] = await tx
      .insert(consentRecords)
      .values({ customerId, purpose, granted, policyVersion, channel, at: now })
      .returning();
    return row;
  });
}

/** The PID a consent receipt names its customer by; null: no such customer. */
export async function customerPid(db: DbOrTx, customerId: string): Promise<string | null> {
  const [me] = await db.select({ pid: customers.pid }).from(customers).where(eq(customers.id, customerId));
  return me?.pid ?? null;
}
