import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';

/** What every module is built with; passed explicitly, never imported as a singleton. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  fieldCrypto: FieldCrypto;
}
