import { mkdirSync } from 'node:fs';
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
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens the database: PGlite in `dataDir` (or in memory for `memory://`), or
 * PostgreSQL when a URL is given. Migrations run on open, under an advisory
 * lock on PostgreSQL so that several processes may start at once.
 */
export async function openDatabase(opts: { databaseUrl: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client whose connection the server ends (restart, failover, a dropped
    // database) emits 'error' on the pool; unhandled, that would stop the process.
    // The pool discards that client and opens a new one on next use.
    pool.on('error', () => undefined);
    guardPool(pool);
    const db = drizzlePg(pool, { schema });
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock(74210031)');
      await migratePg(db, { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock(74210031)');
      lock.release();
    }
    const listener = postgresListener(opts.databaseUrl);
    return {
      db,
      kind: 'postgres',
      listener,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  if (opts.dataDir !== 'memory://') mkdirSync(opts.dataDir, { recursive: true });
  const client = new PGlite(opts.dataDir === 'memory://' ? undefined : opts.dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
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
      await client.close();
    },
  };
}
