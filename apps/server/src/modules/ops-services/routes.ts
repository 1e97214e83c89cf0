import {
  opsDriverAssign,
  opsDriverList,
  opsDriverOrderList,
  opsHealthCardIssue,
  opsHealthCardList,
} from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { requireOperator } from '../../http/operator-session.js';
import { assignDriver, listDriverOrders, listDrivers } from './drivers.js';
import { issueCard, listHealthCards } from './health-cards.js';

/** Console: designated-driver dispatch and health card issuance (docs/console.md). */
export function opsServicesRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(opsDriverOrderList, ({ query }) => listDriverOrders(deps, query)),
    handle(opsDriverList, () => listDrivers(deps)),
    handle(opsDriverAssign, ({ body, operator, locale }) =>
      assignDriver(deps, requireOperator(operator), body, locale),
    ),
    handle(opsHealthCardList, ({ query }) => listHealthCards(deps, query)),
    handle(opsHealthCardIssue, ({ body, operator, locale }) =>
      issueCard(deps, requireOperator(operator), body, locale),
    ),
  ];
}
