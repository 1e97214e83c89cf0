import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../http/deps.js';
import { toast } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';
import { sessions } from '../../db/schema/index.js';

const secretInvalid = {
  'zh-CN': '密钥已领取或无效，请重新进入',
  'en-US': 'The key has already been issued or is invalid, please enter again',
};

/** Key exchange: the one-time publicSecret buys the session's keys, once. */
export async function exchangeKeys(deps: AppDeps, session: SessionContext, publicSecret: string) {
  const [row] = await deps.db.select().from(sessions).where(eq(sessions.id, session.id));
  const stored = row?.publicSecret;
  const given = Buffer.from(publicSecret);
  if (
    !row ||
    !stored ||
    Buffer.byteLength(stored) !== given.length ||
    !timingSafeEqual(Buffer.from(stored), given)
  ) {
    throw toast(secretInvalid);
  }
  const taken = await deps.db
    .update(sessions)
    .set({ publicSecret: null })
    .where(and(eq(sessions.id, session.id), eq(sessions.publicSecret, stored)))
    .returning({ id: sessions.id });
  if (taken.length === 0) throw toast(secretInvalid);
  return { publicKey: row.submitPublicKey, privateKey: deps.fieldCrypto.open(row.readPrivateKeySealed) };
}
