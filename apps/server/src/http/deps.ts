import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import type { RescueLiveHub } from '../domain/rescue-live.js';
import type { LoginLockout } from './login-lockout.js';
import type { StreamSlots } from './stream-slots.js';

/** What every module is built with; passed explicitly, never imported as a singleton. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  fieldCrypto: FieldCrypto;
  /** Live rescue changes (LISTEN/NOTIFY) fanned out to this process's streams. */
  rescueLive: RescueLiveHub;
  /** Wrong-password locks per account and address (console and rescuer sign-in). */
  loginLockout: LoginLockout;
  /** Live event streams each session holds open in this process (at most 4). */
  streamSlots: StreamSlots;
}
