import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { newsList, ongoingOrders, pageGlobalsPlaceholder, routePath, Status } from '@rc/contract';
import { createTestCampaign } from '../testing/campaign-fixtures.js';
import { testKit } from '../testing/factories.js';
import type { Reply } from '../testing/handoff.js';
import { createTestApp, testApiHeaders, type TestApp } from '../testing/test-app.js';

// Decision 032: bounds, shutdown and health, in process (the process-level ones are in http/process.slow.test.ts).
let t: TestApp | undefined;
/** A customer signed in on the current test app. */
const aCustomer = () => testKit(() => t as TestApp).aCustomer();
/**
 * The request bound of the tests where one call must outlive it while held: long enough
 * that the calls around it (a claim, its retry) answer within it on a loaded CI host
 * (with 300 ms a sign-in there got -100 on PostgreSQL).
 */
const heldBoundMs = '2000';
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A built app shell whose page carries the globals (read from the database's site settings). */
const webDist = mkdtempSync(join(tmpdir(), 'rc-lifecycle-dist-'));
writeFileSync(join(webDist, 'index.html'), `<!doctype html><head>${pageGlobalsPlaceholder}</head>`);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

/** The app shell: the page every visit loads first. */
async function appShell(app: TestApp) {
  const res = await app.app.inject({ method: 'GET', url: '/' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('window.__RC__=');
}

/**
 * Locks a table (by default sessions, what a signed-in call reads first) until the
 * returned function is called. On PGlite that holds its one connection; on
 * PostgreSQL only the calls that need that table wait.
 */
async function holdDatabase(app: TestApp, table = 'sessions'): Promise<() => Promise<void>> {
  let release = () => undefined as void;
  const released = new Promise<void>((r) => (release = r));
  let locked = () => undefined as void;
  const isLocked = new Promise<void>((r) => (locked = r));
  const held = app.database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`lock table ${table} in access exclusive mode`));
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await held;
  };
}

/** A call that needs the database: its session is looked up there. */
const needsDatabase = (app: TestApp) =>
  app.call({ method: 'GET', url: routePath(newsList), token: 'no-such-session-token' });

