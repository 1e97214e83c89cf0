import type { Localized, TrackPoint } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import { reportDriverPosition as recordPosition } from '../../domain/driver-trail.js';

const words = {
  notDriving: {
    'zh-CN': '该代驾订单未在服务中，无需上报位置',
    'en-US': 'This designated-driver order is not being served; no position is needed',
  },
} satisfies Record<string, Localized>;

/**
 * disaster/driverPosition: the driver assigned to the order (and no one else:
 * another worker or order answers -3) records where they are while the order is
 * accepted or in service (domain/driver-trail.ts).
 */
export async function reportDriverPosition(
  deps: AppDeps,
  rescuerId: string,
  body: { orderPrimaryId: string; lng: number; lat: number },
  now = new Date(),
): Promise<{ orderPrimaryId: string; point: TrackPoint }> {
  const result = await recordPosition(deps.db, deps.fieldCrypto, rescuerId, body, now);
  if (!result.ok) throw result.reason === 'notDriving' ? toast(words.notDriving) : notFound();
  return { orderPrimaryId: result.orderPrimaryId, point: result.point };
}
