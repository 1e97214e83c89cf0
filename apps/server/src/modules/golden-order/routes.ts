import { goldenOrderTrack, goldenOrders } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { sessionInvalid } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';
import * as golden from './service.js';

function actingCustomer(session: SessionContext | null): string {
  const id = session?.actingCustomerId ?? session?.customerId;
  if (!id) throw sessionInvalid();
  return id;
}

/** Gold-service orders (order/R00010048, R00010046), shown on /order/GoldenOrder. */
export function goldenOrderRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(goldenOrders, ({ session, params, body, locale }) =>
      golden.goldenOrderPage(deps, actingCustomer(session), params.id, body, locale),
    ),
    handle(goldenOrderTrack, ({ session, params, locale }) =>
      golden.goldenOrderTrack(deps, actingCustomer(session), params.id, locale),
    ),
  ];
}
