import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { startChannelCache, type ChannelListener } from './live-channel.js';

/**
 * What a PGlite process has read lately of one customer's hot screens (the rights
 * home's holdings, an order page, a coupon's detail), as rows, before they are
 * shaped for a reply (docs/decisions/027-customer-read-cache.md). On PGlite the
 * database runs inside the server and a read is most of a call's CPU.
 *
 * An entry is trusted only while nothing has changed what it was read from:
 * - Triggers on coupons, coupon_events, orders and stores (migration 0015) NOTIFY
 *   `rc_customer_data` on commit with the customers a change touched (`c:<ids>`)
 *   or `*`; the entries of those customers are dropped when it arrives. PGlite
 *   hands a commit's notifications over before the committing statement resolves,
 *   so a change acknowledged anywhere is never followed by a stale hit.
 * - A read that began before a drop is not stored (generation counter).
 * - An entry that depends on the clock carries `until`: the first instant at which
 *   the same rows would read differently with nothing written (a coupon becoming
 *   valid or running out); it is not used from then on.
 * - Entries also end after `customerReadsTtlMs` regardless.
 *
 * On PostgreSQL (decision 055) the server's pool does not notify (NOTIFY's commit
 * lock, decision 049): its writes append rows to `rc_customer_changes` (migration
 * 0022), which the listener's fence reads on its round trip, before it resolves, from
 * every transaction not finished at the previous look. A hit is trusted only once a
 * fence sent after the API call began has come back: the session's fence of the same
 * call when there was one, else a fence of its own. So a change acknowledged by any
 * process (or by hand, which still notifies) before a call began is never followed by
 * a stale hit in that call.
 */
export const customerReadsChannel = 'rc_customer_data';
export const customerReadsTtlMs = 30_000;
const maxEntries = 20_000;

interface Entry {
  at: number;
  until: number;
  value: unknown;
}

export class CustomerReads {
  private readonly byCustomer = new Map<string, Map<string, Entry>>();
  private entries = 0;
  /** Bumped by every drop: a read that started before a drop must not be stored. */
  generation = 0;
  ready = false;

  /** PostgreSQL: the listener whose fence must have passed before a hit is trusted; none on PGlite. */
  constructor(private readonly fenced: ChannelListener | null = null) {}

  get size(): number {
    return this.entries;
  }

  /**
   * The cached value of `key` for the customer, else what `read` returns (stored
   * unless something was dropped meanwhile). `read` gives the value and the instant
   * (ms) until which it holds with nothing written (Infinity: until a change).
   */
  async through<T>(
    customerId: string,
    key: string,
    now: number,
    read: () => Promise<{ value: T; until: number }>,
  ): Promise<T> {
    if (!this.ready) return (await read()).value;
    const hit = this.byCustomer.get(customerId)?.get(key);
    // An entry holds for [at, until): a call that asks about an earlier instant reads again.
    if (hit && now >= hit.at && now < hit.until && now - hit.at < customerReadsTtlMs) {
      const listener = this.fenced;
      if (!listener || listener.fencedSinceCallStart()) return hit.value as T;
      // No fence since this call began: one now; the hit counts only if no drop removed it.
      if ((await listener.fence()) && this.byCustomer.get(customerId)?.get(key) === hit)
        return hit.value as T;
    }
    const generation = this.generation;
    const fresh = await read();
    if (this.ready && this.generation === generation && now < fresh.until)
      this.set(customerId, key, { at: now, until: fresh.until, value: fresh.value });
    return fresh.value;
  }

  private set(customerId: string, key: string, entry: Entry): void {
    let mine = this.byCustomer.get(customerId);
    if (!mine) {
      // Past the bound, start again rather than track ages: entries are cheap to read again.
      if (this.entries >= maxEntries) this.clear();
      mine = new Map();
      this.byCustomer.set(customerId, mine);
    }
    if (!mine.has(key)) this.entries += 1;
    mine.set(key, entry);
  }

  clear(): void {
    this.generation += 1;
    this.byCustomer.clear();
    this.entries = 0;
  }

  /** A notification: `c:<customer ids>` or `*` (everything). */
  drop(payload: string): void {
    this.generation += 1;
    if (!payload.startsWith('c:')) {
      this.clear();
      return;
    }
    for (const id of payload.slice(2).split(',')) {
      const mine = this.byCustomer.get(id);
      if (!mine) continue;
      this.entries -= mine.size;
      this.byCustomer.delete(id);
    }
  }
}

/** One cache per database handle (tests each have their own database). */
const caches = new WeakMap<object, CustomerReads>();

/** The cache of a database handle, if it has one (tests look at its size). */
export function customerReadsOf(db: DbOrTx): CustomerReads | undefined {
  return caches.get(db);
}

