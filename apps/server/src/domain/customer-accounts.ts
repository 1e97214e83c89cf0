import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { customers } from '../db/schema/index.js';

/** A customer's account row as the customer's own screens read it. */
export type CustomerRow = typeof customers.$inferSelect;

/** The customer by id, or null. */
export async function customerById(db: DbOrTx, customerId: string): Promise<CustomerRow | null> {
  const [me] = await db.select().from(customers).where(eq(customers.id, customerId));
  return me ?? null;
}
