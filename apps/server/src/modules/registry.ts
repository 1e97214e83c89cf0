import type { AppDeps } from '../http/deps.js';
import type { BoundHandler } from '../http/endpoints.js';
import { authRoutes } from './auth/routes.js';
import { gettokenRoutes } from './gettoken/routes.js';
import { commonRoutes } from './common/routes.js';

/**
 * Every module's handlers, in one readable list. A contract endpoint without a
 * handler here answers -2 "not available yet". Add a module with one line.
 */
export function moduleRoutes(deps: AppDeps): BoundHandler[] {
  return [...authRoutes(deps), ...gettokenRoutes(deps), ...commonRoutes(deps)];
}
