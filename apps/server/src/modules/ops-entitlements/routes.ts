import {
  opsCouponExtend,
  opsCouponGrant,
  opsCouponImport,
  opsCouponRevoke,
  opsCustomerCoupons,
} from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { requireOperator } from '../../http/operator-session.js';
import * as entitlements from './service.js';

/** Console: coupons granted one by one or from a CSV file, revoked and extended (docs/console.md). */
export function opsEntitlementRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(opsCustomerCoupons, ({ query }) => entitlements.customerCoupons(deps, query.customer)),
    handle(opsCouponGrant, ({ body, operator, locale }) =>
      entitlements.grant(deps, requireOperator(operator), body, locale),
    ),
    handle(opsCouponImport, ({ body, operator, locale }) =>
      entitlements.importCsv(deps, requireOperator(operator), body, locale),
    ),
    handle(opsCouponRevoke, ({ body, operator }) =>
      entitlements.revoke(deps, requireOperator(operator), body),
    ),
    handle(opsCouponExtend, ({ body, operator, locale }) =>
      entitlements.extend(deps, requireOperator(operator), body, locale),
    ),
  ];
}
