import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { loadConfig } from '../config.js';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { freshCoupon } from '../testing/merchant-fixtures.js';
import { startFaultProxy, type FaultProxy } from '../testing/fault-proxy.js';
import { unbalancedCoupons } from '../testing/race.js';
import { testApiHeaders, type TestApp } from '../testing/test-app.js';
import { loginAs, type Reply } from '../testing/handoff.js';
import { personalDataIn, printTable, submitWashOrder, type Actor } from '../testing/security-harness.js';

/**
 * Database faults (issue 11): the server talks to PostgreSQL through a fault
 * proxy that adds latency, drops every connection and goes away for a while
 * (a restart), during a load of orders and redemptions. Afterwards no order is
 * lost, no coupon is redeemed twice, no change is half done, and the same server
 * process answers again. PGlite has no network hop: there it is skipped.
 *
 * The outage is simulated at the proxy (every connection cut, new ones refused
 * for two seconds) because the PostgreSQL of a shared machine serves other test
 * runs; RC_FAULTS_RESTART_POSTGRES=1 restarts the real server instead
 * (`pg_ctlcluster`, root only).
 */
const adminUrl = process.env.DATABASE_URL ?? '';
const realRestart = process.env.RC_FAULTS_RESTART_POSTGRES === '1';
const perKind = 40;

let t: TestApp & { logs: string[] };
let proxy: FaultProxy;
let dbName = '';

