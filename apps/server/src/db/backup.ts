import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { migrationsFolder } from './client.js';
import { lockDataDir } from './data-dir-lock.js';
import { buildBeside, openExisting, removeLeftoverInits, syncPath } from './embedded.js';
import * as schema from './schema/index.js';
import { StartupError } from './startup-error.js';

/**
 * `npm run db:backup [-- <file>]` and `npm run db:restore -- <file>` for the
 * embedded database in RC_DATA_DIR (decision 032). Both take the directory's lock,
 * so the server must be stopped. A backup is PGlite's own dump (a gzipped tar of
 * the data directory after a clean close). A restore builds the database beside
 * its place, brings its tables up to date, and swaps it in; the directory it
 * replaces is kept as `<dir>.before-restore-<time>`.
 */
async function main(args: string[]): Promise<void> {
  const [command, file] = args;
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new StartupError(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump, this is for the embedded database.',
    );
  }
  if (config.dataDir === 'memory://') throw new StartupError('RC_DATA_DIR is memory://: nothing to back up.');
  const dir = resolve(config.dataDir);
  // npm runs workspace scripts in the workspace; a file named by the user is where they stood.
  const userDir = process.env.INIT_CWD ?? process.cwd();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const release = lockForMaintenance(dir);
  try {
    if (command === 'backup') {
      const target = resolve(userDir, file ?? `backups/rc-${stamp}.tar.gz`);
      if (!existsSync(dir)) throw new StartupError(`There is no database in ${dir} to back up.`);
      const client = await openExisting(dir);
      let dump: Blob;
      try {
        dump = await client.dumpDataDir('gzip');
      } finally {
        await client.close();
      }
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
      syncPath(target);
      process.stdout.write(`Backed up ${dir} to ${target} (${(dump.size / 1024 / 1024).toFixed(1)} MB).\n`);
      return;
    }
    if (command === 'restore') {
      if (!file) throw new StartupError('Name the backup to restore: npm run db:restore -- <file>');
      const source = resolve(userDir, file);
      if (!existsSync(source)) throw new StartupError(`There is no backup at ${source}.`);
      removeLeftoverInits(dir);
      const blob = new Blob([readFileSync(source)]);
      const init = await buildBeside(dir, { schema, migrationsFolder }, blob);
      const kept = `${dir}.before-restore-${stamp}`;
      if (existsSync(dir)) renameSync(dir, kept);
      renameSync(init, dir);
      syncPath(dirname(dir));
      process.stdout.write(
        `Restored ${source} into ${dir}.` +
          (existsSync(kept)
            ? `\nThe database it replaced is kept in ${kept}; delete it once you are sure.`
            : '') +
          '\n',
      );
      return;
    }
    throw new StartupError('Usage: backup.ts backup [<file>] | restore <file>');
  } finally {
    release();
  }
}

function lockForMaintenance(dir: string): () => void {
  try {
    mkdirSync(dirname(dir), { recursive: true });
    return lockDataDir(dir);
  } catch (err) {
    if (err instanceof StartupError) {
      throw new StartupError(`Stop the server before a backup or a restore.\n${err.message}`);
    }
    throw err;
  }
}

try {
  await main(process.argv.slice(2));
} catch (err) {
  if (!(err instanceof StartupError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exitCode = 1;
}
