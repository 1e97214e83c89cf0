import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.js';
import { runEvery } from '../../http/periodic.js';
import { sweepLapsedOffers } from '../../domain/rescue-dispatch.js';

/**
 * Every process passes lapsed rescue offers on, on an interval: the sweep locks
 * what it handles (SKIP LOCKED), so any number of processes may run it at once.
 */
export function startOfferSweep(app: FastifyInstance, deps: AppDeps): void {
  runEvery(app, deps.config.rescueSweepSeconds, 'rescue offer sweep', () =>
    sweepLapsedOffers(deps.db, deps.fieldCrypto, deps.config.rescueOfferSeconds),
  );
}
