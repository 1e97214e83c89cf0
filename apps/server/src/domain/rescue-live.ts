import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { ChannelListener } from '../db/live-channel.js';

/** The one channel of live rescue changes. */
export const rescueChannel = 'rescue_live';

/**
 * What changed: the payload stays small (order id and kind, well under
 * NOTIFY's 8000 bytes); whoever shows the order re-reads it from the database.
 */
export type RescueChange = 'status' | 'position' | 'offer' | 'urge' | 'destination' | 'meeting' | 'place';

export interface RescueSignal {
  orderId: string;
  kind: RescueChange;
}

/** Sent inside the caller's transaction: delivered on commit, dropped on rollback. */
export async function notifyRescue(tx: DbOrTx, orderId: string, kind: RescueChange): Promise<void> {
  const payload = JSON.stringify({ o: orderId, k: kind });
  await tx.execute(sql`select pg_notify(${rescueChannel}, ${payload})`);
}

export function parseSignal(payload: string): RescueSignal | null {
  try {
    const v = JSON.parse(payload) as { o?: unknown; k?: unknown };
    return typeof v.o === 'string' && typeof v.k === 'string'
      ? { orderId: v.o, kind: v.k as RescueChange }
      : null;
  } catch {
    return null;
  }
}

export interface RescueWatcher {
  onChange(kind: RescueChange): void;
  /** Changes may have been missed (the listening connection was lost): re-read. */
  onGap(): void;
  /** The server is shutting down: end the stream. */
  end(): void;
}

/**
 * Fans the process's single LISTEN out to the streams open in this process,
 * by order id. The channel is listened to while at least one stream is open.
 */
export interface RescueLiveHub {
  watch(orderId: string, watcher: RescueWatcher): Promise<() => void>;
  /** Streams open in this process (for tests and the bench). */
  openCount(): number;
  /** Ends every open stream (before the server closes, so it does not wait on them). */
  endAll(): void;
}

export function createRescueLiveHub(listener: ChannelListener): RescueLiveHub {
  const watchers = new Map<string, Set<RescueWatcher>>();
  let stop: Promise<() => void> | null = null;
  let count = 0;

  const onMessage = (payload: string) => {
    const signal = parseSignal(payload);
    if (!signal) return;
    for (const w of watchers.get(signal.orderId) ?? []) w.onChange(signal.kind);
  };
  const onGap = () => {
    for (const set of watchers.values()) for (const w of set) w.onGap();
  };

  return {
    async watch(orderId, watcher) {
      let set = watchers.get(orderId);
      if (!set) {
        set = new Set();
        watchers.set(orderId, set);
      }
      set.add(watcher);
      count += 1;
      stop ??= listener.listen(rescueChannel, onMessage, onGap);
      try {
        await stop;
      } catch {
        // The listener retries by itself and reports a gap once it is back.
      }
      let done = false;
      return () => {
        if (done) return;
        done = true;
        count -= 1;
        set.delete(watcher);
        if (set.size === 0) watchers.delete(orderId);
        if (count === 0 && stop) {
          const s = stop;
          stop = null;
          void s.then((unlisten) => unlisten()).catch(() => undefined);
        }
      };
    },
    openCount: () => count,
    endAll() {
      for (const set of [...watchers.values()]) for (const w of [...set]) w.end();
    },
  };
}
