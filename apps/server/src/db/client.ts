import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.js';
import { guardPool } from './pool-guards.js';
import { pgliteListener, postgresListener, type ChannelListener } from './live-channel.js';
import { startCustomerReads } from './customer-reads.js';
import { openEmbedded } from './embedded.js';
import { connectWithRetry } from './pg-start.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Data access takes either the database or a transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY for this process (live rescue updates across processes). */
  listener: ChannelListener;
  /** PostgreSQL pool use and waits, for the metrics (absent on PGlite). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl: string;
  dataDir: string;
  /** Runs once on a brand-new embedded database, before it is put in place (the demo seed). */
  prepare?: ((db: Db) => Promise<void>) | undefined;
  /** For `memory://` only: start from this PGlite data dump (the tests' migrated, seeded template). */
  memoryTemplate?: Blob | undefined;
  /** Bounds (decision 032); defaults when absent. */
  dbPoolWaitMs?: number;
  dbStatementTimeoutMs?: number;
  dbStartTimeoutSeconds?: number;
  /** Where start-up retries are told (PostgreSQL not answering yet). */
  warn?: ((message: string) => void) | undefined;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens the database: PGlite in `dataDir` (or in memory for `memory://`), or
 * PostgreSQL when a URL is given. Migrations run on open, under an advisory
 * lock on PostgreSQL so that several processes may start at once.
 */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // Waiting for a pooled connection, and for any one statement, is bounded (decision 032).
      connectionTimeoutMillis: opts.dbPoolWaitMs ?? 5000,
      statement_timeout: opts.dbStatementTimeoutMs ?? 10_000,
      query_timeout: (opts.dbStatementTimeoutMs ?? 10_000) + 2000,
      // The triggers that tell the customer-read caches (decision 027) append this pool's
      // writes to a change log that every process's fence reads, instead of NOTIFY and its
      // cluster-wide commit lock (decisions 049 and 055).
      options: '-c rc.customer_reads=log',
    });
    // An idle client whose connection the server ends (restart, failover, a dropped
    // database) emits 'error' on the pool; unhandled, that would stop the process.
    // The pool discards that client and opens a new one on next use.
    pool.on('error', () => undefined);
    guardPool(pool);
    const db = drizzlePg(pool, { schema });
    const lock = await connectWithRetry(pool, opts.databaseUrl, {
      giveUpAfterMs: (opts.dbStartTimeoutSeconds ?? 60) * 1000,
      warn: opts.warn ?? ((m) => process.stderr.write(`${m}\n`)),
    }).catch(async (err: unknown) => {
      await pool.end();
      throw err;
    });
    try {
      // Waiting for another process's migrations is not a stuck statement.
      await lock.query('set statement_timeout = 0');
      await lock.query('select pg_advisory_lock(74210031)');
      await migratePg(db, { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock(74210031)');
      await lock.query('reset statement_timeout');
      lock.release();
    }
    const listener = postgresListener(opts.databaseUrl);
    // A customer's hot reads are cached here too, trusted after the call's fence (decision 055).
    const stopCustomerReads = startCustomerReads(db, listener);
    return {
      db,
      kind: 'postgres',
      listener,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        stopCustomerReads();
        await listener.close();
        await pool.end();
      },
    };
  }
  const embedded =
    opts.dataDir === 'memory://'
      ? await openInMemory(opts.memoryTemplate)
      : await openEmbedded(opts.dataDir, { schema, migrationsFolder, prepare: opts.prepare });
  const { client, db } = embedded;
  const listener = pgliteListener(client);
  // A customer's hot reads are cached in process where trusting them is free (decision 027).
  const stopCustomerReads = startCustomerReads(db, listener);
  return {
    db,
    kind: 'pglite',
    listener,
    close: async () => {
      stopCustomerReads();
      await listener.close();
      await embedded.close();
    },
  };
}

/**
 * A migrated PGlite in memory, from `template` (a data dump) when given: the server's
 * `memory://` and the tests' template database (testing/db-template.ts) both open it here.
 */
export async function openInMemory(template?: Blob) {
  const client = new PGlite(template ? { loadDataDir: template } : {});
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { client, db, close: () => client.close() };
}
