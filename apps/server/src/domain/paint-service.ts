import { and, desc, eq } from 'drizzle-orm';
import { panelClassKey, type CheckedValues } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import { orders } from '../db/schema/index.js';

/** The forms of the paint service whose car-class answer prices a panel. */
export const paintForms = ['paintRepair', 'lacquerRepair'];

/**
 * The class of the customer's car with this plate, as they last gave it on a
 * paint booking (cancelled ones too: the car did not change). Only their own
 * orders are read, so a plate that is not theirs learns nothing.
 */
export async function knownCarClass(
  db: DbOrTx,
  customerId: string,
  serviceType: string,
  plateNumber: string,
): Promise<string | null> {
  const rows = await db
    .select({ details: orders.details })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.serviceType, serviceType),
        eq(orders.plateNumber, plateNumber),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(20);
  for (const { details } of rows) {
    if (typeof details.form !== 'string' || !paintForms.includes(details.form)) continue;
    const carClass = (details.values as CheckedValues | undefined)?.[panelClassKey];
    if (typeof carClass === 'string') return carClass;
  }
  return null;
}
