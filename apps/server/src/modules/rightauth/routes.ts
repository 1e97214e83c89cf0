import { authorizationDetail, revokeAuthorization } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import * as rightauth from './service.js';

export function rightauthRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(authorizationDetail, ({ params, session, locale }) => {
      return rightauth.authorizationDetail(deps, session, params.id, locale);
    }),
    handle(revokeAuthorization, ({ params, session, locale }) => {
      return rightauth.revokeAuthorization(deps, session, params.id, locale);
    }),
  ];
}
