import type { LoginData, UserVo } from '@rc/contract';
import { requestScope } from '../ssr/request-scope.js';
import type { QueryRecord } from './entry-query.js';

/** A remind login's notice and the token of the session it belongs to (decision 071). */
export interface StoredRemindNotice {
  token: string;
  text: string;
}

/**
 * The only code that touches sessionStorage. It keeps exactly what spec 9 lists:
 * token, user info (userVo, which nests the switched-to user), org list, entry
 * query, next URL, channel, vip flag, public key and the private key in two
 * halves (the first 9 characters and the rest, under two keys, so that no single
 * entry holds the whole key). One more, beside the token it belongs to: a remind login's notice,
 * so that a reload of the entrance shows it again instead of spending the hand-off twice
 * (docs/decisions/071-remind-notice-survives-a-reload.md).
 */
export const storageKeys = {
  token: 'rc.token',
  userVo: 'rc.userVo',
  orgList: 'rc.orgList',
  enterQuery: 'rc.enterQuery',
  nextUrl: 'rc.nextUrl',
  channel: 'rc.channel',
  vip: 'rc.vip',
  publicKey: 'rc.publicKey',
  privateKeyHead: 'rc.privateKey.1',
  privateKeyTail: 'rc.privateKey.2',
  remindNotice: 'rc.remindNotice',
} as const;

export const privateKeyHeadLength = 9;

type OrgList = LoginData['orgList'];

/** sessionStorage can throw (storage disabled, quota); the app then keeps the session in memory. */
const memory = new Map<string, string>();
const inMemory: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: (k) => memory.get(k) ?? null,
  setItem: (k, v) => void memory.set(k, v),
  removeItem: (k) => void memory.delete(k),
};
/**
 * The session storage a write went through once: it is not tried again on every read. A theme's
 * icons read the VIP flag once each while a screen hydrates, and a probe (a write and a delete)
 * per read made the session the largest part of that work (issue 23's TBT).
 */
let probed: Storage | null = null;
function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  // A server render (src/entry-server.tsx): this render's own session, never another's.
  const scoped = requestScope()?.storage;
  if (scoped)
    return {
      getItem: (k) => scoped.get(k) ?? null,
      setItem: (k, v) => void scoped.set(k, v),
      removeItem: (k) => void scoped.delete(k),
    };
  try {
    const s = window.sessionStorage;
    if (s !== probed) {
      const probe = '__rc_probe__';
      s.setItem(probe, probe);
      s.removeItem(probe);
      probed = s;
    }
    return s;
  } catch {
    return inMemory;
  }
}

const listeners = new Set<() => void>();
function changed(): void {
  for (const l of [...listeners]) l();
}

function read(key: string): string | null {
  return storage().getItem(key);
}
function write(key: string, value: string | null): void {
  const target = storage();
  try {
    if (value === null) target.removeItem(key);
    else target.setItem(key, value);
  } catch {
    // Full or taken away since it was tried: tried again from the next call on, this one kept in memory.
    probed = null;
    if (value === null) inMemory.removeItem(key);
    else inMemory.setItem(key, value);
  }
}
function readJson<T>(key: string): T | null {
  const raw = read(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** In memory only: spec 9 does not list the login data for storage. */
let lastLogin: LoginData | null = null;

export function splitPrivateKey(key: string): [string, string] {
  return [key.slice(0, privateKeyHeadLength), key.slice(privateKeyHeadLength)];
}

export const session = {
  /** Re-render hooks (theme, customer-service button) when anything stored changes. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  token: (): string | null => read(storageKeys.token) || null,
  setToken(token: string | null): void {
    write(storageKeys.token, token);
    // The notice lives as long as its session: a new hand-off (the guard clears the token, the
    // login stores another) never finds an old customer's words.
    if (readJson<StoredRemindNotice>(storageKeys.remindNotice)?.token !== token)
      write(storageKeys.remindNotice, null);
    changed();
  },

  remindNotice: (): StoredRemindNotice | null => readJson<StoredRemindNotice>(storageKeys.remindNotice),
  setRemindNotice(notice: StoredRemindNotice | null): void {
    write(storageKeys.remindNotice, notice ? JSON.stringify(notice) : null);
    changed();
  },

  userVo: (): UserVo | null => readJson<UserVo>(storageKeys.userVo),
  setUserVo(userVo: UserVo | null): void {
    write(storageKeys.userVo, userVo ? JSON.stringify(userVo) : null);
    changed();
  },

  orgList: (): OrgList => readJson<OrgList>(storageKeys.orgList) ?? [],
  setOrgList(list: OrgList | null): void {
    write(storageKeys.orgList, list ? JSON.stringify(list) : null);
    changed();
  },

  enterQuery: (): QueryRecord | null => readJson<QueryRecord>(storageKeys.enterQuery),
  setEnterQuery(query: QueryRecord | null): void {
    write(storageKeys.enterQuery, query ? JSON.stringify(query) : null);
    changed();
  },

  nextUrl: (): string | null => read(storageKeys.nextUrl),
  setNextUrl(url: string | null): void {
    write(storageKeys.nextUrl, url);
    changed();
  },

  channel: (): string | null => read(storageKeys.channel),
  setChannel(channel: string | null): void {
    write(storageKeys.channel, channel);
    changed();
  },

  /** "0" is an ordinary customer; anything else (and nothing stored) is decided by the reader. */
  vipFlag: (): string | null => read(storageKeys.vip),
  setVipFlag(flag: string | null): void {
    write(storageKeys.vip, flag);
    changed();
  },

  publicKey: (): string | null => read(storageKeys.publicKey),
  privateKey(): string | null {
    const head = read(storageKeys.privateKeyHead);
    const tail = read(storageKeys.privateKeyTail);
    return head === null || tail === null ? null : head + tail;
  },
  setKeys(keys: { publicKey: string; privateKey: string } | null): void {
    if (!keys) {
      for (const k of [storageKeys.publicKey, storageKeys.privateKeyHead, storageKeys.privateKeyTail])
        write(k, null);
    } else {
      const [head, tail] = splitPrivateKey(keys.privateKey);
      write(storageKeys.publicKey, keys.publicKey);
      write(storageKeys.privateKeyHead, head);
      write(storageKeys.privateKeyTail, tail);
    }
    changed();
  },

  /** Spec 8: a token or login failure clears the token, org list, user info and switched user info. */
  clearLoginState(): void {
    write(storageKeys.token, null);
    write(storageKeys.remindNotice, null);
    write(storageKeys.orgList, null);
    // The switched-to user is nested inside userVo, so one key holds both.
    write(storageKeys.userVo, null);
    session.rememberLogin(null);
    changed();
  },

  /**
   * The login data of this page's life (the ID types of the real-name form come from it). A server
   * drawing keeps its own in its request scope: module state there would be another customer's.
   */
  lastLogin: (): LoginData | null => {
    const scope = requestScope();
    return scope ? (scope.lastLogin ?? null) : lastLogin;
  },
  rememberLogin(data: LoginData | null): void {
    const scope = requestScope();
    if (scope) scope.lastLogin = data;
    else lastLogin = data;
  },
};
