import { takeSessionKeys } from '../../domain/session-keys.js';
import type { AppDeps } from '../../http/deps.js';
import { toast } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';

const secretInvalid = {
  'zh-CN': '密钥已领取或无效，请重新进入',
  'en-US': 'The key has already been issued or is invalid, please enter again',
};

/** Key exchange: the one-time publicSecret buys the session's keys, once. */
export async function exchangeKeys(deps: AppDeps, session: SessionContext, publicSecret: string) {
  const keys = await takeSessionKeys(deps.db, deps.fieldCrypto, session.id, publicSecret);
  if (!keys) throw toast(secretInvalid);
  return keys;
}
