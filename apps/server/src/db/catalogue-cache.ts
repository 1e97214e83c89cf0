import { asc } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { serviceCatalogue } from './schema/rights.js';

export type CatalogueEntry = typeof serviceCatalogue.$inferSelect;

/** The whole catalogue (enabled or not) in home order, and by service type. */
export interface Catalogue {
  entries: readonly CatalogueEntry[];
  byType: ReadonlyMap<string, CatalogueEntry>;
}

/**
 * How long a process keeps the catalogue before reading it again. The catalogue
 * changes a few times a year (an operator enabling a right, renaming it); every
 * authenticated screen reads it. A change made in this process is seen at once
 * (invalidateCatalogue); one made by another process behind the same database
 * within this many milliseconds (docs/decisions/0NN-hot-path-caching.md).
 */
export const catalogueTtlMs = 5_000;

interface Cached {
  at: number;
  value: Promise<Catalogue>;
}

/** One cache per database handle, so tests with their own databases never share one. */
const cache = new WeakMap<object, Cached>();

async function read(db: DbOrTx): Promise<Catalogue> {
  const entries = await db
    .select()
    .from(serviceCatalogue)
    .orderBy(asc(serviceCatalogue.sort), asc(serviceCatalogue.serviceType));
  return { entries, byType: new Map(entries.map((e) => [e.serviceType, e])) };
}

/**
 * The catalogue, read at most once per catalogueTtlMs per database handle (and
 * once per request burst: concurrent callers share the one read in flight).
 * A transaction is its own handle, so inside one the catalogue is read from it.
 */
export function catalogueOf(db: DbOrTx, now = Date.now()): Promise<Catalogue> {
  const hit = cache.get(db);
  if (hit && now - hit.at < catalogueTtlMs) return hit.value;
  const value = read(db);
  const entry = { at: now, value };
  cache.set(db, entry);
  // A failed read is not kept: the next caller tries again.
  value.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return value;
}

/** Call after changing service_catalogue through this handle (an operator's edit, a seed). */
export function invalidateCatalogue(db: DbOrTx): void {
  cache.delete(db);
}
