import { eq, sql } from 'drizzle-orm';
import { sealMessage } from '@rc/sm2';
import { endpointUrl, localize, messages, paramNames, type EndpointDef } from '@rc/contract';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './test-app.js';
import { loginAs, type Reply } from './handoff.js';
import { consoleLogin } from './console.js';
import { hashToken, openSession } from '../http/session-store.js';
import { customers, merchants, rescuers, sessions } from '../db/schema/index.js';
import type { Db } from '../db/client.js';
import { personas } from '../seed/personas.js';
import { demoRescuerLogin } from '../seed/rescue.js';

/**
 * Shared pieces of the security suites (src/security/): an app whose logs are
 * kept and scanned for personal data, the personas of the access matrix, a
 * generic caller for any contract endpoint, a database fingerprint and the
 * printed tables.
 */

export interface SecurityApp extends TestApp {
  /** Every log line the server wrote (JSON, one per line), production level `info`. */
  logs: string[];
}

/**
 * A fresh app whose Fastify logger writes into `logs` (closing it scans them: see personalDataInLogs).
 * Its periodic sweeps are off unless `env` turns them on: the suites compare the database before and
 * after a refused call, and a sweep's tick in between (a lapsed offer passed on, a relay number
 * released) would be counted as the call's change.
 */
export async function securityApp(env: Record<string, string> = {}): Promise<SecurityApp> {
  const logs: string[] = [];
  const t = await createTestApp(
    { RC_LOG_LEVEL: 'info', RC_RESCUE_SWEEP_SECONDS: '0', RC_BOOKING_SWEEP_SECONDS: '0', ...env },
    { logStream: { write: (line: string) => void logs.push(line) } },
  );
  return Object.assign(t, { logs });
}

/** The full personal data of the seed personas: none of it may ever reach a log line. */
export function seedPersonalData(): { kind: 'idNumber' | 'mobile' | 'vin'; value: string; who: string }[] {
  const out: { kind: 'idNumber' | 'mobile' | 'vin'; value: string; who: string }[] = [];
  for (const p of personas) {
    out.push({ kind: 'mobile', value: p.customer.mobile, who: p.key });
    if (p.customer.idNumber) out.push({ kind: 'idNumber', value: p.customer.idNumber, who: p.key });
    if (p.customer.vin) out.push({ kind: 'vin', value: p.customer.vin, who: p.key });
  }
  return out;
}

/** The personal data found in some text (log lines, replies): empty when none. */
export function personalDataIn(lines: readonly string[]): string[] {
  const found: string[] = [];
  const all = seedPersonalData();
  for (const line of lines) {
    for (const pd of all) {
      if (line.includes(pd.value)) found.push(`${pd.kind} of ${pd.who}`);
    }
  }
  return [...new Set(found)];
}

// ---------- calling any endpoint ----------

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface CallResult {
  http: number;
  status: number | null;
  statusText: string;
  data: unknown;
  raw: string;
  notBuilt: boolean;
}

const notBuiltTexts = new Set([
  localize(messages.notAvailableYet, 'zh-CN'),
  localize(messages.notAvailableYet, 'en-US'),
]);

/** Any input value as the text a query string or a path carries. */
export function asText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  return JSON.stringify(v) ?? '';
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) qs.append(k, String(item));
    else qs.append(k, asText(v));
  }
  const s = qs.toString();
  return s ? `?${s}` : '';
}

/** The URL of a call; path parameters missing from `params` become `x` (a refusal is then expected). */
export function urlOf(endpoint: EndpointDef, input: CallInput): string {
  const params: Record<string, string | number> = {};
  for (const n of paramNames(endpoint)) params[n] = input.params?.[n] ?? 'x';
  return endpointUrl(endpoint, params) + queryString(input.query);
}

export function resultOf(res: LightMyRequestResponse): CallResult {
  const raw = res.body;
  let parsed: Partial<Reply> | null = null;
  try {
    parsed = JSON.parse(raw) as Partial<Reply>;
  } catch {
    parsed = null;
  }
  const status = typeof parsed?.status === 'number' ? parsed.status : null;
  const statusText = typeof parsed?.statusText === 'string' ? parsed.statusText : '';
  return {
    http: res.statusCode,
    status,
    statusText,
    data: parsed?.data ?? null,
    raw,
    notBuilt: status === -2 && notBuiltTexts.has(statusText),
  };
}

/**
 * Calls one contract endpoint as the contract says it is called: path params in
 * the path, query in the query string, a JSON body, sealed under the session's
 * submit key when the endpoint is encrypted.
 */
