import { eq } from 'drizzle-orm';
import type { Localized, TrackPoint } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import { driverOf, drivingStatuses, isDriverOrder, recordDriverPoint } from '../../domain/driver-trail.js';
import { orders } from '../../db/schema/index.js';

const words = {
  notDriving: {
    'zh-CN': '该代驾订单未在服务中，无需上报位置',
    'en-US': 'This designated-driver order is not being served; no position is needed',
  },
} satisfies Record<string, Localized>;

/**
 * disaster/driverPosition: the driver assigned to the order (and no one else:
 * another worker or order answers -3) records where they are while the order is
 * accepted or in service. The order row is locked while its status is checked,
 * so a report racing the end of the service is refused rather than kept.
 */
export async function reportDriverPosition(
  deps: AppDeps,
  rescuerId: string,
  body: { orderPrimaryId: string; lng: number; lat: number },
  now = new Date(),
): Promise<{ orderPrimaryId: string; point: TrackPoint }> {
  if (!/^[0-9a-f-]{36}$/i.test(body.orderPrimaryId)) throw notFound();
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, body.orderPrimaryId)).for('update');
    if (!order || !isDriverOrder(order) || driverOf(order).rescuerId !== rescuerId) throw notFound();
    if (!drivingStatuses.includes(order.status)) throw toast(words.notDriving);
    await recordDriverPoint(tx, deps.fieldCrypto, order.id, body, now);
    return { orderPrimaryId: order.id, point: { lng: body.lng, lat: body.lat, at: now.toISOString() } };
  });
}
