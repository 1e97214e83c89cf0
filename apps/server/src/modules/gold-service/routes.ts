import { goldenOrderTrack, goldenOrders } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import * as golden from './service.js';

/** Gold-service orders (order/R00010048, R00010046), shown on /order/GoldenOrder. */
export function goldServiceRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(goldenOrders, ({ customer, params, body, locale }) =>
      golden.goldenOrderPage(deps, customer.id, params.id, body, locale),
    ),
    handle(goldenOrderTrack, ({ customer, params, locale }) =>
      golden.goldenOrderTrack(deps, customer.id, params.id, locale),
    ),
  ];
}
