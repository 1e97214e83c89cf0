import { exchangeSessionKeys } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { exchangeKeys } from './service.js';

export function sessionKeyRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(exchangeSessionKeys, ({ body, session }) => {
      return exchangeKeys(deps, session, body.publicSecret);
    }),
  ];
}
