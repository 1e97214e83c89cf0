import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `seconds` in this process (0 or less: never), one run at a time:
 * a tick that finds the last run still going is skipped. A failure is logged as
 * `<label> failed` and the next tick tries again; closing the app stops the timer
 * and waits for a run in progress. The tasks it serves lock what they handle, so
 * any number of processes may run them at once.
 */
export function runEvery(
  app: FastifyInstance,
  seconds: number,
  label: string,
  task: () => Promise<unknown>,
): void {
  if (seconds <= 0) return;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .catch((err: unknown) => app.log.warn({ err }, `${label} failed`))
      .finally(() => {
        running = null;
      });
  }, seconds * 1000);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
