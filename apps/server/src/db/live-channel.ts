import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * A statement the PostgreSQL fence sends instead of `select 1` (decision 055): its reply
 * proves the same (every notice committed before it was sent has arrived), and its rows
 * are handed over before the fence resolves.
 */
export interface FenceProbe {
  query(): { name: string; text: string; values: unknown[] };
  onRows(rows: Record<string, unknown>[]): void;
}

/**
 * PostgreSQL LISTEN for one process. A NOTIFY sent inside a transaction is
 * delivered when it commits, to every process listening on the channel, so a
 * change made through one server process reaches the streams served by another.
 */
export interface ChannelListener {
  /**
   * Calls `onMessage` with each payload on `channel`. `onGap` is called after a
   * lost connection was re-established: notifications sent meanwhile are lost,
   * so listeners re-read what they show. Resolves to an unsubscribe function.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<() => void>;
  /**
   * Resolves true once every notification committed before the call has been
   * handed to the listeners (a cache may then trust what it was not told to
   * drop); false when the listening connection is down, so that nothing may be
   * trusted. Concurrent calls share one round trip (http/session-cache.ts).
   */
  fence(): Promise<boolean>;
  /**
   * Whether a fence round trip sent after the current API call began has come back
   * (decision 055): a cache may then trust an entry without a round trip of its own.
   * False outside a call (withCallStart) or for another listener's call.
   */
  fencedSinceCallStart(): boolean;
  /** Runs `fn` as an API call that begins now (see fencedSinceCallStart). */
  withCallStart<T>(fn: () => T): T;
  /** PostgreSQL: puts `probe` in the fence's round trip (one at a time); absent on PGlite. */
  useProbe?(probe: FenceProbe): () => void;
  close(): Promise<void>;
}

/** The listener and its round trips sent before the current call began. */
interface CallStart {
  listener: object;
  mark: number;
}
const callStarts = new AsyncLocalStorage<CallStart>();

/** A per-process cache told by a channel which entries to drop (http/session-cache.ts, db/customer-reads.ts). */
export interface ChannelCache {
  /** Set once the cache listens: before that (or after a stop) it must not be trusted. */
  ready: boolean;
  drop(payload: string): void;
  clear(): void;
}

/**
 * Registers `cache` as the one of database handle `db` in `caches` and feeds it
 * `channel`'s payloads (everything is dropped after a lost connection); it turns
 * ready once listening. Returns a function that stops and forgets it.
 */
export function startChannelCache<C extends ChannelCache>(
  db: object,
  caches: WeakMap<object, C>,
  cache: C,
  listener: ChannelListener,
  channel: string,
): () => void {
  caches.set(db, cache);
  const stop = listener
    .listen(
      channel,
      (payload) => cache.drop(payload),
      () => cache.clear(),
    )
    .then(
      (unlisten) => {
        cache.ready = caches.get(db) === cache;
        return unlisten;
      },
      () => () => undefined,
    );
  return () => {
    cache.ready = false;
    cache.clear();
    if (caches.get(db) === cache) caches.delete(db);
    void stop.then((unlisten) => unlisten());
  };
}

interface Subscriber {
  onMessage: (payload: string) => void;
  onGap: (() => void) | undefined;
}

class Subscribers {
  private readonly byChannel = new Map<string, Set<Subscriber>>();

  add(channel: string, s: Subscriber): { first: boolean; remove: () => boolean } {
    let set = this.byChannel.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.byChannel.set(channel, set);
    }
    set.add(s);
    return {
      first,
      remove: () => {
        set.delete(s);
        if (set.size > 0) return false;
        this.byChannel.delete(channel);
        return true;
      },
    };
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  deliver(channel: string, payload: string): void {
    for (const s of this.byChannel.get(channel) ?? []) s.onMessage(payload);
  }

  gap(): void {
    for (const set of this.byChannel.values()) for (const s of set) s.onGap?.();
  }
}

/** How long a fence waits for the listening connection before it answers "cannot tell". */
const fenceTimeoutMs = 1_000;

/** Channel names are fixed identifiers of ours; anything else is a programming error. */
function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  return channel;
}

/** PGlite: LISTEN/NOTIFY work in-process on its single connection. */
export function pgliteListener(client: PGlite): ChannelListener {
  const subs = new Subscribers();
  const unlisten = new Map<string, () => Promise<void>>();
  return {
    async listen(channel, onMessage, onGap) {
      const { first, remove } = subs.add(checkedChannel(channel), { onMessage, onGap });
      if (first) {
        unlisten.set(channel, await client.listen(channel, (payload) => subs.deliver(channel, payload)));
      }
      return () => {
        if (!remove()) return;
        const stop = unlisten.get(channel);
        unlisten.delete(channel);
        // Closing the database ends the listen anyway; a failure here changes nothing.
        stop?.().catch(() => undefined);
      };
    },
    // PGlite has one connection: a change's notifications come back in the reply to
    // the statement that committed it and are handed on (queued microtasks) before
    // that statement's promise resolves, so nothing committed is ever in flight.
    fence() {
      return Promise.resolve(true);
    },
    fencedSinceCallStart: () => true,
    withCallStart: (fn) => fn(),
    close() {
      unlisten.clear();
      return Promise.resolve();
    },
  };
}

