import { AsyncLocalStorage } from 'node:async_hooks';
import type { Tx } from './client.js';

/**
 * The transaction an idempotent call runs in (decision 044). `runOnce` opens one
 * transaction for the key's reservation, the handler's state change and the recorded
 * reply; while the handler runs, `deps.db` (app.ts) is that transaction, so the
 * handler's own `db.transaction(...)` becomes a savepoint inside it and a crash at any
 * point leaves either nothing or all of it. A transaction is its own handle, so the
 * per-handle caches (catalogue, customer reads, prepared queries) are not filled from
 * rows that may still roll back.
 */
interface Ambient {
  tx: Tx;
  /** False once the call's body returned: timers and notifications it started use the database. */
  open: boolean;
}

const current = new AsyncLocalStorage<Ambient>();

/** The transaction the current call runs in, or null outside one. */
export function ambientTx(): Tx | null {
  const ambient = current.getStore();
  return ambient?.open ? ambient.tx : null;
}

/** Runs `fn` with `tx` as the ambient transaction (see ambientTx). */
export async function withAmbientTx<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  const ambient: Ambient = { tx, open: true };
  try {
    return await current.run(ambient, fn);
  } finally {
    ambient.open = false;
  }
}
