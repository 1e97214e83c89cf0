import { closeSync, linkSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { StartupError } from './startup-error.js';

/**
 * One process at a time on an embedded data directory (decision 032). The lock is
 * a file beside the directory (`<dir>.lock`) holding the owner's PID, made with an
 * exclusive create so two starting processes cannot both win. A lock whose process
 * is gone (a crash, kill -9) is stale and taken over. Released on close and, as a
 * last resort, when the process exits.
 */
export function lockDataDir(dir: string): () => void {
  const lockPath = `${dir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    const holder = tryCreate(lockPath);
    if (holder === null) {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readPid(lockPath) === process.pid) safeUnlink(lockPath);
      };
      process.on('exit', release);
      return release;
    }
    if (holder === process.pid) {
      throw new StartupError(
        `The embedded database in ${dir} is already open in this process; it can be opened once.`,
      );
    }
    if (holder !== undefined && isAlive(holder)) {
      throw new StartupError(
        `The embedded database in ${dir} is in use by another server (process ${holder}).\n` +
          `Two processes writing one embedded database lose each other's writes, so this one stops.\n` +
          `Stop that process first (kill ${holder}), or give this one its own RC_DATA_DIR, ` +
          `or use PostgreSQL (DATABASE_URL) to run several processes.`,
      );
    }
    // The holder is gone (or the file is unreadable): a stale lock, taken over.
    safeUnlink(lockPath);
  }
  throw new StartupError(`Could not take the lock ${lockPath}; remove it if no server is running.`);
}

/** Creates the lock with our PID; null when created, else the PID found in the existing lock. */
function tryCreate(lockPath: string): number | undefined | null {
  const tmp = `${lockPath}.${process.pid}`;
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  try {
    // link() fails when the lock exists: the PID is in the file the moment it appears.
    linkSync(tmp, lockPath);
    return null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readPid(lockPath);
  } finally {
    safeUnlink(tmp);
  }
}

function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function safeUnlink(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}