async function admin<T>(fn: (c: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const url = new URL(adminUrl);
  if (database) url.pathname = `/${database}`;
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

describe.skipIf(adminUrl !== '')('database faults on PGlite', () => {
  it('is skipped: PGlite is embedded, there is no network hop to break', () => {
    printTable(
      'Database faults',
      ['database', 'result'],
      [['pglite', 'skipped: no network hop (runs with DATABASE_URL)']],
    );
  });
});

describe.skipIf(adminUrl === '')('database faults on PostgreSQL', () => {
  beforeAll(async () => {
    dbName = `rc_f_${randomBytes(6).toString('hex')}`;
    await admin((c) => c.query(`create database ${dbName}`));
    const target = new URL(adminUrl);
    proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const through = new URL(adminUrl);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    through.pathname = `/${dbName}`;
    const config = loadConfig({
      RC_API_KEY: testApiHeaders['x-api-key'],
      RC_APPLICANT_CODE: testApiHeaders['x-applicant-code'],
      RC_DEMO: '1',
      RC_LOG_LEVEL: 'info',
      RC_RATE_LIMIT_PER_MINUTE: '100000',
      RC_SIGNIN_RATE_LIMIT_PER_MINUTE: '100000',
      RC_WEB_DIST: '/nonexistent',
      DATABASE_URL: through.toString(),
    });
    const database = await openDatabase(config);
    const logs: string[] = [];
    const app = await buildApp({ config, database, logStream: { write: (l: string) => void logs.push(l) } });
    await app.ready();
    t = {
      app,
      config,
      database,
      logs,
      call(opts) {
        const { token, locale, headers, ...rest } = opts;
        return app.inject({
          ...rest,
          headers: {
            ...testApiHeaders,
            'accept-language': locale ?? 'zh-CN',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
        });
      },
      async close() {
        await app.close();
        await database.close();
      },
    };
  }, 240_000);

  afterAll(async () => {
    await t.close();
    await proxy.close();
    await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
  });

  it(
    'loses no order, redeems no coupon twice, leaves nothing half done, and recovers',
    { timeout: 600_000 },
    async () => {
      const a = await loginAs(t, 'headPage');
      const keys = await t.call({
        method: 'POST',
        url: '/api/rcservice/gettoken/R00040032',
        payload: { publicSecret: (a as unknown as { userVo: { publicSecret: string } }).userVo.publicSecret },
        token: a.token,
      });
      const A: Actor = {
        token: a.token,
        publicKey: keys.json<Reply<{ publicKey: string }>>().data.publicKey,
        id: null,
      };
      const X = (await loginAs(t, 'merchant')).token;
      const [row] = (
        await admin(
          (c) => c.query<{ id: string }>(`select id from customers where pid = 'PID10000001'`),
          dbName,
        )
      ).rows;
      const aId = row?.id ?? '';
      const orderCoupons = await Promise.all(
        Array.from({ length: perKind }, () => freshCoupon(t.database.db, aId)),
      );
      const redeemCoupons = await Promise.all(
        Array.from({ length: perKind }, () => freshCoupon(t.database.db, aId)),
      );

      const loadStarted = new Date();
      const sent = { orders: 0, redemptions: 0 };
      const ackedOrders = new Set<string>();
      const ackedRedemptions = new Set<string>();
      const faults: string[] = [];
      const redeemKeys = redeemCoupons.map(() => randomUUID());

      const placeOne = async (i: number) => {
        sent.orders++;
        const coupon = orderCoupons[i];
        if (!coupon) return;
        const r = await submitWashOrder(t, A, coupon.id, '京A12345').catch(() => null);
        if (r?.status === 0 && r.orderId) ackedOrders.add(r.orderId);
      };
      // A merchant's device retries a confirm with the same key until it hears back.
      const redeemOne = async (i: number) => {
        sent.redemptions++;
        const coupon = redeemCoupons[i];
        if (!coupon) return;
        for (let attempt = 0; attempt < 8; attempt++) {
          const res = await t
            .call({
              method: 'POST',
              url: '/api/rcservice/merchant/R00040026',
              payload: { action: 'redeem', ticketId: coupon.code, idempotencyKey: redeemKeys[i], count: 1 },
              token: X,
            })
            .catch(() => null);
          const body = res ? (JSON.parse(res.body) as Partial<Reply>) : null;
          if (body?.status === 0) {
            ackedRedemptions.add(redeemKeys[i] ?? '');
            return;
          }
          if (body?.status !== -1 && body?.status !== -100 && res && res.statusCode < 500) return;
          await new Promise((r) => setTimeout(r, 300));
        }
      };

      const injectFaults = async () => {
        const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
        proxy.setLatency(40);
        faults.push('latency 40 ms');
        await pause(800);
        faults.push(`dropped ${proxy.dropAll()} connections`);
        await pause(800);
        if (realRestart) {
          execFileSync('pg_ctlcluster', ['15', 'main', 'restart']);
          faults.push('PostgreSQL restarted (pg_ctlcluster)');
        } else {
          proxy.setRefusing(true);
          faults.push(`outage: dropped ${proxy.dropAll()} connections, refused new ones for 2 s`);
          await pause(2000);
          proxy.setRefusing(false);
        }
        await pause(800);
        faults.push(`dropped ${proxy.dropAll()} connections`);
        proxy.setLatency(0);
      };

      // Load: six workers interleaving orders and redemptions while the faults happen.
      let next = 0;
      const worker = async () => {
        while (next < perKind * 2) {
          const i = next++;
          await (i % 2 === 0 ? placeOne(i >> 1) : redeemOne(i >> 1));
          await new Promise((r) => setTimeout(r, 40));
        }
      };
      await Promise.all([injectFaults(), ...Array.from({ length: 6 }, worker)]);

      // The same process answers again, without a restart.
      let recovered = false;
      for (let i = 0; i < 30 && !recovered; i++) {
        const r = await t
          .call({ method: 'GET', url: '/api/rcservice/order/R00010014', token: A.token ?? '' })
          .catch(() => null);
        recovered = r?.json<Reply>().status === 0;
        if (!recovered) await new Promise((res) => setTimeout(res, 500));
      }
      expect(recovered, 'the server answers again').toBe(true);
      const after = await submitWashOrder(t, A, (await freshCoupon(t.database.db, aId)).id, '京A12345');
      expect(after.status, after.statusText).toBe(0);

      const q = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
        admin((c) => c.query<T>(text, values), dbName).then((r) => r.rows);
      const orderCouponIds = orderCoupons.map((c) => c.id);
      const foundOrders = await q<{ id: string }>(
        `select id from orders where coupon_id = any($1::uuid[]) and status <> 'cancelled'`,
        [orderCouponIds],
      );
      const foundIds = new Set(foundOrders.map((o) => o.id));
      const lostOrders = [...ackedOrders].filter((id) => !foundIds.has(id)).length;
      const foundRedemptions = await q<{ key: string; coupon: string }>(
        `select idempotency_key as key, coupon_id as coupon from redemptions where idempotency_key = any($1::text[])`,
        [redeemKeys],
      );
      const doubles = await q<{ n: number }>(
        `select count(*)::int as n from (select coupon_id from redemptions where coupon_id = any($1::uuid[])
         group by coupon_id having count(*) > 1) d`,
        [redeemCoupons.map((c) => c.id)],
      );
      const halfOrders = await q<{ n: number }>(
        `select count(*)::int as n from orders o where o.coupon_id = any($1::uuid[])
         and not exists (select 1 from coupon_events e where e.coupon_id = o.coupon_id and e.ref_id = o.id::text)`,
        [orderCouponIds],
      );
      const usedWithoutOrder = await q<{ n: number }>(
        `select count(*)::int as n from coupons c where c.id = any($1::uuid[]) and c.used_count > 0
         and not exists (select 1 from orders o where o.coupon_id = c.id)`,
        [orderCouponIds],
      );
      const halfRedemptions = await q<{ n: number }>(
        `select count(*)::int as n from coupons c where c.id = any($1::uuid[])
         and (c.used_count > 0) <> exists (select 1 from redemptions r where r.coupon_id = c.id)`,
        [redeemCoupons.map((c) => c.id)],
      );
      const unbalanced = await unbalancedCoupons(t.database.db, loadStarted);

      printTable(
        `Database faults on PostgreSQL through a fault proxy (${faults.join('; ')})`,
        ['requests', 'sent', 'acknowledged', 'found in database', 'lost', 'double', 'half done'],
        [
          [
            'orders',
            sent.orders,
            ackedOrders.size,
            foundOrders.length,
            lostOrders,
            0,
            (halfOrders[0]?.n ?? -1) + (usedWithoutOrder[0]?.n ?? -1),
          ],
          [
            'redemptions',
            sent.redemptions,
            ackedRedemptions.size,
            foundRedemptions.length,
            [...ackedRedemptions].filter((k) => !foundRedemptions.some((r) => r.key === k)).length,
            doubles[0]?.n ?? -1,
            halfRedemptions[0]?.n ?? -1,
          ],
        ],
      );
      process.stdout.write(
        `connections opened through the proxy: ${proxy.opened()}; coupons whose ledger disagrees: ${unbalanced}; recovered without restart: ${String(recovered)}\n`,
      );
      expect(lostOrders).toBe(0);
      expect(foundOrders.length).toBe(ackedOrders.size);
      expect(foundRedemptions.length).toBe(ackedRedemptions.size);
      expect(doubles[0]?.n).toBe(0);
      expect(halfOrders[0]?.n).toBe(0);
      expect(usedWithoutOrder[0]?.n).toBe(0);
      expect(halfRedemptions[0]?.n).toBe(0);
      expect(unbalanced).toBe(0);
      expect(personalDataIn(t.logs)).toEqual([]);
    },
  );
});
