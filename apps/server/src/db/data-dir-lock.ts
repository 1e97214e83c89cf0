import { closeSync, linkSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { StartupError } from './startup-error.js';

/** The locks this process holds (a lock naming our PID that is not here is a previous life's). */
const heldHere = new Set<string>();

/**
 * One process at a time on an embedded data directory (decision 032). The lock is
 * a file beside the directory (`<dir>.lock`) holding the owner's PID and, on Linux,
 * its start time, made with an exclusive create so two starting processes cannot
 * both win. A lock whose process is gone (a crash, kill -9) is stale and taken over,
 * and so is one whose PID now belongs to another process (decision 051: after a
 * container restart the new server often gets the very PID its killed predecessor
 * had, or another program has it after a reboot). Released on close and, as a last
 * resort, when the process exits.
 */
export function lockDataDir(dir: string): () => void {
  const lockPath = `${dir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    const holder = tryCreate(lockPath);
    if (holder === null) {
      heldHere.add(lockPath);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(lockPath);
        process.off('exit', release);
        if (readLock(lockPath)?.pid === process.pid) safeUnlink(lockPath);
      };
      process.on('exit', release);
      return release;
    }
    if (holder?.pid === process.pid && heldHere.has(lockPath)) {
      throw new StartupError(
        `The embedded database in ${dir} is already open in this process; it can be opened once.`,
      );
    }
    if (holder !== undefined && holder.pid !== process.pid && isSameProcess(holder)) {
      throw new StartupError(
        `The embedded database in ${dir} is in use by another server (process ${holder.pid}).\n` +
          `Two processes writing one embedded database lose each other's writes, so this one stops.\n` +
          `Stop that process first (kill ${holder.pid}), or give this one its own RC_DATA_DIR, ` +
          `or use PostgreSQL (DATABASE_URL) to run several processes.`,
      );
    }
    // The holder is gone (or the file is unreadable): a stale lock, taken over.
    safeUnlink(lockPath);
  }
  throw new StartupError(`Could not take the lock ${lockPath}; remove it if no server is running.`);
}

interface LockHolder {
  pid: number;
  /** When the process started (Linux: clock ticks since boot), if known. */
  started: string | undefined;
}

/** Creates the lock with our PID; null when created, else the holder named in the existing lock. */
function tryCreate(lockPath: string): LockHolder | undefined | null {
  const tmp = `${lockPath}.${process.pid}`;
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, `${process.pid}\n${startTimeOf(process.pid) ?? ''}\n`);
  } finally {
    closeSync(fd);
  }
  try {
    // link() fails when the lock exists: the PID is in the file the moment it appears.
    linkSync(tmp, lockPath);
    return null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readLock(lockPath);
  } finally {
    safeUnlink(tmp);
  }
}

export function readLock(lockPath: string): LockHolder | undefined {
  try {
    const [pidLine = '', startedLine = ''] = readFileSync(lockPath, 'utf8').split('\n');
    const pid = Number.parseInt(pidLine.trim(), 10);
    if (!Number.isInteger(pid) || pid <= 0) return undefined;
    return { pid, started: startedLine.trim() || undefined };
  } catch {
    return undefined;
  }
}

/** A process's start time from /proc (Linux), undefined elsewhere or when it is gone. */
export function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) is in parentheses and may hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** The lock's process still runs: its PID is alive and, where known, it started when the lock says. */
function isSameProcess(holder: LockHolder): boolean {
  if (!isAlive(holder.pid)) return false;
  if (holder.started === undefined) return true;
  const now = startTimeOf(holder.pid);
  return now === undefined || now === holder.started;
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
