import type { DbOrTx } from '../db/client.js';
import { usedNonces } from '../db/schema/index.js';

/**
 * Records a nonce as used by a session; true only for its first use (the unique key lets one of
 * any number of racing uses through). Picture captchas (`modules/order/captcha.ts`) and encrypted
 * submits (`http/encrypted-body.ts`) both spend theirs here.
 */
export async function spendNonce(db: DbOrTx, sessionId: string, nonce: string): Promise<boolean> {
  const first = await db
    .insert(usedNonces)
    .values({ sessionId, nonce })
    .onConflictDoNothing()
    .returning({ nonce: usedNonces.nonce });
  return first.length > 0;
}
