import type { AppConfig } from '../config.js';

export type StorageFault = 'diskFull' | 'readOnly';

/**
 * A write the database could not make because its disk is full or read-only
 * (decision 044), from PostgreSQL (SQLSTATE 53100 disk_full, 25006 read-only
 * transaction, "could not extend file …: No space left on device") or PGlite (the
 * file system's ENOSPC / EROFS, or the same PostgreSQL words from inside it). drizzle
 * wraps the driver's error as its `cause`. Null for anything else.
 */
export function storageFaultOf(err: unknown): StorageFault | null {
  for (let e = err, depth = 0; e && depth < 4; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (code === '53100' || code === 'ENOSPC') return 'diskFull';
    if (code === '25006' || code === 'EROFS') return 'readOnly';
    if (typeof message === 'string') {
      if (/No space left on device|could not extend file|disk full|ENOSPC/i.test(message)) return 'diskFull';
      if (/read-only file system|EROFS|read-only transaction/i.test(message)) return 'readOnly';
    }
    e = cause;
  }
  return null;
}

/** The log line for an operator: what happened and what to do. */
export function storageFaultAdvice(
  fault: StorageFault,
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): string {
  const where = config.databaseUrl
    ? "the PostgreSQL server's data volume"
    : `the disk that holds the embedded database (${config.dataDir})`;
  return fault === 'diskFull'
    ? `The database cannot write: ${where} is full. Callers are told "busy, try again later" (-100). ` +
        `Free space there (old logs, backups) or grow the volume; writes succeed again at once, no restart needed.`
    : `The database cannot write: ${where} is read-only. Callers are told "busy, try again later" (-100). ` +
        `Make it writable again (check the mount, the file owner, or that PostgreSQL is not a read-only standby); ` +
        `no restart needed once it is.`;
}
