/**
 * API load (docs/decisions/007-bench-method.md): autocannon against the real server
 * on PGlite (in memory) and on PostgreSQL (a fresh database on DATABASE_URL's
 * server), beside a bare Fastify JSON hello-world, in one run on this machine.
 * Every target runs in its own child process, one at a time; autocannon runs in
 * this process; loopback only. One persona is logged in once per server and its
 * token reused. Prints req/s, p50, p99 and the ratio to hello-world with the goals
 * marked met/missed. Figures are printed, never asserted.
 *
 *   npm run api-load -w @rc/bench [-- --duration 10 --warmup 2 --connections 10]
 *   DATABASE_URL=postgres://rc:rc@127.0.0.1:5432/rc_test npm run api-load -w @rc/bench
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { mark, printHeader, table } from './lib/machine.js';
import { apiHeaders, isEnvelope, login, type PageKeys } from './lib/server.js';
import type { TargetReady } from './lib/target.js';

const persona = 'myCoupons';
const goals = { pgRatio: 0.4, pgP99Ms: 50, pgliteRps: 800 } as const;

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

interface Target {
  ready: TargetReady;
  stop(): Promise<void>;
}

/** Starts lib/target.ts in a child process and waits for it to listen. */
function startTarget(kind: 'hello' | 'app', postgresUrl = ''): Promise<Target> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./lib/target.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_TARGET: kind, BENCH_POSTGRES_URL: postgresUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.connected) child.send('close');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    child.once('message', (message: unknown) => {
      if (typeof message === 'object' && message !== null && 'ready' in message) {
        resolve({ ready: message.ready as TargetReady, stop });
      } else {
        reject(new Error(`target ${kind} failed to start: ${JSON.stringify(message)}`));
      }
    });
    child.once('exit', (code) => reject(new Error(`target ${kind} exited with ${String(code)}`)));
  });
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** A warm-up (discarded), then the measured run. */
async function measure(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  opts: { duration: number; warmup: number; connections: number },
): Promise<Measured> {
  const base = { url, ...init, connections: opts.connections, pipelining: 1, timeout: 10 };
  if (opts.warmup > 0) await autocannon({ ...base, duration: opts.warmup });
  const result: Result = await autocannon({ ...base, duration: opts.duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function callJson(
  origin: string,
  endpoint: Endpoint,
  headers: Record<string, string>,
): Promise<{ http: number; status: string; data: unknown }> {
  const res = await fetch(`${origin}${endpoint.path}`, {
    method: endpoint.method,
    headers,
    ...(endpoint.body === undefined ? {} : { body: JSON.stringify(endpoint.body) }),
  });
  const body: unknown = await res.json().catch(() => null);
  return isEnvelope(body)
    ? { http: res.status, status: String(body.status), data: body.data }
    : { http: res.status, status: 'no envelope', data: null };
}

/** The id of the first coupon on the persona's first page of coupons, when that handler answers. */
function firstCouponId(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('list' in data) || !Array.isArray(data.list))
    return undefined;
  const first: unknown = data.list[0];
  if (typeof first !== 'object' || first === null || !('id' in first)) return undefined;
  return typeof first.id === 'string' || typeof first.id === 'number' ? String(first.id) : undefined;
}

interface Row {
  target: string;
  endpoint: string;
  reply: string;
  m: Measured;
  goal: string;
}

async function loadRealServer(
  label: 'PGlite' | 'PostgreSQL',
  postgresUrl: string,
  helloRps: number,
  opts: { duration: number; warmup: number; connections: number },
): Promise<Row[]> {
  const target = await startTarget('app', postgresUrl);
  try {
    const { origin } = target.ready;
    const keys: PageKeys = { apiKey: target.ready.apiKey, applicantCode: target.ready.applicantCode };
    const token = await login({ origin, config: keys }, persona);
    const headers = apiHeaders(keys, token);
    const jsonHeaders = { ...headers, 'content-type': 'application/json' };

    const myCoupons: Endpoint = {
      name: 'my coupons p1',
      method: 'POST',
      path: '/api/rcservice/rights/R00010066',
      body: { onPagenum: 1, onPagesize: 10 },
    };
    const coupons = await callJson(origin, myCoupons, jsonHeaders);
    const found = firstCouponId(coupons.data);
    const couponId = found ?? '1';
    const endpoints: Endpoint[] = [
      { name: 'rights home', method: 'GET', path: '/api/rcservice/rights/R00010024' },
      myCoupons,
      {
        name: 'ongoing orders',
        method: 'GET',
        path: '/api/rcservice/order/R00010014?onPagenum=1&onPagesize=10',
      },
      {
        name: found ? 'coupon detail' : 'coupon detail (id 1: none listed)',
        method: 'GET',
        path: `/api/rcservice/rights/R00010027/${encodeURIComponent(couponId)}`,
      },
    ];
    const rows: Row[] = [];
    for (const endpoint of endpoints) {
      const init = endpoint.body === undefined ? headers : jsonHeaders;
      const probe = await callJson(origin, endpoint, init);
      const m = await measure(
        `${origin}${endpoint.path}`,
        {
          method: endpoint.method,
          headers: init,
          ...(endpoint.body === undefined ? {} : { body: JSON.stringify(endpoint.body) }),
        },
        opts,
      );
      const ratio = m.rps / helloRps;
      const goal =
        label === 'PostgreSQL'
          ? `${mark(ratio >= goals.pgRatio && m.p99 <= goals.pgP99Ms)} (≥40%, p99≤50)`
          : `${mark(m.rps >= goals.pgliteRps)} (≥800/s)`;
      rows.push({
        target: `${label}`,
        endpoint: endpoint.name,
        reply: `${probe.http}/${probe.status}`,
        m,
        goal,
      });
      process.stderr.write(`  ${label} ${endpoint.name}: ${m.rps.toFixed(0)} req/s\n`);
    }
    return rows;
  } finally {
    await target.stop();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '10' },
    },
  });
  const opts = {
    duration: Number(values.duration),
    warmup: Number(values.warmup),
    connections: Number(values.connections),
  };
  const postgresUrl = process.env.DATABASE_URL ?? '';
  printHeader('API load');
  process.stdout.write(
    `method:      autocannon in this process, ${opts.connections} connections, ${opts.warmup} s warm-up + ` +
      `${opts.duration} s per endpoint, loopback; each target in its own child process, one at a time\n` +
      `server:      logs silent, RC_VALIDATE_REPLIES=0, rate limit 100000000/min; persona ${persona}, ` +
      `logged in once\n\n`,
  );

  const hello = await startTarget('hello');
  let helloMeasured: Measured;
  try {
    helloMeasured = await measure(`${hello.ready.origin}/`, { method: 'GET', headers: {} }, opts);
  } finally {
    await hello.stop();
  }
  process.stderr.write(`  hello-world: ${helloMeasured.rps.toFixed(0)} req/s\n`);
  const rows: Row[] = [
    {
      target: 'Fastify hello-world',
      endpoint: 'GET / {hello:world}',
      reply: '200',
      m: helloMeasured,
      goal: '',
    },
  ];
  rows.push(...(await loadRealServer('PGlite', '', helloMeasured.rps, opts)));
  let pgNote = '';
  if (postgresUrl) rows.push(...(await loadRealServer('PostgreSQL', postgresUrl, helloMeasured.rps, opts)));
  else pgNote = 'PostgreSQL: skipped: set DATABASE_URL';

  const out = [['target', 'endpoint', 'reply', 'req/s', 'p50 ms', 'p99 ms', 'vs hello', 'non-2xx', 'goal']];
  for (const row of rows) {
    out.push([
      row.target,
      row.endpoint,
      row.reply,
      row.m.rps.toFixed(0),
      row.m.p50.toFixed(1),
      row.m.p99.toFixed(1),
      `${((row.m.rps / helloMeasured.rps) * 100).toFixed(0)}%`,
      String(row.m.non2xx + row.m.errors),
      row.goal,
    ]);
  }
  process.stdout.write(`${table(out)}\n`);
  if (pgNote) process.stdout.write(`${pgNote}\n`);
  process.stdout.write(
    'reply = HTTP status / envelope status of one probe call before the load (0 ok; -2 "not available\n' +
      'yet": the handler is not built, so the figure measures the plumbing, not the query).\n',
  );
}

await main();
