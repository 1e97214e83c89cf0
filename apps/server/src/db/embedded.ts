import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statfsSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Db, Schema } from './client.js';
import { lockDataDir } from './data-dir-lock.js';
import { StartupError } from './startup-error.js';

/** Written last into a data directory whose creation, migrations and first seed all finished. */
export const completeMarker = '.rc-complete';

export interface EmbeddedOptions {
  schema: Schema;
  migrationsFolder: string;
  /** Runs once on a brand-new database before it is put in place (the demo seed). */
  prepare?: ((db: Db) => Promise<void>) | undefined;
}

export interface Embedded {
  client: PGlite;
  db: PgliteDatabase<Schema>;
  /** Closes PGlite (a clean checkpoint) and lets go of the directory lock. */
  close(): Promise<void>;
}

/**
 * Opens the embedded database in `dataDir` so that stopping at any moment is safe
 * (decision 032): one process per directory (a lock naming the holder); a new
 * database is made, migrated and seeded in a sibling `<dir>.init-<pid>`, synced to
 * disk and renamed into place only when complete, so an interrupted first start
 * leaves nothing the next one cannot redo; disk faults are reported in words.
 */
export async function openEmbedded(dataDir: string, opts: EmbeddedOptions): Promise<Embedded> {
  const dir = resolve(dataDir);
  probeWritable(dir);
  const release = lockDataDir(dir);
  try {
    removeLeftoverInits(dir);
    if (!existsSync(dir) || readdirSync(dir).length === 0) await createInPlace(dir, opts);
    const client = await openExisting(dir);
    const db = drizzle(client, { schema: opts.schema });
    try {
      await migrate(db, { migrationsFolder: opts.migrationsFolder });
    } catch (err) {
      await client.close().catch(() => undefined);
      throw describeFault(dir, err, 'could not bring its tables up to date');
    }
    // A directory from before this marker existed that opens and migrates is complete.
    if (!existsSync(join(dir, completeMarker))) writeFileSync(join(dir, completeMarker), '');
    return {
      client,
      db,
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

async function createInPlace(dir: string, opts: EmbeddedOptions): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  const init = await buildBeside(dir, opts);
  renameSync(init, dir);
  syncPath(dirname(dir));
}

/**
 * Makes a complete database in `<dir>.init-<pid>` (from a backup when given):
 * created, migrated, prepared, closed cleanly, marked and synced to disk. Returns
 * its path; the caller renames it into place. Removed again when anything fails.
 */
export async function buildBeside(dir: string, opts: EmbeddedOptions, loadDataDir?: Blob): Promise<string> {
  const init = `${dir}.init-${process.pid}`;
  try {
    const client = await PGlite.create(init, loadDataDir ? { loadDataDir } : {});
    try {
      const db = drizzle(client, { schema: opts.schema });
      await migrate(db, { migrationsFolder: opts.migrationsFolder });
      if (opts.prepare) await opts.prepare(db);
    } finally {
      await client.close();
    }
    writeFileSync(join(init, completeMarker), '');
    syncTree(init);
    return init;
  } catch (err) {
    rmSync(init, { recursive: true, force: true });
    throw describeFault(dir, err, loadDataDir ? 'could not be restored' : 'could not be created');
  }
}

export async function openExisting(dir: string): Promise<PGlite> {
  try {
    return await PGlite.create(dir);
  } catch (err) {
    const fault = describeFault(dir, err, 'could not be opened');
    if (existsSync(join(dir, completeMarker))) throw fault;
    throw new StartupError(
      `The embedded database in ${dir} was never completed (its first start was stopped ` +
        `before this version guarded it) or is damaged, so it cannot be opened.\n` +
        `If it holds nothing you need, delete it and start again: rm -rf '${dir}'\n` +
        `To keep data you backed up, restore it: npm run db:restore -- <backup file>\n` +
        `(${fault.message})`,
    );
  }
}

/** Temporary directories of first starts that were stopped part-way (we hold the lock: none is live). */
export function removeLeftoverInits(dir: string): void {
  const parent = dirname(dir);
  const prefix = `${basename(dir)}.init-`;
  for (const name of readdirSync(parent)) {
    if (name.startsWith(prefix)) rmSync(join(parent, name), { recursive: true, force: true });
  }
}

/** Fails early, in words, when the directory (or where it would be made) cannot be written. */
function probeWritable(dir: string): void {
  const target = existsSync(dir) ? dir : dirname(dir);
  const probe = join(target, `.rc-write-probe-${process.pid}`);
  try {
    mkdirSync(dirname(dir), { recursive: true });
    writeFileSync(probe, 'probe');
    rmSync(probe, { force: true });
  } catch (err) {
    throw describeFault(dir, err, 'cannot be written');
  }
}

const diskFullBytes = 64 * 1024 * 1024;

/**
 * Turns a disk fault into what happened and what to do. PGlite reports a failed
 * write from inside WebAssembly (`RuntimeError: unreachable`, `Aborted()`), so the
 * disk itself is asked: the error code when Node saw one, else free space.
 */
export function describeFault(dir: string, err: unknown, what: string): StartupError {
  if (err instanceof StartupError) return err;
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  const cause = err instanceof Error ? err.message : String(err);
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') {
    return new StartupError(
      `The embedded database in ${dir} ${what}: the disk is ${code === 'EROFS' ? 'read-only' : 'not writable by this user'}.\n` +
        `Make that place writable (check the mount and the owner), or set RC_DATA_DIR to a writable directory.`,
    );
  }
  const free = freeBytes(existsSync(dir) ? dir : dirname(dir));
  if (code === 'ENOSPC' || (free !== undefined && free < diskFullBytes)) {
    const mb = free === undefined ? '?' : (free / 1024 / 1024).toFixed(0);
    return new StartupError(
      `The embedded database in ${dir} ${what}: the disk is full (${mb} MB free).\n` +
        `Free some space (the database needs about 100 MB to start) and start again; ` +
        `a database that was never completed is made afresh.`,
    );
  }
  return new StartupError(`The embedded database in ${dir} ${what}: ${cause}`);
}

function freeBytes(path: string): number | undefined {
  try {
    const s = statfsSync(path);
    return s.bavail * s.bsize;
  } catch {
    return undefined;
  }
}

/** PGlite does not fsync (its writes reach the OS page cache): a new database is synced before it counts. */
function syncTree(path: string): void {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) syncTree(child);
    else if (entry.isFile()) syncPath(child);
  }
  syncPath(path);
}

export function syncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
