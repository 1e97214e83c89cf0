import type { Db, DbOrTx } from '../db/client.js';
import { startChannelCache, type ChannelListener } from '../db/live-channel.js';

/**
 * The sessions a process has looked up lately, with the customer each acts for
 * (docs/decisions/025-session-cache-and-api-throughput.md). Every call of a logged-in person starts
 * with its session; reading it from the database on every call was half the
 * database work of the hot screens. An entry is trusted only when nothing has
 * changed it since it was read:
 *
 * - Triggers on sessions, customers, customer_branches and branch_companies
 *   (migration 0012) NOTIFY `rc_viewer` on commit with the session or customer
 *   ids a change touched, from any process or by hand; every process drops those
 *   entries when the notification arrives.
 * - Before an entry is used, the listener's fence makes sure that every
 *   notification committed before the call arrived has been handed over, so a
 *   logout, a revocation or an edit acknowledged anywhere stops a cached entry at
 *   once, in every process. With the listening connection down (or unsure) the
 *   cache is not used at all and every call reads the database, as before.
 * - After a lost connection is back, everything is dropped (notifications sent
 *   meanwhile are lost). Entries also end after `sessionCacheTtlMs` regardless.
 *
 * Expiry (idle and absolute) is still checked on every call against the cached
 * times; the once-a-minute last-seen touch is a change like any other.
 */
export const sessionCacheChannel = 'rc_viewer';
export const sessionCacheTtlMs = 30_000;
const maxEntries = 20_000;

export interface CachedSession<T> {
  at: number;
  sessionId: string;
  /** The customers the entry depends on (own and acting). */
  customerIds: string[];
  value: T;
}

export class SessionCache<T> {
  private readonly byHash = new Map<string, CachedSession<T>>();
  private readonly hashesBySession = new Map<string, string>();
  private readonly hashesByCustomer = new Map<string, Set<string>>();
  /** Bumped by every drop: a read that started before a drop must not be stored. */
  generation = 0;
  ready = false;

  constructor(readonly fence: () => Promise<boolean>) {}

  get size(): number {
    return this.byHash.size;
  }

  /** The entry for a token hash, if present and younger than the TTL (not yet fenced). */
  peek(hash: string, now: number): CachedSession<T> | undefined {
    const hit = this.byHash.get(hash);
    if (!hit) return undefined;
    if (now - hit.at >= sessionCacheTtlMs) {
      this.remove(hash);
      return undefined;
    }
    return hit;
  }

  /** The entry, if it is still there after the fence (null when the cache cannot be trusted). */
  async get(hash: string, now: number): Promise<CachedSession<T> | undefined> {
    if (!this.ready) return undefined;
    const hit = this.peek(hash, now);
    if (!hit) return undefined;
    if (!(await this.fence())) return undefined;
    return this.byHash.get(hash) === hit ? hit : undefined;
  }

  /** Stores what a read returned, unless something was dropped since the read began. */
  set(hash: string, entry: CachedSession<T>, generationAtRead: number): void {
    if (!this.ready || this.generation !== generationAtRead) return;
    this.remove(hash);
    if (this.byHash.size >= maxEntries) {
      const oldest = this.byHash.keys().next();
      if (!oldest.done) this.remove(oldest.value);
    }
    this.byHash.set(hash, entry);
    this.hashesBySession.set(entry.sessionId, hash);
    for (const id of entry.customerIds) {
      let set = this.hashesByCustomer.get(id);
      if (!set) {
        set = new Set();
        this.hashesByCustomer.set(id, set);
      }
      set.add(hash);
    }
  }

  remove(hash: string): void {
    const entry = this.byHash.get(hash);
    if (!entry) return;
    this.byHash.delete(hash);
    if (this.hashesBySession.get(entry.sessionId) === hash) this.hashesBySession.delete(entry.sessionId);
    for (const id of entry.customerIds) {
      const set = this.hashesByCustomer.get(id);
      set?.delete(hash);
      if (set?.size === 0) this.hashesByCustomer.delete(id);
    }
  }

  clear(): void {
    this.generation += 1;
    this.byHash.clear();
    this.hashesBySession.clear();
    this.hashesByCustomer.clear();
  }

  /** A notification: `s:<ids>` (sessions), `c:<ids>` (customers) or `*` (everything). */
  drop(payload: string): void {
    this.generation += 1;
    const kind = payload.slice(0, 2);
    const ids = payload.slice(2).split(',');
    if (kind === 's:') {
      for (const id of ids) {
        const hash = this.hashesBySession.get(id);
        if (hash) this.remove(hash);
      }
    } else if (kind === 'c:') {
      for (const id of ids) for (const hash of [...(this.hashesByCustomer.get(id) ?? [])]) this.remove(hash);
    } else {
      this.clear();
    }
  }
}

/** One cache per database handle (tests each have their own database). */
const caches = new WeakMap<object, SessionCache<unknown>>();

export function sessionCacheOf<T>(db: DbOrTx): SessionCache<T> | undefined {
  return caches.get(db) as SessionCache<T> | undefined;
}

/**
 * Starts the session cache of this database handle: listens for changes from every
 * process; the cache is used once listening. Returns a function that stops it.
 */
export function startSessionCache(db: Db, listener: ChannelListener): () => void {
  const cache = new SessionCache<unknown>(() => listener.fence());
  return startChannelCache(db, caches, cache, listener, sessionCacheChannel);
}
