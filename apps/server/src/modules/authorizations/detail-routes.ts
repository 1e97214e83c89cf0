import { authorizationDetail, revokeAuthorization } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import * as detail from './detail.js';

export function authorizationDetailRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(authorizationDetail, ({ params, session, locale }) => {
      return detail.authorizationDetail(deps, session, params.id, locale);
    }),
    handle(revokeAuthorization, ({ params, session, locale }) => {
      return detail.revokeAuthorization(deps, session, params.id, locale);
    }),
  ];
}
