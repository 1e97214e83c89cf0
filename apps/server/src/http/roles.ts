import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { customers } from '../db/schema/index.js';
import type { SessionContext } from './session-store.js';

/** Merchants are customers whose account is a merchant's (isGiftBag S, spec 6). */
export async function roleOfSession(
  db: DbOrTx,
  session: SessionContext,
): Promise<'customer' | 'merchant' | null> {
  if (session.kind !== 'customer' || !session.customerId) return null;
  // Read with the session when the session acts for its own customer.
  if (session.viewer?.customer.id === session.customerId) return session.viewer.customer.role;
  const [row] = await db
    .select({ role: customers.role })
    .from(customers)
    .where(eq(customers.id, session.customerId));
  return row?.role ?? null;
}
