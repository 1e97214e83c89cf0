import { randomBytes, createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import { openDatabase, openInMemory, type Db } from '../db/client.js';
import { createFieldCrypto } from '../db/field-crypto.js';
import { seedIfEmpty } from '../seed/seed.js';

/**
 * The tests' template database (issue 24: "a migrated template database cloned per
 * test file"). Migrating and seeding a fresh database took most of each test file's
 * set-up; now the suite's global set-up (testing/global-setup.ts) does it once, and
 * each test app starts from a copy: a PGlite data dump loaded into a new in-memory
 * instance, or a PostgreSQL `CREATE DATABASE … TEMPLATE`. A test app whose settings
 * would seed differently (no demo data, another data key) still builds its own.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, seeded database each test app starts from (testing/db-template.ts). */
    rcDatabaseTemplate: TemplateRef;
  }
}

export type TemplateRef =
  | { kind: 'pglite'; file: string; seededWith: string }
  | { kind: 'postgres'; name: string; seededWith: string };

/** What the seed depends on in the settings, as a fingerprint (the key itself stays out of the context). */
export function seedFingerprint(config: Pick<AppConfig, 'demo' | 'dataKey'>): string {
  return createHash('sha256')
    .update(`${String(config.demo)}:${config.dataKey}`)
    .digest('hex');
}

async function seed(db: Db, config: AppConfig): Promise<void> {
  await seedIfEmpty({ db, fieldCrypto: createFieldCrypto(config.dataKey) });
}

export async function buildTemplate(
  config: AppConfig,
  adminUrl: string,
): Promise<{ ref: TemplateRef; dispose: () => Promise<void> }> {
  const seededWith = seedFingerprint(config);
  if (!adminUrl) {
    const { client, db, close } = await openInMemory();
    await seed(db, config);
    const dump = await client.dumpDataDir('none');
    await close();
    const file = join(tmpdir(), `rc-test-template-${randomBytes(6).toString('hex')}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return { ref: { kind: 'pglite', file, seededWith }, dispose: () => rm(file, { force: true }) };
  }
  const name = `rc_tpl_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Migrated and seeded through the server's own opening; every connection closes before copies are made.
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  try {
    await seed(database.db, config);
  } finally {
    await database.close();
  }
  return {
    ref: { kind: 'postgres', name, seededWith },
    dispose: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** The template's PGlite dump, read once per test file. */
export async function templateDump(ref: Extract<TemplateRef, { kind: 'pglite' }>): Promise<Blob> {
  return new Blob([await readFile(ref.file)]);
}
