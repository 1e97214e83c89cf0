import { and, desc, eq, sql } from 'drizzle-orm';
import { provinces as provincesEndpoint, substituteTrail } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';
import { maskMobile } from '../../domain/masking.js';
import {
  orders,
  rescueDispatches,
  rescueRequests,
  rescueTrackPoints,
  rescuers,
} from '../../db/schema/index.js';
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
      const [order] = await deps.db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.id, params.id),
            eq(orders.primaryCheck, query.primaryCheck),
            eq(orders.customerId, customerId),
          ),
        );
      if (!order) throw notFound();
      // A designated driver's trail comes from the driver's own reports (disaster/driverPosition).
      if (order.details.form === 'designatedDriver') return driverTrail(deps, order);
      const [worker] = await deps.db
        .select({
          name: rescuers.name,
          mobileSealed: rescuers.mobileSealed,
          vehicleNo: rescueDispatches.vehicleNo,
        })
        .from(rescueDispatches)
        .innerJoin(rescuers, eq(rescuers.id, rescueDispatches.rescuerId))
        .where(
          and(
            eq(rescueDispatches.orderId, order.id),
            sql`${rescueDispatches.status} not in ('offered', 'reassigned')`,
          ),
        )
        .orderBy(desc(rescueDispatches.offeredAt))
        .limit(1);
      const points = worker
        ? await deps.db
            .select()
            .from(rescueTrackPoints)
            .where(eq(rescueTrackPoints.orderId, order.id))
            .orderBy(rescueTrackPoints.at)
            .limit(500)
        : [];
      const [request] = await deps.db
        .select()
        .from(rescueRequests)
        .where(eq(rescueRequests.orderId, order.id));
      return {
        orderPrimaryId: order.id,
        status: order.status,
        worker: worker
          ? {
              name: worker.name,
              mobile: maskMobile(deps.fieldCrypto.open(worker.mobileSealed)),
              vehicleNo: worker.vehicleNo,
            }
          : null,
        points: points.map((p) => ({ lng: p.lng, lat: p.lat, at: p.at.toISOString() })),
        destination:
          request && request.destinationLng !== null && request.destinationLat !== null
            ? {
                address: request.destinationAddress,
                lng: request.destinationLng,
                lat: request.destinationLat,
                cityCode: null,
                cityName: null,
              }
            : null,
      };
    }),
  ];
}