describe('timeouts', () => {
  it('answers -100 in the envelope when a request outlives its bound, and the rest keeps answering', async () => {
    t = await createTestApp({ RC_REQUEST_TIMEOUT_MS: heldBoundMs, RC_WEB_DIST: webDist });
    const app = t;
    const release = await holdDatabase(app);
    try {
      const stuck = await needsDatabase(app);
      expect(stuck.statusCode).toBe(503);
      expect(stuck.json()).toMatchObject({ status: Status.busy, statusText: '系统繁忙，请稍后重试' });
      // What does not need the stuck table answers meanwhile (on PostgreSQL: even the database).
      expect((await app.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      // The app shell too, though its page carries site settings read from the database:
      // it takes the last ones read (or the default) rather than wait.
      await appShell(app);
      if (app.database.kind === 'postgres') {
        expect((await app.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      }
    } finally {
      await release();
    }
    // Once the database is free the same call is answered as usual.
    const after = await needsDatabase(app);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ status: Status.sessionInvalid });
  });
});

describe('a -100 on an idempotent call', () => {
  it('is a lost reply: the work may still be done, and the retry with the same key gets its outcome, once', async () => {
    t = await createTestApp({ RC_REQUEST_TIMEOUT_MS: heldBoundMs });
    const app = t;
    const { token } = await aCustomer();
    const campaign = await createTestCampaign(app.database.db);
    const claim = () =>
      app.call({
        method: 'POST',
        url: '/api/rcservice/activity/claimCampaign',
        token,
        payload: { campaignId: campaign.id },
        headers: { 'idempotency-key': 'claim-after-busy-1' },
      });
    const issued = async () => {
      const r = await app.database.db.execute(
        sql`select count(*)::int as n from coupon_events where ref_id = ${campaign.id} and action = 'issued'`,
      );
      const rows = (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows) as { n: number }[];
      return rows[0]?.n;
    };
    const release = await holdDatabase(app, app.database.kind === 'postgres' ? 'coupon_events' : 'sessions');
    try {
      const first = await claim();
      expect(first.json()).toMatchObject({ status: Status.busy });
    } finally {
      await release();
    }
    // The first call goes on once the database is free, and its claim commits.
    await vi.waitFor(async () => expect(await issued()).toBe(1));
    const retry = (await claim()).json<Reply<{ alreadyClaimed: boolean }>>();
    expect(retry.status, retry.statusText).toBe(0);
    expect(retry.data.alreadyClaimed).toBe(false);
    expect(await issued()).toBe(1);
  });
});

describe('PostgreSQL bounds', () => {
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'a locked table stalls only the calls that need it: the app shell and the news list answer, the order list gets -100',
    async () => {
      t = await createTestApp({
        RC_DB_STATEMENT_TIMEOUT_MS: '300',
        RC_REQUEST_TIMEOUT_MS: '60000',
        RC_WEB_DIST: webDist,
      });
      const app = t;
      const { token } = await aCustomer();
      const release = await holdDatabase(app, 'orders');
      try {
        const [orders, news] = await Promise.all([
          app.call({ method: 'GET', url: `${routePath(ongoingOrders)}?page=1`, token }),
          app.call({ method: 'GET', url: routePath(newsList), token }),
          appShell(app),
        ]);
        expect(orders.statusCode).toBe(503);
        expect(orders.json()).toMatchObject({ status: Status.busy, statusText: '系统繁忙，请稍后重试' });
        expect(news.json()).toMatchObject({ status: Status.ok });
        expect((await app.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      } finally {
        await release();
      }
      const after = await app.call({ method: 'GET', url: `${routePath(ongoingOrders)}?page=1`, token });
      expect(after.json()).toMatchObject({ status: Status.ok });
    },
  );

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'answers -100 when a statement outlives statement_timeout on a locked table',
    async () => {
      t = await createTestApp({ RC_DB_STATEMENT_TIMEOUT_MS: '300', RC_REQUEST_TIMEOUT_MS: '60000' });
      const app = t;
      const release = await holdDatabase(app);
      try {
        const stuck = await needsDatabase(app);
        expect(stuck.statusCode).toBe(503);
        expect(stuck.json()).toMatchObject({ status: Status.busy });
      } finally {
        await release();
      }
    },
  );

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'answers -100 in words when every pooled connection stays busy past RC_DB_POOL_WAIT_MS, and recovers',
    async () => {
      t = await createTestApp({ RC_DB_POOL_WAIT_MS: '300', RC_REQUEST_TIMEOUT_MS: '60000' });
      const app = t;
      // Every connection of the pool (10) held by a transaction that waits. They are taken one
      // after another: asked for at once, the later ones wait while the pool opens the earlier
      // ones' connections, one at a time, and on a loaded host that outlasts the 300 ms.
      let release = () => undefined as void;
      const released = new Promise<void>((r) => (release = r));
      const holders: Promise<void>[] = [];
      try {
        for (let i = 0; i < 10; i++) {
          let holding = () => undefined as void;
          const isHolding = new Promise<void>((r) => (holding = r));
          const holder = app.database.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            holding();
            await released;
          });
          holders.push(holder);
          // A holder that fails fails the test, rather than leaving it waiting.
          await Promise.race([isHolding, holder]);
        }
        // Two calls waiting at once, in each language: both told "busy, try again" in words.
        const [zh, en] = await Promise.all(
          (['zh-CN', 'en-US'] as const).map((locale) =>
            app.call({ method: 'GET', url: routePath(newsList), token: 'no-such-session-token', locale }),
          ),
        );
        expect(zh?.statusCode).toBe(503);
        expect(zh?.json()).toEqual({ status: Status.busy, statusText: '系统繁忙，请稍后重试', data: null });
        expect(en?.json()).toEqual({
          status: Status.busy,
          statusText: 'The system is busy, please try again later',
          data: null,
        });
      } finally {
        release();
        await Promise.all(holders);
      }
      // The connections back in the pool, the same calls are answered as usual.
      // (Fresh tokens: a session looked up lately may be answered from the session cache.)
      const after = await Promise.all(
        ['missing-token-one', 'missing-token-two'].map((token) =>
          app.call({ method: 'GET', url: routePath(newsList), token }),
        ),
      );
      for (const r of after) expect(r.json()).toMatchObject({ status: Status.sessionInvalid });
    },
  );
});

describe('shutting down', () => {
  it('finishes the request in flight and answers one arriving meanwhile -100 in the envelope', async () => {
    t = await createTestApp();
    const app = t;
    const origin = await app.app.listen({ port: 0, host: '127.0.0.1' });
    const release = await holdDatabase(app);
    // Two requests on one kept-alive connection: the second arrives while the server closes.
    const socket = connect(Number(new URL(origin).port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const ended = new Promise((r) => socket.once('close', r));
    const head = (auth: string) =>
      `GET ${routePath(newsList)} HTTP/1.1\r\nhost: x\r\nx-api-key: ${testApiHeaders['x-api-key']}\r\n` +
      `x-applicant-code: ${testApiHeaders['x-applicant-code']}\r\n${auth}\r\n`;
    socket.write(head('authorization: Bearer no-such-session-token\r\n'));
    await new Promise((r) => setTimeout(r, 100));
    const closed = app.app.close();
    socket.write(head(''));
    await new Promise((r) => setTimeout(r, 100));
    await release();
    await closed;
    socket.end();
    await ended;
    const bodies = received.split('\r\n\r\n').filter((b) => b.startsWith('{'));
    expect(bodies.map((b) => JSON.parse(b.slice(0, b.lastIndexOf('}') + 1)) as unknown)).toEqual([
      expect.objectContaining({ status: Status.sessionInvalid }),
      { status: Status.busy, statusText: '系统繁忙，请稍后重试', data: null },
    ]);
  });
});

describe('health and readiness', () => {
  it('says the process lives and the database is ready, without the API key', async () => {
    t = await createTestApp();
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toEqual({ status: 'alive' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });

  it('is not ready when migrations are missing', async () => {
    t = await createTestApp();
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'migrations pending' });
  });
});
