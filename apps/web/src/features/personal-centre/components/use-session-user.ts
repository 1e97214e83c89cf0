import { useSyncExternalStore } from 'react';
import type { UserVo } from '@rc/contract';
import { session } from '../../../shared/session/session-store.js';

let lastRaw: string | null = null;
let lastValue: UserVo | null = null;

/** The stored userVo (with the switched-to user nested in it), re-read when the session store changes. */
function snapshot(): UserVo | null {
  const value = session.userVo();
  const raw = value ? JSON.stringify(value) : null;
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastValue = value;
  }
  return lastValue;
}

export function useSessionUser(): UserVo | null {
  return useSyncExternalStore(
    (l) => session.subscribe(l),
    snapshot,
    // Server render and hydration (decision 052): the session is stored on both sides by then.
    snapshot,
  );
}
