/**
 * More than one process (issue 10): N server processes on one PostgreSQL
 * database, no session affinity, behind a loopback round-robin load balancer
 * (lib/balancer.ts, in this process): throughput of the API load for N = 1 and
 * N = 2 and the ratio (goal ≥ 0.8 × N up to the core count); then a rescue
 * position sent through process A reaching the customer's live stream served by
 * process B (LISTEN/NOTIFY). Figures are printed, never asserted.
 *
 *   DATABASE_URL=postgres://rc:rc@127.0.0.1:5432/rc_test npm run multi-process -w @rc/bench
 */
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { rescueFixtures } from '../apps/server/src/testing/rescue-fixtures.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { startBalancer } from './lib/balancer.js';
import { loadRealServer, type Row } from './lib/load.js';
import { mark, printHeader, table } from './lib/machine.js';
import { startTarget, type Target } from './lib/spawn.js';

async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

/** N targets on the shared database behind a fresh balancer, as one Target for lib/load.ts. */
async function cluster(n: number, databaseUrl: string): Promise<Target> {
  const targets: Target[] = [];
  for (let i = 0; i < n; i++) targets.push(await startTarget('app', '', { BENCH_DATABASE_URL: databaseUrl }));
  const balancer = await startBalancer(targets.map((t) => t.ready.origin));
  const first = targets[0];
  if (!first) throw new Error('no target');
  return {
    ready: { ...first.ready, origin: balancer.origin },
    stop: async () => {
      await balancer.close();
      await Promise.all(targets.map((t) => t.stop()));
    },
  };
}

/**
 * The rescue tests' fixtures (requests, rescuer steps), driven over HTTP against
 * one process instead of inject(): the same calls a browser and a rescuer's app make.
 */
