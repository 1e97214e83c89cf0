import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { orders, rescueDispatches, rescueRequests, rescueTrackPoints, rescuers } from '../db/schema/index.js';
import { maskMobile } from './masking.js';
import type { OrderRow } from './orders.js';
import { destinationOf } from './rescue-orders.js';

/** A customer's own order named by its id and primary check, or null. */
export async function customerOrderByCheck(
  db: DbOrTx,
  customerId: string,
  id: string,
  primaryCheck: string,
): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.primaryCheck, primaryCheck), eq(orders.customerId, customerId)));
  return order ?? null;
}

/**
 * The trail of the rescue vehicle serving an order (R00020066): the worker (masked mobile) of the
 * latest dispatch past its offer, their last 500 points, and the destination when one was set.
 */
export async function rescueTrailOf(db: DbOrTx, fieldCrypto: FieldCrypto, order: OrderRow) {
  const [worker] = await db
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
    ? await db
        .select()
        .from(rescueTrackPoints)
        .where(eq(rescueTrackPoints.orderId, order.id))
        .orderBy(rescueTrackPoints.at)
        .limit(500)
    : [];
  const [request] = await db.select().from(rescueRequests).where(eq(rescueRequests.orderId, order.id));
  return {
    orderPrimaryId: order.id,
    status: order.status,
    worker: worker
      ? {
          name: worker.name,
          mobile: maskMobile(fieldCrypto.open(worker.mobileSealed)),
          vehicleNo: worker.vehicleNo,
        }
      : null,
    points: points.map((p) => ({ lng: p.lng, lat: p.lat, at: p.at.toISOString() })),
    destination: request ? destinationOf(request) : null,
  };
}
