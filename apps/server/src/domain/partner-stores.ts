import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { stores } from '../db/schema/index.js';

/** The partner stores (car wash and network services) a customer books at. */

export type StoreRow = typeof stores.$inferSelect;

/** An enabled store by its code; null when there is none or it is paused. */
export async function storeBySnCode(db: DbOrTx, snCode: string): Promise<StoreRow | null> {
  const [row] = await db.select().from(stores).where(eq(stores.snCode, snCode));
  return row && row.enabled ? row : null;
}

/** The enabled stores that do a service type. */
export async function storesFor(db: DbOrTx, serviceType: string): Promise<StoreRow[]> {
  const rows = await db.select().from(stores).where(eq(stores.enabled, true));
  return rows.filter((s) => s.serviceTypes.includes(serviceType));
}

/** The enabled stores of a branch company that do a service type. */
export async function branchStoresFor(
  db: DbOrTx,
  branchCode: string,
  serviceType: string,
): Promise<StoreRow[]> {
  const rows = await db.select().from(stores).where(eq(stores.branchCode, branchCode));
  return rows.filter((s) => s.enabled && s.serviceTypes.includes(serviceType));
}
