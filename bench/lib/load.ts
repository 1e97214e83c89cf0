/**
 * The API load of one target (docs/decisions/007-bench-method.md): a probe call
 * per endpoint, then autocannon's warm-up and measured run. Used by api-load.ts
 * and by scale.ts (the same load at insurer size).
 */
import autocannon, { type Result } from 'autocannon';
import { mark } from './machine.js';
import { apiHeaders, isEnvelope, login, type PageKeys } from './server.js';
import type { Target } from './spawn.js';

export const persona = 'myCoupons';
/** pgRowRatio: issue 23 point 4, a hot read on PostgreSQL against a bare Fastify + pg single-row read. */
export const goals = { pgRatio: 0.4, pgRowRatio: 0.5, pgP99Ms: 50, pgliteRps: 800 } as const;

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /**
   * The target's own CPU time per request in the measured window (µs), when it can
   * tell: unlike req/s it hardly moves with the host's load. On PGlite it includes
   * the database; on PostgreSQL the database's processes are not counted.
   */
  cpuUsPerRequest?: number;
}

/** A warm-up (discarded), then the measured run. */
export async function measure(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  opts: { duration: number; warmup: number; connections: number },
  /** The target's CPU time so far (µs), read before and after the measured run. */
  cpuOf?: () => Promise<number>,
): Promise<Measured> {
  const base = { url, ...init, connections: opts.connections, pipelining: 1, timeout: 10 };
  if (opts.warmup > 0) await autocannon({ ...base, duration: opts.warmup });
  const cpuBefore = cpuOf ? await cpuOf() : 0;
  const result: Result = await autocannon({ ...base, duration: opts.duration });
  const cpuAfter = cpuOf ? await cpuOf() : 0;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ...(cpuOf && result.requests.total > 0
      ? { cpuUsPerRequest: (cpuAfter - cpuBefore) / result.requests.total }
      : {}),
  };
}

/** Reads a target's CPU time (lib/target.ts answers 'cpu'), when it can be asked. */
export function cpuReader(target: Target): (() => Promise<number>) | undefined {
  const ask = target.ask;
  if (!ask) return undefined;
  return async () => {
    const value = await ask('cpu');
    return typeof value === 'number' ? value : Number.NaN;
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

export interface Row {
  target: string;
  endpoint: string;
  reply: string;
  m: Measured;
  goal: string;
}

export interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export interface LoggedIn {
  origin: string;
  headers: Record<string, string>;
  jsonHeaders: Record<string, string>;
  endpoints: Endpoint[];
}

/** Logs the bench persona in on a started real server and lists the four benched endpoints. */
export async function loginAndEndpoints(target: Target): Promise<LoggedIn> {
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
  return { origin, headers, jsonHeaders, endpoints };
}

/** The request autocannon repeats for one endpoint. */
export function requestOf(
  endpoint: Endpoint,
  session: LoggedIn,
): { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string } {
  return {
    method: endpoint.method,
    headers: endpoint.body === undefined ? session.headers : session.jsonHeaders,
    ...(endpoint.body === undefined ? {} : { body: JSON.stringify(endpoint.body) }),
  };
}

/** Loads the four endpoints of one real-server target (docs/decisions/007) and stops it. */
export async function loadRealServer(
  label: string,
  started: Promise<Target>,
  helloRps: number,
  opts: { duration: number; warmup: number; connections: number },
  goalOf: (m: Measured, ratio: number) => string = (m, ratio) =>
    label === 'PGlite'
      ? `${mark(m.rps >= goals.pgliteRps)} (≥800/s)`
      : `${mark(ratio >= goals.pgRatio && m.p99 <= goals.pgP99Ms)} (≥40%, p99≤50)`,
): Promise<Row[]> {
  const target = await started;
  try {
    const session = await loginAndEndpoints(target);
    const { origin } = session;
    const rows: Row[] = [];
    for (const endpoint of session.endpoints) {
      const init = requestOf(endpoint, session);
      const probe = await callJson(origin, endpoint, init.headers);
      const m = await measure(`${origin}${endpoint.path}`, init, opts, cpuReader(target));
      const ratio = m.rps / helloRps;
      const goal = goalOf(m, ratio);
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