/**
 * PostgreSQL: one dedicated connection per process (a pooled one would be
 * returned to the pool and its LISTEN lost). When it drops, it reconnects with
 * a growing pause (up to 10 s), listens again and reports a gap.
 */
export function postgresListener(connectionString: string): ChannelListener {
  const subs = new Subscribers();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let pause = 250;
  // The fence's round trip in flight, and the one that callers arriving meanwhile share.
  let fenceInFlight: Promise<boolean> | null = null;
  let fenceNext: Promise<boolean> | null = null;
  let stuck = false;
  // Round trips sent so far, and the highest of them that came back on a live connection.
  let sent = 0;
  let proven = 0;
  let probe: FenceProbe | null = null;

  const connect = async (): Promise<pg.Client> => {
    // Keep-alive probes end a connection whose peer vanished, so the reconnect (and its gap) happens.
    const c = new pg.Client({ connectionString, keepAlive: true });
    c.on('notification', (n) => {
      if (n.payload !== undefined) subs.deliver(n.channel, n.payload);
    });
    const lost = () => {
      if (client !== c) return;
      client = null;
      c.removeAllListeners('end');
      scheduleReconnect();
    };
    // A connection ended by the server (restart, failover) would otherwise be an unhandled 'error'.
    c.on('error', lost);
    c.on('end', lost);
    await c.connect();
    for (const channel of subs.channels()) await c.query(`listen ${channel}`);
    return c;
  };

  const ensure = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= connect().then(
      (c) => {
        connecting = null;
        if (closed) {
          void c.end();
          throw new Error('listener closed');
        }
        client = c;
        pause = 250;
        return c;
      },
      (err: unknown) => {
        connecting = null;
        throw err;
      },
    );
    return connecting;
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      ensure().then(
        () => subs.gap(),
        () => {
          pause = Math.min(pause * 2, 10_000);
          scheduleReconnect();
        },
      );
    }, pause);
    retry.unref();
  };

  /**
   * One round trip on the listening connection. A commit signals every listening
   * backend before it answers its client; the signalled backend sends its pending
   * notifications before it reads the next query, and one connection keeps its
   * order. So when this round trip starts after a change was committed (and
   * acknowledged), that change's notification has arrived before its reply.
   */
  const roundTrip = (): Promise<boolean> => {
    const c = client;
    if (!c || closed || stuck) return Promise.resolve(false);
    let timer: NodeJS.Timeout | undefined;
    sent += 1;
    const seq = sent;
    const asked = probe;
    const answered = (asked ? c.query(asked.query()) : c.query('select 1')).then(
      (result) => {
        if (client !== c) return false;
        // The probe's rows are handed over before anyone is told the fence passed.
        try {
          if (asked && asked === probe) asked.onRows(result.rows as Record<string, unknown>[]);
        } catch {
          return false;
        }
        if (seq > proven) proven = seq;
        return true;
      },
      () => false,
    );
    // A connection that died without a word (no reset) would hold every caller:
    // past fenceTimeoutMs the answer is "cannot tell", and until that round trip
    // comes back (or the connection is replaced) every fence answers so at once.
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => {
        stuck = true;
        void answered.finally(() => {
          stuck = false;
        });
        resolve(false);
      }, fenceTimeoutMs);
      timer.unref();
    });
    return Promise.race([answered, late]).finally(() => clearTimeout(timer));
  };

  const fence = (): Promise<boolean> => {
    if (fenceNext) return fenceNext;
    if (!fenceInFlight) {
      const started = roundTrip();
      fenceInFlight = started;
      void started.finally(() => {
        if (fenceInFlight === started) fenceInFlight = null;
      });
      return started;
    }
    // The round trip in flight was sent before this call: it proves nothing about
    // changes acknowledged since. Share the next one, sent when it returns.
    const after = fenceInFlight.then(() => {
      fenceNext = null;
      const started = roundTrip();
      fenceInFlight = started;
      void started.finally(() => {
        if (fenceInFlight === started) fenceInFlight = null;
      });
      return started;
    });
    fenceNext = after;
    return after;
  };

  const self: ChannelListener = {
    fence,
    fencedSinceCallStart() {
      const start = callStarts.getStore();
      return start?.listener === self && proven > start.mark;
    },
    withCallStart(fn) {
      return callStarts.run({ listener: self, mark: sent }, fn);
    },
    useProbe(p) {
      probe = p;
      return () => {
        if (probe === p) probe = null;
      };
    },
    async listen(channel, onMessage, onGap) {
      const { first, remove } = subs.add(checkedChannel(channel), { onMessage, onGap });
      try {
        const c = await ensure();
        if (first) await c.query(`listen ${channel}`);
      } catch (err) {
        // Keep the subscriber: the reconnect listens for it and reports the gap.
        scheduleReconnect();
        if (closed) throw err;
      }
      return () => {
        if (!remove() || !client) return;
        client.query(`unlisten ${channel}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners('end');
        await c.end().catch(() => undefined);
      }
    },
  };
  return self;
}