export async function callEndpoint(
  t: TestApp,
  endpoint: EndpointDef,
  input: CallInput,
  who: { token: string | null; publicKey?: string | null } = { token: null },
): Promise<CallResult> {
  let payload: unknown = undefined;
  if (endpoint.method === 'POST') {
    payload = input.body ?? {};
    if (endpoint.encrypted && who.publicKey) payload = { message: sealMessage(payload, who.publicKey) };
  }
  const res = await t.call({
    method: endpoint.method,
    url: urlOf(endpoint, input),
    ...(payload !== undefined ? { payload: payload as object } : {}),
    ...(who.token ? { token: who.token } : {}),
  });
  return resultOf(res);
}

// ---------- the personas of the matrix ----------

export const actorKeys = ['A', 'B', 'X', 'Y', 'R', 'R2', 'O', 'ADM', 'anon', 'expired', 'loggedOut'] as const;
export type ActorKey = (typeof actorKeys)[number];

export const actorTitles: Record<ActorKey, string> = {
  A: 'customer A',
  B: 'customer B',
  X: 'merchant X',
  Y: 'merchant Y',
  R: 'rescuer',
  R2: 'rescuer 2',
  O: 'operator',
  ADM: 'admin',
  anon: 'anonymous',
  expired: 'expired',
  loggedOut: 'logged out',
};

export interface Actor {
  token: string | null;
  publicKey: string | null;
  /** customers.id for A, B, X, Y; rescuers.id for R, R2; null for the console (O, ADM). */
  id: string | null;
}

export type Actors = Record<ActorKey, Actor>;

async function exchangeKeys(t: TestApp, token: string, publicSecret: string): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/api/rcservice/gettoken/R00040032',
    payload: { publicSecret },
    token,
  });
  const body = res.json<Reply<{ publicKey: string }>>();
  if (body.status !== 0) throw new Error(`key exchange failed: ${body.statusText}`);
  return body.data.publicKey;
}

async function customerActor(t: TestApp, persona: string): Promise<Actor> {
  const login = (await loginAs(t, persona)) as { token: string; userVo: { publicSecret: string } };
  const pid = personas.find((p) => p.key === persona)?.customer.pid ?? '';
  const [row] = await t.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.pid, pid));
  return {
    token: login.token,
    publicKey: await exchangeKeys(t, login.token, login.userVo.publicSecret),
    id: row?.id ?? null,
  };
}

async function rescuerActor(t: TestApp, account: string, password: string): Promise<Actor> {
  const res = await t.call({
    method: 'POST',
    url: '/api/rcservice/disaster/R00010051',
    payload: { account, password },
  });
  const body = res.json<Reply<{ token: string }>>();
  if (body.status !== 0) throw new Error(`rescuer ${account} login failed: ${body.statusText}`);
  const [row] = await t.database.db
    .select({ id: rescuers.id })
    .from(rescuers)
    .where(eq(rescuers.loginName, account));
  return { token: body.data.token, publicKey: null, id: row?.id ?? null };
}

/** A session for a seed merchant account that has no persona of its own (merchant Y). */
async function seedMerchantActor(t: TestApp, except: string | null): Promise<Actor> {
  const db = t.database.db;
  const rows = await db
    .select({ id: customers.id })
    .from(merchants)
    .innerJoin(customers, eq(customers.id, merchants.accountCustomerId))
    .where(eq(customers.role, 'merchant'));
  const other = rows.find((r) => r.id !== except);
  if (!other) throw new Error('the seed has no second merchant');
  const opened = await openSession(
    db,
    t.app.deps.fieldCrypto,
    { idleSeconds: t.config.sessionIdleSeconds, absoluteSeconds: t.config.sessionAbsoluteSeconds },
    { kind: 'customer', customerId: other.id, channelId: 'PA_APP', branchCode: '110000' },
  );
  return {
    token: opened.token,
    publicKey: await exchangeKeys(t, opened.token, opened.publicSecret),
    id: other.id,
  };
}

/**
 * Signs every persona of the matrix in: customer A (headPage, who owns most demo
 * objects), customer B (vip), merchant X (the merchant persona), merchant Y (another
 * seed merchant), the rescuer persona and a colleague, a console operator and a
 * console admin, nobody, a token past its absolute expiry and a token after logout.
 */
