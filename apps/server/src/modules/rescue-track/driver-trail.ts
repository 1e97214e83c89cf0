import type { SubstituteTrail } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { maskMobile } from '../../domain/masking.js';
import type { OrderRow } from '../../domain/orders.js';
import { driverOf, driverPoints, drivingStatuses } from '../../domain/driver-trail.js';

/**
 * order/R00020066 for a designated-driver order (its owner only, checked by
 * the caller): the driver and their trail while on the way or driving, and
 * where the drive ends. Once the order ends the driver's positions are no
 * longer shown.
 */
export async function driverTrail(deps: AppDeps, order: OrderRow): Promise<SubstituteTrail> {
  const driver = driverOf(order);
  const driving = drivingStatuses.includes(order.status);
  const sealed = typeof order.details.sealedValues === 'string' ? order.details.sealedValues : '';
  const values = sealed ? (JSON.parse(deps.fieldCrypto.open(sealed)) as { destination?: unknown }) : {};
  const d = values.destination as { address?: unknown; lng?: unknown; lat?: unknown } | undefined;
  return {
    orderPrimaryId: order.id,
    status: order.status,
    worker: driver.name
      ? {
          name: driver.name,
          mobile: driver.mobileSealed ? maskMobile(deps.fieldCrypto.open(driver.mobileSealed)) : '',
          vehicleNo: driver.vehicleNo ?? null,
        }
      : null,
    points: driving ? await driverPoints(deps.db, deps.fieldCrypto, order.id) : [],
    destination:
      d && typeof d.lng === 'number' && typeof d.lat === 'number'
        ? {
            address: typeof d.address === 'string' ? d.address : '',
            lng: d.lng,
            lat: d.lat,
            cityCode: null,
            cityName: null,
          }
        : null,
  };
}