function overHttp(target: Target, db: TestApp['database']): TestApp {
  const headers = { 'x-api-key': target.ready.apiKey, 'x-applicant-code': target.ready.applicantCode };
  const send = async (opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse> => {
    const body = opts.payload === undefined ? undefined : JSON.stringify(opts.payload);
    const path = typeof opts.url === 'string' ? opts.url : '';
    const res = await fetch(`${target.ready.origin}${path}`, {
      method: String(opts.method ?? 'GET'),
      headers: {
        ...headers,
        'accept-language': 'zh-CN',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
      ...(body ? { body } : {}),
    });
    const text = await res.text();
    return {
      statusCode: res.status,
      body: text,
      json: () => JSON.parse(text) as unknown,
    } as LightMyRequestResponse;
  };
  return { call: send, app: { inject: send }, database: db } as unknown as TestApp;
}

/** Opens the customer's rescue stream on `origin` and resolves when an update matches `test`. */
async function streamUntil(
  origin: string,
  headers: Record<string, string>,
  path: string,
  test: (update: { rescuerPosition?: { lng: number } | null }) => boolean,
): Promise<{ opened: Promise<void>; reached: Promise<number>; close: () => void }> {
  const abort = new AbortController();
  const res = await fetch(`${origin}${path}`, {
    headers: { ...headers, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  let openedResolve: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (openedResolve = resolve));
  const reached = (async () => {
    if (!res.body || !res.headers.get('content-type')?.includes('event-stream'))
      throw new Error(`no stream: ${res.status} ${await res.text()}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended first');
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (/^event: update$/m.test(block)) openedResolve();
        if (
          data &&
          /^event: update$/m.test(block) &&
          test(JSON.parse(data) as { rescuerPosition?: { lng: number } })
        )
          return performance.now();
        end = buffer.indexOf('\n\n');
      }
    }
  })();
  return { opened, reached, close: () => abort.abort() };
}

async function crossProcessStream(a: Target, b: Target, databaseUrl: string): Promise<string[][]> {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    const f = rescueFixtures(() => overHttp(a, database));
    const created = await f.requestRescue('giftDone', '京A88888');
    const headers = {
      'x-api-key': b.ready.apiKey,
      'x-applicant-code': b.ready.applicantCode,
      authorization: `Bearer ${created.token}`,
    };
    const stream = await streamUntil(
      b.ready.origin,
      headers,
      `/api/rcservice/rescueOrder/live?orderPrimaryId=${created.orderPrimaryId}&primaryCheck=${encodeURIComponent(created.primaryCheck)}`,
      (u) => u.rescuerPosition?.lng === 116.4612,
    );
    try {
      await stream.opened;
      const d = await f.latestDispatch(created.orderPrimaryId);
      const token =
        d.vehicle_no === '京B3K552' ? await f.rescuerToken('liqiang', 'rescue2026') : await f.rescuerToken();
      const vehicle = d.vehicle_no ?? '';
      const accepted = await f.step(token, created.orderPrimaryId, vehicle, 'accepted');
      if (accepted.status !== 0) throw new Error(`accept failed: ${accepted.statusText}`);
      const sent = performance.now();
      const moved = await f.step(token, created.orderPrimaryId, vehicle, 'position', {
        lng: 116.4612,
        lat: 39.9071,
      });
      if (moved.status !== 0) throw new Error(`position failed: ${moved.statusText}`);
      const arrived = await Promise.race([
        stream.reached,
        new Promise<number>((_, reject) => setTimeout(() => reject(new Error('not within 10 s')), 10_000)),
      ]);
      return [
        ['live stream', 'published by', 'streamed by', 'reached', 'ms from POST to event'],
        [
          'rescue position',
          `process A (${a.ready.origin})`,
          `process B (${b.ready.origin})`,
          'yes',
          (arrived - sent).toFixed(0),
        ],
      ];
    } finally {
      stream.close();
    }
  } catch (err) {
    return [
      ['live stream', 'reached', 'why'],
      ['rescue position A → B', 'NO', err instanceof Error ? err.message : String(err)],
    ];
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '20' },
    },
  });
  const opts = {
    duration: Number(values.duration),
    warmup: Number(values.warmup),
    connections: Number(values.connections),
  };
  printHeader('More than one process');
  const adminUrl = process.env.DATABASE_URL ?? '';
  if (!adminUrl) {
    process.stdout.write(
      'PostgreSQL: skipped: set DATABASE_URL (the processes share a PostgreSQL database)\n',
    );
    return;
  }
  const cores = os.cpus().length;
  process.stdout.write(
    `method:      N server processes on one fresh PostgreSQL database, a round-robin loopback balancer\n` +
      `             (no affinity: hand-off, login and every call land on any process) and autocannon in this\n` +
      `             process, ${opts.connections} connections, ${opts.warmup} s + ${opts.duration} s per endpoint; ${cores} cores\n\n`,
  );
  const name = `rc_bench_mp_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  try {
    const byN = new Map<number, Row[]>();
    for (const n of [1, 2])
      byN.set(n, await loadRealServer(`N=${n}`, cluster(n, databaseUrl), 1, opts, () => ''));
    const one = byN.get(1) ?? [];
    const two = byN.get(2) ?? [];
    const out = [['endpoint', 'N=1 req/s', 'N=1 p99', 'N=2 req/s', 'N=2 p99', 'N=2 / N=1', 'goal']];
    two.forEach((r, i) => {
      const base = one[i];
      const ratio = base ? r.m.rps / base.m.rps : Number.NaN;
      out.push([
        r.endpoint,
        base ? base.m.rps.toFixed(0) : '?',
        base ? base.m.p99.toFixed(1) : '?',
        r.m.rps.toFixed(0),
        r.m.p99.toFixed(1),
        ratio.toFixed(2),
        `${mark(ratio >= 0.8 * Math.min(2, cores))} (≥${(0.8 * Math.min(2, cores)).toFixed(1)})`,
      ]);
    });
    process.stdout.write(`${table(out)}\n\n`);

    const a = await startTarget('app', '', { BENCH_DATABASE_URL: databaseUrl });
    const b = await startTarget('app', '', { BENCH_DATABASE_URL: databaseUrl });
    try {
      process.stdout.write(`${table(await crossProcessStream(a, b, databaseUrl))}\n`);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  } finally {
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

await main();
