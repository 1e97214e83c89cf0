import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { notifyRescue, parseSignal } from '../domain/rescue-live.js';
import { postgresListener } from './live-channel.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RC_RESCUE_SWEEP_SECONDS: '0' });
});
afterAll(async () => {
  await t.close();
});

/** Resolves with the next payload the listener hands over. */
function nextPayload(box: { waiters: ((p: string) => void)[] }): Promise<string> {
  return new Promise((resolve) => box.waiters.push(resolve));
}

describe('LISTEN/NOTIFY', () => {
  it('delivers a NOTIFY on commit and nothing on rollback', async () => {
    const got: string[] = [];
    const stop = await t.database.listener.listen('rescue_live', (p) => got.push(p));
    const orderId = '00000000-0000-4000-8000-000000000001';
    await t.database.db
      .transaction(async (tx) => {
        await notifyRescue(tx, orderId, 'status');
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const box = { waiters: [] as ((p: string) => void)[] };
    const stop2 = await t.database.listener.listen('rescue_live', (p) => box.waiters.shift()?.(p));
    const delivered = nextPayload(box);
    await t.database.db.transaction((tx) => notifyRescue(tx, orderId, 'position'));
    expect(parseSignal(await delivered)).toEqual({ orderId, kind: 'position' });
    expect(got.map(parseSignal)).toEqual([{ orderId, kind: 'position' }]);
    stop();
    stop2();
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'on PostgreSQL the listening connection comes back after it is killed, and reports the gap',
    async () => {
      const listener = postgresListener(t.config.databaseUrl);
      const box = { waiters: [] as ((p: string) => void)[] };
      let gaps = 0;
      const gapSeen: (() => void)[] = [];
      await listener.listen(
        'rescue_live',
        (p) => box.waiters.shift()?.(p),
        () => {
          gaps += 1;
          gapSeen.shift()?.();
        },
      );
      try {
        const reconnected = new Promise<void>((resolve) => gapSeen.push(resolve));
        await t.database.db.execute(
          sql.raw(
            `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`,
          ),
        );
        await reconnected;
        expect(gaps).toBe(1);
        const delivered = nextPayload(box);
        await t.database.db.execute(sql`select pg_notify('rescue_live', '{"o":"x","k":"status"}')`);
        expect(await delivered).toBe('{"o":"x","k":"status"}');
      } finally {
        await listener.close();
      }
    },
  );
});
