import { Status } from '@rc/contract';
import { ApiError } from '../../../shared/api/api-error.js';
import { sendProgress } from '../api/update-progress.js';

/** A position the truck was at, for one work order, with the time it was taken. */
export interface QueuedPosition {
  ticketId: string;
  subTicketId: string;
  vehicleNo: string;
  lng: number;
  lat: number;
  at: string;
}

/** Where unsent reports wait, so a reload (or the phone killing the tab) does not lose them. */
export const outboxStorageKey = 'rc.accident.positionOutbox';
/** Kept at most; beyond this the oldest go (the trail stays roughly right, storage stays small). */
export const maxQueuedPositions = 50;
/** The server takes a late report up to an hour back; older ones would only be moved to an hour ago. */
const maxAgeMs = 3_600_000;

function isQueued(v: unknown): v is QueuedPosition {
  if (!v || typeof v !== 'object') return false;
  const p = v as Record<string, unknown>;
  return (
    typeof p.ticketId === 'string' &&
    typeof p.subTicketId === 'string' &&
    typeof p.vehicleNo === 'string' &&
    typeof p.lng === 'number' &&
    typeof p.lat === 'number' &&
    typeof p.at === 'string'
  );
}

function sameReport(a: QueuedPosition, b: QueuedPosition): boolean {
  return a.subTicketId === b.subTicketId && a.at === b.at && a.lng === b.lng && a.lat === b.lat;
}

/**
 * Whether a failed report may succeed later: no network, a server fault, busy,
 * or a session that ended (sent after signing in again). Anything else (the work
 * order has ended, the input was refused) never will: it is dropped, or it would
 * hold up every report behind it.
 */
function worthRetrying(e: unknown): boolean {
  if (!(e instanceof ApiError)) return true;
  if (e.kind !== 'status') return true;
  return e.status === Status.serverFault || e.status === Status.busy || e.status === Status.sessionInvalid;
}

export interface PositionOutbox {
  add(p: QueuedPosition): void;
  pending(): QueuedPosition[];
  /** Sends what waits, oldest first; 'pending' when some must wait for the network. */
  flush(): Promise<'sent' | 'pending'>;
}

/**
 * The rescuer's unsent position reports, in localStorage (the last 50, none over
 * an hour old), or in memory where storage is refused (private mode, quota).
 * Storage is read on every use, so a new page (after a reload) sends what the
 * last one could not.
 */
export function createPositionOutbox(
  send: (p: QueuedPosition) => Promise<unknown> = (p) => sendProgress({ ...p, step: 'position' }, true),
  storage: () => Storage | null = () => {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  },
): PositionOutbox {
  let memory: QueuedPosition[] = [];
  let sending: Promise<'sent' | 'pending'> | null = null;

  const load = (now = Date.now()): QueuedPosition[] => {
    const s = storage();
    let list = memory;
    if (s) {
      try {
        const parsed: unknown = JSON.parse(s.getItem(outboxStorageKey) ?? '[]');
        list = Array.isArray(parsed) ? parsed.filter(isQueued) : [];
      } catch {
        list = [];
      }
    }
    return list.filter((p) => now - Date.parse(p.at) <= maxAgeMs).slice(-maxQueuedPositions);
  };
  const save = (list: QueuedPosition[]) => {
    memory = list;
    const s = storage();
    if (!s) return;
    try {
      if (list.length === 0) s.removeItem(outboxStorageKey);
      else s.setItem(outboxStorageKey, JSON.stringify(list));
    } catch {
      // Storage full or refused: the memory copy still sends them while this page lives.
    }
  };

  const drain = async (): Promise<'sent' | 'pending'> => {
    for (;;) {
      const next = load()[0];
      if (!next) return 'sent';
      try {
        await send(next);
      } catch (e) {
        if (worthRetrying(e)) return 'pending';
      }
      // Removed by identity: a report added while this one was on its way stays.
      save(load().filter((p) => !sameReport(p, next)));
    }
  };

  return {
    add(p) {
      save([...load(), p].slice(-maxQueuedPositions));
    },
    pending: () => load(),
    flush() {
      // One sender at a time, or two would send the same report twice.
      sending ??= drain().finally(() => {
        sending = null;
      });
      return sending;
    },
  };
}
