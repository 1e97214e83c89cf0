import {
  opsDashboard,
  opsDispatchBoard,
  opsDispatchContact,
  opsDispatchReassign,
  opsOverview,
} from '@rc/contract';
import { demoMaskingProvider, type NumberMaskingProvider } from '../../domain/rescue-calls.js';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { requireOperator } from '../../http/operator-session.js';
import { dispatchBoard, reassignRescue } from './board.js';
import { revealContact } from './contact.js';
import { dashboardStats } from './dashboard.js';
import { overview } from './overview.js';

/** The console's rescue dispatch board, dashboards and overview (docs/console.md). */
export function opsDispatchRoutes(
  deps: AppDeps,
  provider: NumberMaskingProvider = demoMaskingProvider,
): BoundHandler[] {
  return [
    handle(opsDispatchBoard, ({ locale }) => dispatchBoard(deps, locale)),
    handle(opsDispatchReassign, ({ body, operator, locale }) =>
      reassignRescue(deps, requireOperator(operator), body, locale),
    ),
    handle(opsDispatchContact, ({ body, operator }) =>
      revealContact(deps, provider, requireOperator(operator), body.orderId),
    ),
    handle(opsDashboard, ({ query, locale }) => dashboardStats(deps, query.days, locale)),
    handle(opsOverview, () => overview(deps)),
  ];
}
