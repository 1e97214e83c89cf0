import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, testApiHeaders, type TestApp } from '../testing/test-app.js';
import type { Reply } from '../testing/handoff.js';
import { factories } from '../testing/factories.js';
import { secondServer } from '../testing/rescue-fixtures.js';
import { branchCompanies, customers, sessions } from '../db/schema/index.js';
import { SessionCache, sessionCacheOf, sessionCacheTtlMs, type CachedSession } from './session-cache.js';
import { hashToken } from './session-store.js';

const ongoing = '/api/rcservice/order/R00010014?onPagenum=1&onPagesize=10';

function entry(sessionId: string, customerIds: string[], at = 0): CachedSession<string> {
  return { at, sessionId, customerIds, value: sessionId };
}

describe('SessionCache', () => {
  const fenced = (ok: boolean) => {
    const cache = new SessionCache<string>(() => Promise.resolve(ok));
    cache.ready = true;
    return cache;
  };

  it('answers an entry only after the fence says nothing is in flight', async () => {
    const cache = fenced(true);
    cache.set('h1', entry('s1', ['c1']), cache.generation);
    expect((await cache.get('h1', 1))?.value).toBe('s1');
    const unsure = fenced(false);
    unsure.set('h1', entry('s1', ['c1']), unsure.generation);
    expect(await unsure.get('h1', 1)).toBeUndefined();
    const notListening = new SessionCache<string>(() => Promise.resolve(true));
    notListening.set('h1', entry('s1', ['c1']), 0);
    expect(await notListening.get('h1', 1)).toBeUndefined();
  });

  it('drops by session, by customer, everything, and at the TTL', async () => {
    const cache = fenced(true);
    cache.set('h1', entry('s1', ['c1']), cache.generation);
    cache.set('h2', entry('s2', ['c2', 'c1']), cache.generation);
    cache.set('h3', entry('s3', ['c3']), cache.generation);
    cache.drop('s:s1,other');
    expect(await cache.get('h1', 1)).toBeUndefined();
    expect(await cache.get('h2', 1)).toBeDefined();
    cache.drop('c:c1');
    expect(await cache.get('h2', 1)).toBeUndefined();
    expect(await cache.get('h3', 1)).toBeDefined();
    expect(await cache.get('h3', sessionCacheTtlMs)).toBeUndefined();
    cache.set('h3', entry('s3', ['c3']), cache.generation);
    cache.drop('*');
    expect(cache.size).toBe(0);
  });

  it('does not keep a read that began before a drop', async () => {
    const cache = fenced(true);
    const before = cache.generation;
    cache.drop('s:s1');
    cache.set('h1', entry('s1', ['c1']), before);
    expect(await cache.get('h1', 1)).toBeUndefined();
  });
});

describe('the session cache of a running server', () => {
  let t: TestApp;
  const { aCustomer } = factories(() => t);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const call = async (token: string) =>
    (await t.call({ method: 'GET', url: ongoing, token })).json<Reply>().status;
  const cached = (token: string) =>
    sessionCacheOf<unknown>(t.database.db)?.peek(hashToken(token), Date.now()) !== undefined;
  /**
   * What a later call would see: the cache listens (the server starts it without waiting, and until
   * its LISTEN is answered it keeps nothing; on a loaded host the fence below could come back
   * first, as in a CI run of 2026-12-07), and every notification committed so far has arrived.
   */
  const settled = async () => {
    await vi.waitFor(() => expect(sessionCacheOf(t.database.db)?.ready).toBe(true));
    await t.database.listener.fence();
  };

  it('keeps a session after its first call, and a revocation made by hand stops it at once', async () => {
    const { token } = await aCustomer();
    // The factory writes the customer and the session in one transaction: on PostgreSQL its
    // notifications may still be on their way, and would drop what the first call caches.
    await settled();
    expect(await call(token)).toBe(0);
    expect(cached(token)).toBe(true);
    expect(await call(token)).toBe(0);
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(await call(token)).toBe(-4);
    expect(cached(token)).toBe(false);
  });

  it('drops a session when its customer, their branches or any branch company change', async () => {
    const { token } = await aCustomer();
    await settled();
    expect(await call(token)).toBe(0);
    const [own] = await t.database.db
      .select({ customerId: sessions.customerId })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    const customerId = own?.customerId ?? '';
    await t.database.db.update(customers).set({ updatedAt: new Date() }).where(eq(customers.id, customerId));
    await settled();
    expect(cached(token)).toBe(false);

    expect(await call(token)).toBe(0);
    await t.database.db.execute(
      sql`update customer_branches set branch_code = branch_code where customer_id = ${customerId}`,
    );
    await settled();
    expect(cached(token)).toBe(false);

    expect(await call(token)).toBe(0);
    await t.database.db.update(branchCompanies).set({ name: sql`${branchCompanies.name}` });
    await settled();
    expect(cached(token)).toBe(false);
    expect(await call(token)).toBe(0);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'on PostgreSQL a logout through one process stops the token at once in another that cached it',
    async () => {
      const other = await secondServer(t);
      try {
        const { token } = await aCustomer();
        const callOther = async () => {
          const res = await other.app.inject({
            method: 'GET',
            url: ongoing,
            headers: { ...testApiHeaders, authorization: `Bearer ${token}` },
          });
          return res.json<Reply>().status;
        };
        expect(await callOther()).toBe(0);
        expect(await callOther()).toBe(0);
        const out = await t.call({ method: 'POST', url: '/api/rcservice/auth/logout', payload: {}, token });
        expect(out.json<Reply>().status).toBe(0);
        expect(await callOther()).toBe(-4);
      } finally {
        await other.close();
      }
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'on PostgreSQL the cache is not trusted while the listening connection is down',
    async () => {
      const { token } = await aCustomer();
      await settled();
      expect(await call(token)).toBe(0);
      expect(cached(token)).toBe(true);
      // The server's listening connection is the one idle on LISTEN or on a fence's round trip
      // (`select 1`, or the change-log look that replaces it since decision 055).
      const killed = await t.database.db.execute<{ n: number }>(
        sql.raw(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and (query ilike 'listen%' or query = 'select 1' or query ilike '%pg_snapshot_xmin%')`,
        ),
      );
      const rows = (Array.isArray(killed) ? killed : (killed as { rows: { n: number }[] }).rows) as {
        n: number;
      }[];
      expect(rows[0]?.n).toBeGreaterThanOrEqual(1);
      await t.database.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect(await call(token)).toBe(-4);
    },
  );
});
