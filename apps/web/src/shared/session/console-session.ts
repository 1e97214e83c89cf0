import type { OperatorProfile } from '@rc/contract';

/**
 * The operations console's session (docs/console.md), kept apart from the
 * customer's: its own keys, so signing in to the console never touches a
 * customer session in the same browser, and the API client sends this token
 * only on console calls (auth `operator`/`admin`).
 */
export const consoleStorageKeys = { token: 'rc.console.token', operator: 'rc.console.operator' } as const;

const memory = new Map<string, string>();
function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    return window.sessionStorage;
  } catch {
    return {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    };
  }
}

const listeners = new Set<() => void>();

/**
 * The last parsed operator and the text it came from: useSyncExternalStore needs
 * the same object back while nothing changed, or React re-renders forever.
 */
let parsed: { raw: string; operator: OperatorProfile | null } | null = null;

export const consoleSession = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  token: (): string | null => storage().getItem(consoleStorageKeys.token) || null,
  operator(): OperatorProfile | null {
    const raw = storage().getItem(consoleStorageKeys.operator);
    if (!raw) return null;
    if (parsed?.raw === raw) return parsed.operator;
    let operator: OperatorProfile | null = null;
    try {
      operator = JSON.parse(raw) as OperatorProfile;
    } catch {
      operator = null;
    }
    parsed = { raw, operator };
    return operator;
  },
  signIn(token: string, operator: OperatorProfile): void {
    storage().setItem(consoleStorageKeys.token, token);
    storage().setItem(consoleStorageKeys.operator, JSON.stringify(operator));
    for (const l of [...listeners]) l();
  },
  clear(): void {
    storage().removeItem(consoleStorageKeys.token);
    storage().removeItem(consoleStorageKeys.operator);
    for (const l of [...listeners]) l();
  },
};
