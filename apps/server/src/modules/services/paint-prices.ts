import { and, desc, eq } from 'drizzle-orm';
import { panelClassKey, panelPriceFen, type CheckedValues, type Locale } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { orders } from '../../db/schema/index.js';
import { loadServiceType } from './forms.js';

/** The forms of the paint service whose car-class answer prices a panel. */
const paintForms = ['paintRepair', 'lacquerRepair'];

/**
 * The class of the customer's car with this plate, as they last gave it on a
 * paint booking (cancelled ones too: the car did not change). Only their own
 * orders are read, so a plate that is not theirs learns nothing.
 */
async function knownCarClass(
  deps: AppDeps,
  customerId: string,
  serviceType: string,
  plateNumber: string,
): Promise<string | null> {
  const rows = await deps.db
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

/**
 * powerOrder/R00020014: the car classes of a paint service with the price of
 * one panel for each, read from the service's own description. Given one of
 * the customer's plates whose class is known, only that car's class is
 * answered, so the panel picker prices the customer's own car.
 */
export async function paintPrices(
  deps: AppDeps,
  customerId: string,
  input: { serviceType: string; plateNumber?: string | undefined },
  locale: Locale,
) {
  for (const code of paintForms) {
    const d = await loadServiceType(deps.db, code);
    if (!d || d.serviceType !== input.serviceType) continue;
    const classes = d.fields.find((f) => f.kind === 'select' && f.key === panelClassKey);
    // The same per-panel price the form's quote and the order are computed with.
    const models =
      classes?.kind === 'select'
        ? classes.options.map((o) => ({
            code: o.code,
            name: o.label[locale],
            price: panelPriceFen(d, o.code),
          }))
        : [];
    const known = input.plateNumber
      ? await knownCarClass(deps, customerId, input.serviceType, input.plateNumber)
      : null;
    const mine = models.filter((m) => m.code === known);
    return { brand: null, models: mine.length === 1 ? mine : models };
  }
  return { brand: null, models: [] };
}
