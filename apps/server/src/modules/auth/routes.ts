import {
  authenticateRealName,
  confirmBranchCompany,
  customerServiceUrl,
  login,
  loginWithNewRcCode,
  logout,
  refreshSession,
} from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { sessionInvalid } from '../../http/errors.js';
import { partnerUrlWith } from '../../http/partner-url.js';
import * as auth from './service.js';

export function authRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(login, ({ body, locale }) =>
      body.rcNeedCode
        ? auth.loginWithCode(deps, body.rcNeedCode, 'rcNeedCode', locale)
        : auth.loginWithHandoff(deps, { channel: body.channel ?? '', token: body.token ?? '' }, locale),
    ),
    handle(loginWithNewRcCode, ({ body, locale }) =>
      auth.loginWithCode(deps, body.newRcNeedCode, 'newRcNeedCode', locale),
    ),
    handle(confirmBranchCompany, ({ body, session, token, locale }) => {
      if (!session || !token) throw sessionInvalid();
      return auth.confirmBranch(deps, session, token, body.branchCompanyCode, locale);
    }),
    handle(refreshSession, ({ session, token }) => {
      if (!session || !token) throw sessionInvalid();
      return auth.refresh(deps, session, token);
    }),
    handle(authenticateRealName, ({ body, session, token, locale }) => {
      if (!session || !token) throw sessionInvalid();
      return auth.authenticateRealName(deps, session, token, body, locale);
    }),
    handle(customerServiceUrl, ({ session }) => {
      const configured = deps.config.customerServiceUrl;
      // No service configured: an empty URL, which the shell reads as "no button".
      if (!configured) return Promise.resolve({ url: '' });
      return Promise.resolve({ url: partnerUrlWith(configured, { channel: session?.channelId }) });
    }),
    handle(logout, ({ session }) => {
      return auth.logout(deps, session);
    }),
  ];
}
