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
 * Only started where the listener's fence is free (PGlite, db/client.ts): on
 * PostgreSQL trusting an entry would cost a round trip, as much as the read.
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
    if (hit && now >= hit.at && now < hit.until && now - hit.at < customerReadsTtlMs) return hit.value as T;
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

/** One cache per database handle (tests each have their own database); none on PostgreSQL. */
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
  return startChannelCache(db, caches, new CustomerReads(), listener, customerReadsChannel);
}
