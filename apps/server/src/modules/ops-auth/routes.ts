import { opsAuditLog, opsLogin, opsLogout, opsMe } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { requireOperator } from '../../http/operator-session.js';
import * as opsAuth from './service.js';

/** The console's sign-in, sign-out, who-am-I and audit log (docs/console.md). */
export function opsAuthRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(opsLogin, ({ body, locale, request }) => opsAuth.login(deps, body, request.ip, locale)),
    handle(opsLogout, ({ operator }) => opsAuth.logout(deps, requireOperator(operator))),
    handle(opsMe, ({ operator }) => opsAuth.me(requireOperator(operator))),
    handle(opsAuditLog, ({ query }) => opsAuth.auditPage(deps, query)),
  ];
}
