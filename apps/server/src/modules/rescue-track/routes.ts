import { provinces as provincesEndpoint, substituteTrail } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';
import { customerOrderByCheck, rescueTrailOf } from '../../domain/rescue-trail.js';
import { provinces } from './provinces.js';
import { driverTrail } from './driver-trail.js';

/**
 * The two order-group calls the rescue screens need: provinces (plate picker)
 * and the trail of the vehicle serving an order (R00020066).
 */
export function rescueTrackRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(provincesEndpoint, ({ locale }) => Promise.resolve({ list: provinces(locale) })),
    handle(substituteTrail, async ({ customer, params, query }) => {
      const customerId = customer.id;
      if (!/^[0-9a-f-]{36}$/i.test(params.id)) throw notFound();
      const order = await customerOrderByCheck(deps.db, customerId, params.id, query.primaryCheck);
      if (!order) throw notFound();
      // A designated driver's trail comes from the driver's own reports (disaster/driverPosition).
      if (order.details.form === 'designatedDriver') return driverTrail(deps, order);
      return rescueTrailOf(deps.db, deps.fieldCrypto, order);
    }),
  ];
}
