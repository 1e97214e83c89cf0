import { eq, inArray, or } from 'drizzle-orm';
import type { OpsCustomer } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { maskMobile, maskName } from './masking.js';
import { customers } from '../db/schema/index.js';
import { isMobile } from '@rc/contract';

/** How the console names a customer: an 11-digit mainland mobile, otherwise the partner's PID. */

export type CustomerRow = typeof customers.$inferSelect;

/**
 * The customers each reference names. A mobile is looked up by its blind index
 * (mobiles are sealed at rest); a mobile shared by several accounts names all
 * of them, and the caller refuses it as ambiguous.
 */
export async function customersByRef(
  db: DbOrTx,
  crypto: FieldCrypto,
  refs: readonly string[],
): Promise<Map<string, CustomerRow[]>> {
  const unique = [...new Set(refs)];
  const mobiles = unique.filter(isMobile);
  const pids = unique.filter((r) => !isMobile(r));
  const indexOf = new Map(mobiles.map((m) => [crypto.blindIndex(m), m]));
  const found = new Map<string, CustomerRow[]>();
  if (unique.length === 0) return found;
  const conds = [];
  if (indexOf.size) conds.push(inArray(customers.mobileIndex, [...indexOf.keys()]));
  if (pids.length) conds.push(inArray(customers.pid, pids));
  const rows = await db
    .select()
    .from(customers)
    .where(conds.length === 1 ? conds[0] : or(...conds));
  for (const row of rows) {
    const byMobile = indexOf.get(row.mobileIndex);
    if (byMobile) found.set(byMobile, [...(found.get(byMobile) ?? []), row]);
    if (pids.includes(row.pid)) found.set(row.pid, [...(found.get(row.pid) ?? []), row]);
  }
  return found;
}

export async function customerById(db: DbOrTx, id: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}

export function customerView(row: CustomerRow, crypto: FieldCrypto): OpsCustomer {
  return {
    customerId: row.id,
    pid: row.pid,
    custName: maskName(row.custName),
    mobile: maskMobile(crypto.open(row.mobileSealed)),
    plates: row.plateNumbers,
  };
}
