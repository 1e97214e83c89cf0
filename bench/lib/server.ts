import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig, type AppConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';

export const webDist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

export interface RunningServer {
  origin: string;
  config: AppConfig;
  database: 'PGlite (in memory)' | 'PostgreSQL';
  close(): Promise<void>;
}

/** A new database on the server behind adminUrl, dropped by the returned function. */
async function freshPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `rc_bench_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * The real server (buildApp, demo seed) on a fresh database, listening on a free
 * loopback port: in-memory PGlite, or a new database on the PostgreSQL server at
 * postgresAdminUrl (dropped on close). Logs silent, replies not validated, a rate
 * limit no bench run reaches, sessions that outlive the run.
 */
export async function startRealServer(
  opts: { postgresAdminUrl?: string; databaseUrl?: string; webDist?: string; port?: number } = {},
): Promise<RunningServer> {
  // databaseUrl: an existing database (kept on close), shared by several processes.
  const pgDb = opts.databaseUrl
    ? { url: opts.databaseUrl, drop: () => Promise.resolve() }
    : opts.postgresAdminUrl
      ? await freshPostgres(opts.postgresAdminUrl)
      : null;
  try {
    const config = loadConfig({
      DATABASE_URL: pgDb?.url ?? '',
      RC_DATA_DIR: 'memory://',
      RC_DEMO: '1',
      RC_LOG_LEVEL: 'silent',
      RC_VALIDATE_REPLIES: '0',
      RC_RATE_LIMIT_PER_MINUTE: '100000000',
      RC_SESSION_IDLE_SECONDS: String(24 * 3600),
      RC_SESSION_ABSOLUTE_SECONDS: String(24 * 3600),
      RC_WEB_DIST: opts.webDist ?? '/nonexistent',
      // Decisions 052, 054: the landing is drawn by default; `RC_SSR_LANDING=0 npm run lighthouse ...`
      // measures the page the browser draws alone.
      RC_SSR_LANDING: process.env.RC_SSR_LANDING === '0' ? '0' : '1',
    });
    const database = await openDatabase(config);
    const app = await buildApp({ config, database });
    const origin = await app.listen({ port: opts.port ?? 0, host: '127.0.0.1' });
    return {
      origin,
      config,
      database: pgDb ? 'PostgreSQL' : 'PGlite (in memory)',
      async close() {
        await app.close();
        await database.close();
        await pgDb?.drop();
      },
    };
  } catch (err) {
    await pgDb?.drop();
    throw err;
  }
}

/** The envelope every API reply carries. */
export interface Envelope<T = unknown> {
  status: number;
  statusText: string;
  data: T;
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'status' in value && typeof value.status === 'number';
}

/** The entry URL a partner would open for a demo persona (a fresh single-use hand-off token). */
export async function handoffUrl(origin: string, persona: string): Promise<string> {
  const res = await fetch(`${origin}/demo/handoff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ persona }),
  });
  const body: unknown = await res.json();
  if (typeof body !== 'object' || body === null || !('url' in body) || typeof body.url !== 'string')
    throw new Error(`hand-off of ${persona} failed: ${JSON.stringify(body)}`);
  return body.url;
}

/** The headers the page sends with every API call (page globals), plus the session when there is one. */
export interface PageKeys {
  apiKey: string;
  applicantCode: string;
}

export function apiHeaders(config: PageKeys, token?: string): Record<string, string> {
  return {
    'x-api-key': config.apiKey,
    'x-applicant-code': config.applicantCode,
    'accept-language': 'zh-CN',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

/** Hands a persona over and logs in the way the entrance screen does; returns the session token. */
export async function login(server: { origin: string; config: PageKeys }, persona: string): Promise<string> {
  const entry = new URL(await handoffUrl(server.origin, persona));
  const res = await fetch(`${server.origin}/api/rcservice/auth/R00010003`, {
    method: 'POST',
    headers: { ...apiHeaders(server.config), 'content-type': 'application/json' },
    body: JSON.stringify({
      channel: entry.searchParams.get('channel') ?? '',
      token: entry.searchParams.get('token') ?? '',
    }),
  });
  const body: unknown = await res.json();
  if (!isEnvelope(body) || body.status !== 0)
    throw new Error(`login as ${persona} failed: ${JSON.stringify(body)}`);
  const data = body.data;
  if (typeof data !== 'object' || data === null || !('token' in data) || typeof data.token !== 'string')
    throw new Error(`login as ${persona} returned no token`);
  return data.token;
}