export async function signInActors(t: TestApp): Promise<Actors> {
  const A = await customerActor(t, 'headPage');
  const B = await customerActor(t, 'vip');
  const X = await customerActor(t, 'merchant');
  const Y = await seedMerchantActor(t, X.id);
  const R = await rescuerActor(t, demoRescuerLogin.account, demoRescuerLogin.password);
  const R2 = await rescuerActor(t, 'liqiang', demoRescuerLogin.password);
  const O: Actor = { token: await consoleLogin(t, 'operator'), publicKey: null, id: null };
  const ADM: Actor = { token: await consoleLogin(t, 'admin'), publicKey: null, id: null };
  const expired = await customerActor(t, 'headPage');
  await t.database.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.tokenHash, hashToken(expired.token ?? '')));
  const loggedOut = await customerActor(t, 'headPage');
  const out = await t.call({
    method: 'POST',
    url: '/api/rcservice/auth/logout',
    token: loggedOut.token ?? '',
  });
  if (out.json<Reply>().status !== 0) throw new Error('logout failed');
  return {
    A,
    B,
    X,
    Y,
    R,
    R2,
    O,
    ADM,
    anon: { token: null, publicKey: null, id: null },
    expired,
    loggedOut,
  };
}

// ---------- database fingerprint ----------

/**
 * Tables a refused request may legitimately touch: a session's last-seen time (a customer's or a console's),
 * a spent nonce (the replay guard working), counted attempts (throttling working).
 */
export const fingerprintSkips = new Set([
  'sessions',
  'operator_sessions',
  'used_nonces',
  'login_attempts',
  'attempt_counters',
  'rate_counters',
  'analytics_events',
]);

async function rows<T>(db: Db, query: string): Promise<T[]> {
  const r = await db.execute(sql.raw(query));
  return (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
}

const tableLists = new WeakMap<Db, string[]>();

/**
 * One mark per table of the public schema, in one round trip: its row count and
 * the newest transaction that wrote one of its rows (xmin). Any insert, update or
 * delete moves one of the two, so equal marks mean a request changed nothing.
 */
export async function fingerprint(db: Db): Promise<Map<string, string>> {
  let tables = tableLists.get(db);
  if (!tables) {
    const found = await rows<{ t: string }>(
      db,
      `select tablename as t from pg_tables where schemaname = 'public' order by tablename`,
    );
    tables = found.map((r) => r.t).filter((n) => !fingerprintSkips.has(n) && /^[a-z_0-9]+$/.test(n));
    tableLists.set(db, tables);
  }
  if (tables.length === 0) return new Map();
  const query = tables
    .map(
      (n) =>
        `select '${n}' as t, count(*)::text || ':' || coalesce(max(x.xmin::text::bigint), 0)::text as h from "${n}" x`,
    )
    .join(' union all ');
  const out = new Map<string, string>();
  for (const r of await rows<{ t: string; h: string }>(db, query)) out.set(r.t, r.h);
  return out;
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n)).sort();
}

export async function sqlRows<T>(db: Db, query: string): Promise<T[]> {
  return rows<T>(db, query);
}

// ---------- printed tables ----------

/** Prints a plain-text table (the figures the issue asks for) and returns it. */
export function printTable(title: string, header: string[], body: (string | number)[][]): string {
  const cells = [header, ...body.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => [...(r[i] ?? '')].length)));
  const line = (r: string[]) =>
    r.map((c, i) => c + ' '.repeat(Math.max(0, (widths[i] ?? 0) - [...c].length))).join(' | ');
  const text = [
    '',
    `== ${title} ==`,
    line(header),
    widths.map((w) => '-'.repeat(w)).join('-+-'),
    ...cells.slice(1).map(line),
    '',
  ].join('\n');
  process.stdout.write(`${text}\n`);
  return text;
}

// ---------- placing an order the way the browser does ----------

/** A car-wash order of a customer paid with `couponId`: the encrypted submit of spec 7. */
export async function submitWashOrder(
  t: TestApp,
  who: Actor,
  couponId: string,
  plateNumber: string,
): Promise<CallResult & { orderId: string | null }> {
  const payload = {
    serviceType: '9',
    couponId,
    plateNumber,
    contactName: '张伟',
    contactMobile: '13800001234',
    shopSnCode: 'SN110105001',
    appointmentAt: new Date(Date.now() + 86_400_000).toISOString(),
  };
  const res = await t.call({
    method: 'POST',
    url: '/api/rcservice/coonetwork/orderSubmit',
    payload: { message: sealMessage(payload, who.publicKey ?? '') },
    ...(who.token ? { token: who.token } : {}),
  });
  const r = resultOf(res);
  const data = r.data as { orderPrimaryId?: string } | null;
  return { ...r, orderId: r.status === 0 ? (data?.orderPrimaryId ?? null) : null };
}
