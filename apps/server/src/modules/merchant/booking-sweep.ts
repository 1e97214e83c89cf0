import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.js';
import { runEvery } from '../../http/periodic.js';
import { sweepUnacceptedBookings } from '../../domain/booking-sweep.js';
import { outboxSmsSender } from '../../domain/sms.js';

/**
 * Every process cancels the store bookings no store accepted in time, on an
 * interval: the sweep locks what it handles (SKIP LOCKED) and cancels with a
 * conditional move, so any number of processes may run it at once.
 */
export function startBookingSweep(app: FastifyInstance, deps: AppDeps): void {
  const sms = outboxSmsSender(deps.fieldCrypto);
  runEvery(app, deps.config.bookingSweepSeconds, 'booking sweep', () =>
    sweepUnacceptedBookings(deps.db, deps.fieldCrypto, sms),
  );
}
