import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { consentRecords, type ConsentPurpose } from '../db/schema/index.js';

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
