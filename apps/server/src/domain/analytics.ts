import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { analyticsEvents, customers } from '../db/schema/index.js';

export type AnalyticsEventInsert = typeof analyticsEvents.$inferInsert;

/** A customer's own partner PID (what analytics events are stored under), or '' when unknown. */
export async function customerPid(db: DbOrTx, customerId: string): Promise<string> {
  const [row] = await db.select({ pid: customers.pid }).from(customers).where(eq(customers.id, customerId));
  return row?.pid ?? '';
}

/** Stores decoded analytics events in one insert. */
export async function storeAnalyticsEvents(db: DbOrTx, events: AnalyticsEventInsert[]): Promise<void> {
  await db.insert(analyticsEvents).values(events);
}
