import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.js';
import { sweepUnacceptedBookings } from '../../db/booking-sweep.js';
import { outboxSmsSender } from '../../db/sms.js';

/**
 * Every process cancels the store bookings no store accepted in time, on an
 * interval: the sweep locks what it handles (SKIP LOCKED) and cancels with a
 * conditional move, so any number of processes may run it at once.
 */
export function startBookingSweep(app: FastifyInstance, deps: AppDeps): void {
  const every = deps.config.bookingSweepSeconds;
  if (every <= 0) return;
  const sms = outboxSmsSender(deps.fieldCrypto);
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepUnacceptedBookings(deps.db, deps.fieldCrypto, sms)
      .catch((err: unknown) => app.log.warn({ err }, 'booking sweep failed'))
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
