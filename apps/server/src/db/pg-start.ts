import type pg from 'pg';
import { StartupError } from './startup-error.js';

/**
 * The first connection at start-up, retried with back-off (0.5 s doubling to 8 s)
 * while PostgreSQL is not answering yet (it starts after us, restarts, the network
 * is late), telling why in words each time; gives up after `giveUpAfterMs` with a
 * message saying what to check. Wrong credentials or a missing database are not
 * retried: waiting does not fix them.
 */
export async function connectWithRetry(
  pool: pg.Pool,
  databaseUrl: string,
  opts: { giveUpAfterMs: number; warn: (message: string) => void },
): Promise<pg.PoolClient> {
  const where = describeTarget(databaseUrl);
  const started = Date.now();
  let delay = 500;
  for (;;) {
    try {
      return await pool.connect();
    } catch (err) {
      const why = reason(err);
      if (!why.retry) throw new StartupError(`PostgreSQL at ${where} refused this server: ${why.text}.`);
      const waited = Date.now() - started;
      if (waited + delay > opts.giveUpAfterMs) {
        throw new StartupError(
          `PostgreSQL at ${where} did not answer for ${Math.round(waited / 1000)} s (${why.text}); giving up.\n` +
            `Check that it is running and reachable from here, and that DATABASE_URL is right ` +
            `(RC_DB_START_TIMEOUT_SECONDS sets how long to wait).`,
        );
      }
      opts.warn(
        `PostgreSQL at ${where} is not answering yet (${why.text}); trying again in ${delay / 1000} s.`,
      );
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, 8000);
    }
  }
}

function reason(err: unknown): { text: string; retry: boolean } {
  const e = err as { code?: string; message?: string };
  switch (e.code) {
    case 'ECONNREFUSED':
      return { text: 'connection refused: nothing listens there', retry: true };
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return { text: 'the host name does not resolve', retry: true };
    case 'ETIMEDOUT':
    case 'ECONNRESET':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return { text: 'the network does not reach it', retry: true };
    case '57P03':
      return { text: 'it is starting up', retry: true };
    case '28P01':
    case '28000':
      return { text: 'the user name or password is wrong', retry: false };
    case '3D000':
      return { text: 'the database named in DATABASE_URL does not exist', retry: false };
    default:
      return { text: e.message ?? String(err), retry: true };
  }
}

/** host:port/database, never the password. */
function describeTarget(databaseUrl: string): string {
  try {
    const u = new URL(databaseUrl);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
