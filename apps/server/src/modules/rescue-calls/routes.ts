import { customerCallRelay, rescuerCallRelay } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { sessionInvalid } from '../../http/errors.js';
import { demoMaskingProvider, type NumberMaskingProvider } from '../../domain/rescue-calls.js';
import { customerRelay, rescuerRelay } from './service.js';

/**
 * Masked calls between a rescue's customer and its rescuer. The demo provider
 * is the default; a privacy-number vendor's adapter is passed in its place.
 */
export function rescueCallRoutes(
  deps: AppDeps,
  provider: NumberMaskingProvider = demoMaskingProvider,
): BoundHandler[] {
  return [
    handle(customerCallRelay, ({ customer, body }) => customerRelay(deps, provider, customer.id, body)),
    handle(rescuerCallRelay, ({ session, body }) => {
      if (!session?.rescuerId || session.kind !== 'rescuer') throw sessionInvalid();
      return rescuerRelay(deps, provider, session.rescuerId, body.subTicketid);
    }),
  ];
}
