import { eq } from 'drizzle-orm';
import { openMessage, Sm2Error } from '@rc/sm2';
import { Status, type Localized } from '@rc/contract';
import { sessions } from '../db/schema/index.js';
import { spendNonce } from '../domain/used-nonces.js';
import { BusinessError } from './errors.js';
import type { AppDeps } from './deps.js';
import type { OpenEncrypted } from './endpoints.js';

const refusals: Record<'notEncrypted' | 'undecryptable' | 'malformed' | 'stale' | 'replayed', Localized> = {
  notEncrypted: {
    'zh-CN': '提交内容未加密，请刷新页面后重试',
    'en-US': 'The submission was not encrypted, please reload and retry',
  },
  undecryptable: {
    'zh-CN': '提交内容无法解密，请刷新页面后重试',
    'en-US': 'The submission could not be decrypted, please reload and retry',
  },
  malformed: {
    'zh-CN': '提交内容格式有误，请刷新页面后重试',
    'en-US': 'The submission is malformed, please reload and retry',
  },
  stale: { 'zh-CN': '提交已过期，请重新提交', 'en-US': 'The submission has expired, please submit again' },
  replayed: { 'zh-CN': '请勿重复提交', 'en-US': 'This submission was already received' },
};

/**
 * Opens an encrypted submit: SM2-decrypts it with the session's submit key,
 * refuses stale messages, and records the nonce so a replay is refused even
 * when another process serves it (the nonce's primary key decides).
 */
export function createEncryptedBodyOpener(deps: AppDeps): OpenEncrypted {
  return async (session, message) => {
    const [row] = await deps.db
      .select({ sealed: sessions.submitPrivateKeySealed })
      .from(sessions)
      .where(eq(sessions.id, session.id));
    if (!row) throw new BusinessError(Status.sessionInvalid, refusals.undecryptable);
    let opened: ReturnType<typeof openMessage>;
    try {
      opened = openMessage(message, deps.fieldCrypto.open(row.sealed));
    } catch (err) {
      if (err instanceof Sm2Error) {
        const kind = err.kind === 'invalidKey' ? 'undecryptable' : err.kind;
        throw new BusinessError(Status.toast, refusals[kind]);
      }
      throw err;
    }
    if (!(await spendNonce(deps.db, session.id, opened.nonce)))
      throw new BusinessError(Status.toast, refusals.replayed);
    return opened.data;
  };
}
