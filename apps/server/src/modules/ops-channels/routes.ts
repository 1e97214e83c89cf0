import { opsChannelCreate, opsChannelList, opsChannelRotate, opsChannelSetEnabled } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { requireOperator } from '../../http/operator-session.js';
import * as channels from './service.js';

/** Console: partner channels: create, rotate the secret, disable (docs/console.md). */
export function opsChannelRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(opsChannelList, () => channels.list(deps)),
    handle(opsChannelCreate, ({ body, operator }) => channels.create(deps, requireOperator(operator), body)),
    handle(opsChannelRotate, ({ body, operator }) =>
      channels.rotate(deps, requireOperator(operator), body.id),
    ),
    handle(opsChannelSetEnabled, ({ body, operator }) =>
      channels.setEnabled(deps, requireOperator(operator), body),
    ),
  ];
}
