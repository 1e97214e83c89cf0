/**
 * Wrong passwords lock one account for one address, not the account for everyone:
 * five wrong ones in a row from an address stop that address trying that account for
 * 15 minutes, while its owner elsewhere still signs in (issue 21, finding 11). The
 * key does not depend on whether the account exists, so an unknown account answers
 * "locked" exactly as a real one does.
 *
 * Kept in this process, like the per-address request limits it sits beside: with
 * several processes an address gets a few more tries, still bounded by
 * RC_SIGNIN_RATE_LIMIT_PER_MINUTE per process.
 */
export interface LoginLockout {
  isLocked(kind: string, account: string, address: string): boolean;
  /** Counts a wrong password; true when this one locks. */
  fail(kind: string, account: string, address: string): boolean;
  clear(kind: string, account: string, address: string): void;
}

export const lockoutPolicy = { maxFailures: 5, lockMs: 15 * 60_000, maxEntries: 50_000 } as const;

export function createLoginLockout(now: () => number = Date.now): LoginLockout {
  const entries = new Map<string, { failures: number; lockedUntil: number; seenAt: number }>();
  const keyOf = (kind: string, account: string, address: string) =>
    `${kind}\u0000${account.trim().toLowerCase()}\u0000${address}`;
  /** Forgets the oldest entries when an attacker fills the map with made-up accounts. */
  const prune = () => {
    if (entries.size < lockoutPolicy.maxEntries) return;
    const t = now();
    for (const [key, e] of entries) {
      if (e.lockedUntil <= t && t - e.seenAt > lockoutPolicy.lockMs) entries.delete(key);
    }
    for (const key of entries.keys()) {
      if (entries.size < lockoutPolicy.maxEntries) break;
      entries.delete(key);
    }
  };
  return {
    isLocked(kind, account, address) {
      const e = entries.get(keyOf(kind, account, address));
      return e !== undefined && e.lockedUntil > now();
    },
    fail(kind, account, address) {
      const key = keyOf(kind, account, address);
      const t = now();
      const e = entries.get(key);
      // A lock that ran out starts a fresh count.
      const failures = e && (e.lockedUntil === 0 || e.lockedUntil > t) ? e.failures + 1 : 1;
      const lockedUntil = failures >= lockoutPolicy.maxFailures ? t + lockoutPolicy.lockMs : 0;
      if (!e) prune();
      entries.delete(key);
      entries.set(key, { failures: lockedUntil ? 0 : failures, lockedUntil, seenAt: t });
      return lockedUntil > 0;
    },
    clear(kind, account, address) {
      entries.delete(keyOf(kind, account, address));
    },
  };
}
