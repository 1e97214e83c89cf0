import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.js';
import { runEvery } from '../../http/periodic.js';
import {
  demoMaskingProvider,
  releaseEndedBindings,
  type NumberMaskingProvider,
} from '../../domain/rescue-calls.js';

/**
 * Every process releases the relay numbers of ended rescue jobs at the provider, on the
 * rescue sweep's interval (RC_RESCUE_SWEEP_SECONDS; decision 044).
 */
export function startNumberRelease(
  app: FastifyInstance,
  deps: AppDeps,
  provider: NumberMaskingProvider = demoMaskingProvider,
): void {
  runEvery(app, deps.config.rescueSweepSeconds, 'masked number release', () =>
    releaseEndedBindings(deps.db, provider),
  );
}
