import { timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { smsOutbox } from '../db/schema/index.js';
import { sha256 } from './sms.js';

/** The SMS codes a customer types back to prove a number (order/R00010041, order/verifyCode). */

/** A number gets at most one text in this many seconds. */
export const resendAfterSeconds = 60;
/** How long a code lives after it is sent. */
export const codeLifetimeMs = 5 * 60_000;
/** Wrong guesses a code survives; five in a million is no real chance of guessing it. */
export const maxCodeAttempts = 5;

/** Whether a text went to this number within the last `resendAfterSeconds`. */
export async function textedRecently(
  db: DbOrTx,
  fieldCrypto: FieldCrypto,
  mobile: string,
  now: Date,
): Promise<boolean> {
  const [recent] = await db
    .select({ n: count() })
    .from(smsOutbox)
    .where(
      and(
        eq(smsOutbox.mobileIndex, fieldCrypto.blindIndex(mobile)),
        gt(smsOutbox.createdAt, new Date(now.getTime() - resendAfterSeconds * 1000)),
      ),
    );
  return (recent?.n ?? 0) > 0;
}

/**
 * The code last sent to this number for this customer, while it lives. Each guess is counted in
 * the same UPDATE that checks the count, so racing guesses cannot exceed five; the right code is
 * spent at once (only the guess that clears the hash wins, so a code proves the number once).
 */
export async function spendVerificationCode(
  db: DbOrTx,
  fieldCrypto: FieldCrypto,
  customerId: string,
  input: { mobile: string; code: string },
  now: Date,
): Promise<{ ok: true } | { ok: false; reason: 'void' } | { ok: false; reason: 'wrong'; left: number }> {
  const [latest] = await db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(
      and(
        eq(smsOutbox.kind, 'verificationCode'),
        eq(smsOutbox.customerId, customerId),
        eq(smsOutbox.mobileIndex, fieldCrypto.blindIndex(input.mobile)),
        isNotNull(smsOutbox.codeHash),
        gt(smsOutbox.expiresAt, now),
      ),
    )
    .orderBy(desc(smsOutbox.createdAt))
    .limit(1);
  if (!latest) return { ok: false, reason: 'void' };
  const [tried] = await db
    .update(smsOutbox)
    .set({ codeAttempts: sql`${smsOutbox.codeAttempts} + 1` })
    .where(
      and(
        eq(smsOutbox.id, latest.id),
        isNotNull(smsOutbox.codeHash),
        lt(smsOutbox.codeAttempts, maxCodeAttempts),
      ),
    )
    .returning({ codeHash: smsOutbox.codeHash, attempts: smsOutbox.codeAttempts });
  if (!tried?.codeHash) return { ok: false, reason: 'void' };
  const right = timingSafeEqual(Buffer.from(tried.codeHash), Buffer.from(sha256(input.code)));
  if (!right) {
    const left = maxCodeAttempts - tried.attempts;
    if (left <= 0) return { ok: false, reason: 'void' };
    return { ok: false, reason: 'wrong', left };
  }
  const spent = await db
    .update(smsOutbox)
    .set({ codeHash: null })
    .where(and(eq(smsOutbox.id, latest.id), isNotNull(smsOutbox.codeHash)))
    .returning({ id: smsOutbox.id });
  if (spent.length === 0) return { ok: false, reason: 'void' };
  return { ok: true };
}
