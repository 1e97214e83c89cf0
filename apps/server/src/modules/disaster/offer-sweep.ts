import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.js';
import { sweepLapsedOffers } from '../../db/rescue-dispatch.js';

/**
 * Every process passes lapsed rescue offers on, on an interval: the sweep locks
 * what it handles (SKIP LOCKED), so any number of processes may run it at once.
 */
export function startOfferSweep(app: FastifyInstance, deps: AppDeps): void {
  const every = deps.config.rescueSweepSeconds;
  if (every <= 0) return;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepLapsedOffers(deps.db, deps.fieldCrypto, deps.config.rescueOfferSeconds)
      .catch((err: unknown) => app.log.warn({ err }, 'rescue offer sweep failed'))
      .finally(() => {
        running = null;
      });
  }, every * 1000);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