/**
 * The customer's cached read of `key` through the handle's cache, or a plain read
 * (no cache: PostgreSQL, a transaction, or not listening yet).
 */
export function customerRead<T>(
  db: DbOrTx,
  customerId: string,
  key: string,
  now: number,
  read: () => Promise<{ value: T; until: number }>,
): Promise<T> {
  const cache = caches.get(db);
  if (!cache) return read().then((r) => r.value);
  return cache.through(customerId, key, now, read);
}

/** Starts the cache of this database handle; it is used once listening. Returns a function that stops it. */
export function startCustomerReads(db: object, listener: ChannelListener): () => void {
  if (!listener.useProbe)
    return startChannelCache(db, caches, new CustomerReads(), listener, customerReadsChannel);
  return startOnPostgres(db, listener, listener.useProbe.bind(listener));
}

/** Rows of the change log past this many in one look: everything is dropped instead. */
const maxChangesPerLook = 1000;
/** A process that has not looked for this long may have missed purged rows (purgeCustomerChanges): it starts over. */
const staleLookMs = 5 * 60_000;

/**
 * PostgreSQL (decision 055): the cache listens for other writers' notices as on PGlite,
 * and reads the pool's change log in every fence. It is used once listening and once
 * the first look has answered.
 */
function startOnPostgres(
  db: object,
  listener: ChannelListener,
  useProbe: NonNullable<ChannelListener['useProbe']>,
): () => void {
  const cache = new CustomerReads(listener);
  // The xmin of the previous look's snapshot (every older transaction had finished), and
  // the rows already applied of transactions at or past it (they are read again), each known
  // by its transaction and id: after a crash the unlogged log's id sequence starts again at 1,
  // while transaction ids never repeat (decision 061).
  let since: string | null = null;
  let applied = new Set<string>();
  // The log's file: TRUNCATE gives it a new one. Rows emptied out of the log were never read, so
  // an emptied log drops everything. (A crash also empties it; it ends every connection, and the
  // listener's reconnect reports a gap, which starts the looks over.)
  let logFile: string | null = null;
  let lookedAt = 0;
  let listening = false;
  const stopProbe = useProbe({
    query: () => ({
      name: 'rc_customer_changes_look_v2',
      text: `select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
        pg_relation_filenode('rc_customer_changes'::regclass)::text as log,
        coalesce((select json_agg(json_build_array(id::text, xid::text, keys)) from (
          select id, xid, keys from rc_customer_changes
          where xid >= coalesce($1::xid8, pg_snapshot_xmin(pg_current_snapshot()))
          order by id limit ${maxChangesPerLook + 1}) r), '[]'::json) as changes`,
      values: [since],
    }),
    onRows: (rows) => {
      const row = rows[0] ?? {};
      const xmin = typeof row.xmin === 'string' ? row.xmin : null;
      const log = typeof row.log === 'string' ? row.log : null;
      const changes = Array.isArray(row.changes) ? (row.changes as [string, string, string][]) : [];
      if (xmin === null) throw new Error('change log look without xmin');
      const now = Date.now();
      if (
        since === null ||
        now - lookedAt > staleLookMs ||
        changes.length > maxChangesPerLook ||
        log !== logFile
      ) {
        cache.clear();
      } else {
        for (const [id, xid, keys] of changes) if (!applied.has(`${xid}/${id}`)) cache.drop(keys);
      }
      const floor = BigInt(xmin);
      applied = new Set(changes.filter(([, xid]) => BigInt(xid) >= floor).map(([id, xid]) => `${xid}/${id}`));
      since = xmin;
      logFile = log;
      lookedAt = now;
      if (listening) cache.ready = caches.get(db) === cache;
    },
  });
  caches.set(db, cache);
  // Other writers still notify: their notices drop entries as on PGlite; a lost connection drops all.
  const unlisten = listener
    .listen(
      customerReadsChannel,
      (payload) => cache.drop(payload),
      () => {
        // A lost connection (a restart, a crash that emptied the log): the next look starts over.
        since = null;
        applied = new Set();
        cache.clear();
      },
    )
    .then(
      (stopListening) => {
        listening = true;
        // The first look: the cache is used once it has answered (onRows).
        void listener.fence();
        return stopListening;
      },
      () => () => undefined,
    );
  return () => {
    stopProbe();
    cache.ready = false;
    cache.clear();
    if (caches.get(db) === cache) caches.delete(db);
    void unlisten.then((stopListening) => stopListening());
  };
}

/** Drops change-log rows older than ten minutes (PostgreSQL; a process that looked longer ago starts over). */
export async function purgeCustomerChanges(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from rc_customer_changes where at < now() - interval '10 minutes'`);
}
