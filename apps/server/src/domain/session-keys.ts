import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { sessions } from '../db/schema/index.js';

/**
 * Key exchange: the one-time publicSecret buys the session's keys, once. Null when the secret is
 * wrong or already spent (a conditional update, so two racing exchanges get the keys once).
 */
export async function takeSessionKeys(
  db: Db,
  fieldCrypto: FieldCrypto,
  sessionId: string,
  publicSecret: string,
): Promise<{ publicKey: string; privateKey: string } | null> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  const stored = row?.publicSecret;
  const given = Buffer.from(publicSecret);
  if (
    !row ||
    !stored ||
    Buffer.byteLength(stored) !== given.length ||
    !timingSafeEqual(Buffer.from(stored), given)
  ) {
    return null;
  }
  const taken = await db
    .update(sessions)
    .set({ publicSecret: null })
    .where(and(eq(sessions.id, sessionId), eq(sessions.publicSecret, stored)))
    .returning({ id: sessions.id });
  if (taken.length === 0) return null;
  return { publicKey: row.submitPublicKey, privateKey: fieldCrypto.open(row.readPrivateKeySealed) };
}
