import { exchangeSessionKeys } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { sessionInvalid } from '../../http/errors.js';
import { exchangeKeys } from './service.js';

export function gettokenRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(exchangeSessionKeys, ({ body, session }) => {
      if (!session) throw sessionInvalid();
      return exchangeKeys(deps, session, body.publicSecret);
    }),
  ];
}
