import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runEvery } from './periodic.js';

describe('runEvery (the sweeps: rescue offers, unaccepted bookings)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs on each tick, skips a tick while the last run is still going, and keeps going after a failure', async () => {
    const app = Fastify({ logger: false });
    const warn = vi.spyOn(app.log, 'warn').mockImplementation(() => undefined);
    let release: () => void = () => undefined;
    let calls = 0;
    runEvery(app, 10, 'test sweep', () => {
      calls += 1;
      if (calls === 1) return new Promise<void>((resolve) => (release = resolve));
      if (calls === 2) return Promise.reject(new Error('boom'));
      return Promise.resolve();
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(20_000); // the first run is still going: both ticks skipped
    expect(calls).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(2);
    const [fields, message] = warn.mock.calls[0] ?? [];
    expect(message).toBe('test sweep failed');
    expect((fields as { err?: unknown } | undefined)?.err).toBeInstanceOf(Error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(3);
    await app.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(3);
  });

  it('never runs when the interval is 0 (the setting that turns a sweep off)', async () => {
    const app = Fastify({ logger: false });
    const task = vi.fn(() => Promise.resolve());
    runEvery(app, 0, 'off', task);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(task).not.toHaveBeenCalled();
    await app.close();
  });

  it('closing waits for a run in progress', async () => {
    const app = Fastify({ logger: false });
    let finished = false;
    runEvery(app, 1, 'slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      finished = true;
    });
    await vi.advanceTimersByTimeAsync(1_000);
    const closing = app.close();
    await vi.advanceTimersByTimeAsync(5_000);
    await closing;
    expect(finished).toBe(true);
  });
});
