/**
 * Contention (issue 10): on PostgreSQL (DATABASE_URL's server, a fresh database),
 * the real server in its own process, this process firing the requests:
 *  - 200 concurrent redemptions of one coupon code by the merchant (different
 *    idempotency keys): how many win (must be 1) and the p99 latency;
 *  - 200 concurrent claims of one transfer by 200 different customers: winners, p99;
 *  - a bulk campaign: N coupons (100 000) claimed by N customers, C (1 000) at a
 *    time, from a pre-split pool taken with FOR UPDATE SKIP LOCKED: claims/s
 *    (goal ≥ 500/s), p99, and a check that exactly N coupons were issued.
 * Figures are printed, never asserted.
 *
 *   DATABASE_URL=postgres://rc:rc@127.0.0.1:5432/rc_test npm run contention -w @rc/bench
 *   ... -- --claims 20000 --customers 500
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/client.js';
import { createCampaign, freeSlots } from '../apps/server/src/domain/campaigns.js';
import { couponEvents } from '../apps/server/src/db/schema/index.js';
import { customerIdOf, ensureMerchant, freshCoupon } from '../apps/server/src/testing/merchant-fixtures.js';
import { mark, printHeader, table } from './lib/machine.js';
import { apiHeaders, isEnvelope, login, type PageKeys } from './lib/server.js';
import { startTarget } from './lib/spawn.js';
import { benchCustomers, percentile } from './lib/bulk.js';

const goals = { campaignPerSecond: 500 } as const;

interface Raced {
  winners: number;
  losers: number;
  p99: number;
  statuses: string;
}

/** Fires all calls at once and waits for every reply. */
async function race(calls: (() => Promise<Response>)[]): Promise<Raced> {
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  let winners = 0;
  await Promise.all(
    calls.map(async (call) => {
      const start = performance.now();
      const res = await call();
      const body: unknown = await res.json().catch(() => null);
      latencies.push(performance.now() - start);
      const status = isEnvelope(body) ? body.status : -999;
      if (status === 0) winners += 1;
      statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);
    }),
  );
  return {
    winners,
    losers: calls.length - winners,
    p99: percentile(latencies, 99),
    statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(' '),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      racers: { type: 'string', default: '200' },
      claims: { type: 'string', default: '100000' },
      customers: { type: 'string', default: '1000' },
    },
  });
  const racers = Number(values.racers);
  const claims = Number(values.claims);
  const concurrent = Number(values.customers);
  printHeader('Contention');
  const adminUrl = process.env.DATABASE_URL ?? '';
  if (!adminUrl) {
    process.stdout.write(
      'PostgreSQL: skipped: set DATABASE_URL (contention is measured on PostgreSQL only)\n',
    );
    return;
  }
  process.stdout.write(
    `method:      the real server on a fresh PostgreSQL database in a child process; requests from this\n` +
      `             process over loopback; ${racers} racers per race; campaign of ${claims} coupons claimed by\n` +
      `             ${claims} customers, ${concurrent} at a time (autocannon, one request per customer)\n\n`,
  );
  const target = await startTarget('app', adminUrl);
  const database = await openDatabase({ databaseUrl: target.ready.databaseUrl, dataDir: '' });
  try {
    const { origin } = target.ready;
    const keys: PageKeys = { apiKey: target.ready.apiKey, applicantCode: target.ready.applicantCode };
    const db = database.db;
    const post = (token: string, path: string, body: unknown) => () =>
      fetch(`${origin}/api/rcservice/${path}`, {
        method: 'POST',
        headers: { ...apiHeaders(keys, token), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const rows: string[][] = [['race', 'calls', 'winners', 'others', 'p99 ms', 'replies (status×n)', 'goal']];

    // 1. One code, many redemptions.
    await ensureMerchant(db, 'PID20000001');
    const merchantToken = await login({ origin, config: keys }, 'merchant');
    const coupon = await freshCoupon(db, await customerIdOf(db, 'PID10000005'));
    const redeem = await race(
      Array.from({ length: racers }, () =>
        post(merchantToken, 'merchant/R00040026', {
          action: 'redeem',
          ticketId: coupon.code,
          idempotencyKey: randomUUID(),
        }),
      ),
    );
    rows.push([
      'redeem one code',
      String(racers),
      String(redeem.winners),
      String(redeem.losers),
      redeem.p99.toFixed(0),
      redeem.statuses,
      `${mark(redeem.winners === 1)} (1 winner)`,
    ]);

    // 2. One transfer, many claimers.
    const giverToken = await login({ origin, config: keys }, 'headPage');
    const gift = await freshCoupon(db, await customerIdOf(db, 'PID10000001'));
    const created = await (
      await post(giverToken, 'donation/R00040019', { couponId: gift.id, quantity: 1 })()
    ).json();
    const shareCode =
      isEnvelope(created) && typeof created.data === 'object' && created.data && 'shareCode' in created.data
        ? String(created.data.shareCode)
        : '';
    if (!shareCode) throw new Error(`transfer not created: ${JSON.stringify(created)}`);
    const claimers = await benchCustomers(
      target.ready.databaseUrl,
      `t${randomBytes(3).toString('hex')}`,
      racers,
    );
    const transfer = await race(
      claimers.tokens.map((token) => post(token, 'donation/R00040021', { shareCode })),
    );
    rows.push([
      'claim one transfer',
      String(racers),
      String(transfer.winners),
      String(transfer.losers),
      transfer.p99.toFixed(0),
      transfer.statuses,
      `${mark(transfer.winners === 1)} (1 winner)`,
    ]);
    process.stdout.write(`${table(rows)}\n\n`);

    // 3. The bulk campaign.
    const now = Date.now();
    const setupStart = performance.now();
    const campaign = await createCampaign(db, {
      activityId: null,
      serviceType: '9',
      couponName: '压测洗车券',
      couponNameEn: 'Bench car wash',
      faceValue: null,
      validDays: 30,
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 3600_000),
      total: claims,
    });
    const crowd = await benchCustomers(
      target.ready.databaseUrl,
      `c${randomBytes(3).toString('hex')}`,
      claims,
    );
    const setupS = (performance.now() - setupStart) / 1000;
    let next = 0;
    const body = JSON.stringify({ campaignId: campaign.id });
    const headers = { ...apiHeaders(keys), 'content-type': 'application/json' };
    const result = await autocannon({
      url: origin,
      connections: concurrent,
      amount: claims,
      timeout: 60,
      requests: [
        {
          method: 'POST',
          path: '/api/rcservice/activity/claimCampaign',
          body,
          setupRequest: (request) => {
            const token = crowd.tokens[next % crowd.tokens.length] ?? '';
            next += 1;
            return { ...request, headers: { ...headers, authorization: `Bearer ${token}` } };
          },
        },
      ],
    });
    const [issued] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(couponEvents)
      .where(and(eq(couponEvents.refId, campaign.id), eq(couponEvents.action, 'issued')));
    const left = await freeSlots(db, campaign.id);
    const perSecond = result.requests.total / result.duration;
    const camp = [
      [
        'campaign',
        'coupons',
        'customers at once',
        'claims/s',
        'p50 ms',
        'p99 ms',
        'issued',
        'left',
        'errors',
        'goal',
      ],
      [
        'bulk claim (SKIP LOCKED)',
        String(claims),
        String(concurrent),
        perSecond.toFixed(0),
        result.latency.p50.toFixed(0),
        result.latency.p99.toFixed(0),
        String(issued?.n ?? 0),
        String(left),
        String(result.errors + result.timeouts + result.non2xx),
        `${mark(perSecond >= goals.campaignPerSecond && Number(issued?.n) === claims)} (≥500/s, all issued once)`,
      ],
    ];
    process.stdout.write(`${table(camp)}\n`);
    process.stdout.write(
      `setup (slots + ${claims} bench customers with sessions): ${setupS.toFixed(1)} s, not counted\n`,
    );
  } finally {
    await database.close();
    await target.stop();
  }
}

await main();
