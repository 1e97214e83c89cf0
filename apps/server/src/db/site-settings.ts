import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client.js';
import type { ChannelListener } from './live-channel.js';
import { siteSettings, themeFileOverrides } from './schema/index.js';

/**
 * The site-wide flags every page load carries (docs/decisions: content and
 * site settings): the mourning filter (spec 2) and the version of the theme
 * files. Read per page, so they are cached in the process: a change made here
 * is seen at once (invalidateSiteFlags), one made by another process as soon as
 * its NOTIFY arrives, and at worst after `siteFlagsTtlMs` if the notification
 * was lost (the listening connection dropped).
 */
export interface SiteFlags {
  mourn: 0 | 1;
  /** '' while every theme file is the shipped one; otherwise a short hash of the replacements. */
  themeVersion: string;
}

export const siteSettingsChannel = 'site_settings';
export const siteFlagsTtlMs = 3_000;

/** Sent inside the change's transaction: every server process drops its cached flags on commit. */
export async function notifySiteSettings(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${siteSettingsChannel}, 'changed')`);
}

/** The stored mourning flag; null when none was ever set (the configured default applies). */
export async function storedMourn(db: DbOrTx): Promise<{ mourn: boolean; updatedAt: Date } | null> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'mourn'));
  return row ? { mourn: row.value === '1', updatedAt: row.updatedAt } : null;
}

/** A short, stable digest of the replaced theme files ('' when there are none). */
export async function themeVersionOf(db: DbOrTx): Promise<string> {
  const rows = await db
    .select({ file: themeFileOverrides.file, sha256: themeFileOverrides.sha256 })
    .from(themeFileOverrides)
    .orderBy(asc(themeFileOverrides.file));
  if (rows.length === 0) return '';
  const hash = createHash('sha256');
  for (const r of rows) hash.update(`${r.file}:${r.sha256}\n`);
  return hash.digest('hex').slice(0, 16);
}

async function readFlags(db: DbOrTx, defaultMourn: 0 | 1): Promise<SiteFlags> {
  const [mourn, themeVersion] = await Promise.all([storedMourn(db), themeVersionOf(db)]);
  return { mourn: mourn ? (mourn.mourn ? 1 : 0) : defaultMourn, themeVersion };
}

interface Cache {
  defaultMourn: 0 | 1;
  entry: { at: number; value: Promise<SiteFlags> } | null;
  stop: Promise<() => void> | null;
}

/** One cache per database handle, so tests with their own databases never share one. */
const caches = new WeakMap<object, Cache>();

/**
 * Starts the cache for this database: listens for changes from every process.
 * Returns a function that stops listening (on server close).
 */
export function startSiteFlags(db: Db, listener: ChannelListener, defaultMourn: 0 | 1): () => void {
  const cache: Cache = { defaultMourn, entry: null, stop: null };
  caches.set(db, cache);
  const drop = () => {
    cache.entry = null;
  };
  cache.stop = listener.listen(siteSettingsChannel, drop, drop).catch(() => () => undefined);
  return () => {
    void cache.stop?.then((stop) => stop());
    caches.delete(db);
  };
}

/** The current flags (cached; see SiteFlags). */
export function siteFlags(db: Db, defaultMourn: 0 | 1, now = Date.now()): Promise<SiteFlags> {
  let cache = caches.get(db);
  if (!cache) {
    // Not started (a tool or test building deps by hand): cache by time only.
    cache = { defaultMourn, entry: null, stop: null };
    caches.set(db, cache);
  }
  const hit = cache.entry;
  if (hit && now - hit.at < siteFlagsTtlMs) return hit.value;
  const value = readFlags(db, cache.defaultMourn);
  const entry = { at: now, value };
  cache.entry = entry;
  const current = cache;
  // A failed read is not kept: the next page load tries again.
  value.catch(() => {
    if (current.entry === entry) current.entry = null;
  });
  return value;
}

/** The last flags read per database handle: what a page gets while the database does not answer. */
const lastRead = new WeakMap<object, SiteFlags>();

/** How long a page load waits for the flags before it takes the last ones read. */
export const pageFlagsWaitMs = 1_000;

/**
 * The flags for a page load (the app shell), never held up by the database
 * (issue 22: a stuck table, or a database that is down, must not stall the page,
 * which needs nothing else from it). Past `waitMs`, or when the read fails, the
 * last flags read are used, or the configured default before any was read.
 */
export async function siteFlagsForPage(
  db: Db,
  defaultMourn: 0 | 1,
  waitMs = pageFlagsWaitMs,
): Promise<SiteFlags> {
  const fallback = (): SiteFlags => lastRead.get(db) ?? { mourn: defaultMourn, themeVersion: '' };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<SiteFlags>((resolve) => {
    timer = setTimeout(() => resolve(fallback()), waitMs);
    timer.unref();
  });
  const read = siteFlags(db, defaultMourn).then(
    (flags) => {
      lastRead.set(db, flags);
      return flags;
    },
    () => fallback(),
  );
  try {
    return await Promise.race([read, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Call after changing the flags through this handle (the NOTIFY reaches the other processes). */
export function invalidateSiteFlags(db: Db): void {
  const cache = caches.get(db);
  if (cache) cache.entry = null;
}
