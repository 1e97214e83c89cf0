import { panelClassKey, panelPriceFen, type Locale } from '@rc/contract';
import { knownCarClass, paintForms } from '../../domain/paint-service.js';
import type { AppDeps } from '../../http/deps.js';
import { loadServiceType } from './forms.js';

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
      ? await knownCarClass(deps.db, customerId, input.serviceType, input.plateNumber)
      : null;
    const mine = models.filter((m) => m.code === known);
    return { brand: null, models: mine.length === 1 ? mine : models };
  }
  return { brand: null, models: [] };
}
