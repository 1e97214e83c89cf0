import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type AppConfig } from '../config.js';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { logScanner } from './log-scan.js';
import { seedFingerprint, templateDump } from './db-template.js';
import { renewChannelSecrets } from '../seed/seed.js';
import { createFieldCrypto } from '../db/field-crypto.js';

/**
 * A fresh server on a fresh database for one test file: in-memory PGlite, or,
 * when DATABASE_URL is set, a new PostgreSQL database dropped afterwards.
 */
export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: Database;
  /** inject() with the page headers every real call carries. */
  call(opts: InjectOptions & { token?: string; locale?: 'zh-CN' | 'en-US' }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const testApiHeaders = { 'x-api-key': 'test-api-key', 'x-applicant-code': 'TEST-H5' };

/**
 * Drops a test database. FORCE ends what is still connected; a role without
 * pg_signal_backend may not end an autovacuum worker that a heavy suite woke up
 * in it (SQLSTATE 42501), and a plain DROP then waits for that worker to leave.
 */
async function dropDatabase(c: pg.Client, name: string): Promise<void> {
  try {
    await c.query(`drop database if exists ${name} with (force)`);
    return;
  } catch (err) {
    if ((err as { code?: string }).code !== '42501') throw err;
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      await c.query(`drop database if exists ${name}`);
      return;
    } catch (err) {
      if (attempt >= 10) throw err;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function freshPostgres(
  adminUrl: string,
  template: string | undefined,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `rc_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await dropDatabase(c, name);
      } finally {
        await c.end();
      }
    },
  };
}

/** The settings of a test app: the demo seed, test keys and limits, `env` on top. */
export function testConfig(env: Record<string, string> = {}, databaseUrl = ''): AppConfig {
  return loadConfig({
    RC_API_KEY: testApiHeaders['x-api-key'],
    RC_APPLICANT_CODE: testApiHeaders['x-applicant-code'],
    RC_DEMO: '1',
    RC_VALIDATE_REPLIES: '1',
    // Production's level: every line is scanned for what must never be logged (testing/log-scan.ts).
    RC_LOG_LEVEL: 'info',
    RC_RATE_LIMIT_PER_MINUTE: '100000',
    RC_SIGNIN_RATE_LIMIT_PER_MINUTE: '100000',
    RC_WEB_DIST: '/nonexistent',
    ...env,
    DATABASE_URL: databaseUrl,
    RC_DATA_DIR: 'memory://',
  });
}

export async function createTestApp(
  env: Record<string, string> = {},
  opts: { logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const adminUrl = process.env.DATABASE_URL ?? '';
  const settings = testConfig(env);
  // A copy of the suite's migrated, seeded template when this app would seed the same (db-template.ts).
  const provided = process.env.VITEST ? inject('rcDatabaseTemplate') : undefined;
  const template = provided && seedFingerprint(settings) === provided.seededWith ? provided : undefined;
  const pgDb = adminUrl
    ? await freshPostgres(adminUrl, template?.kind === 'postgres' ? template.name : undefined)
    : null;
  // The settings once; only where the database lives is known after it is made.
  const config: AppConfig = pgDb ? { ...settings, databaseUrl: pgDb.url } : settings;
  const database = await openDatabase({
    ...config,
    memoryTemplate: template?.kind === 'pglite' ? await templateDump(template) : undefined,
  });
  // A copy keeps nothing secret in common with its template or another copy (seed.ts).
  if (template) await renewChannelSecrets(database.db, createFieldCrypto(config.dataKey));
  const scan = logScanner();
  const logStream = {
    write(line: string) {
      scan.stream.write(line);
      opts.logStream?.write(line);
    },
  };
  const app = await buildApp({ config, database, logStream });
  await app.ready();
  return {
    app,
    config,
    database,
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
      await pgDb?.drop();
      scan.check();
    },
  };
}
