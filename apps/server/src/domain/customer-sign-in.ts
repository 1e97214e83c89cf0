import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { channels, customers, handoffUses, loginCodes, sessions } from '../db/schema/index.js';

/**
 * How a customer gets in: a partner's signed hand-off (the channel's token, accepted once) or a
 * single-use code from a service link; then the branch they act under and real-name authentication.
 * The session itself is opened by http/session-store.ts in the same transaction.
 */

export type ChannelRow = typeof channels.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;
export type LoginCodeRow = typeof loginCodes.$inferSelect;

/** A channel customers may enter through by hand-off (enabled, a login channel); else null. */
export async function handoffChannel(db: DbOrTx, channelId: string): Promise<ChannelRow | null> {
  const [channel] = await db.select().from(channels).where(eq(channels.id, channelId));
  if (!channel || !channel.enabled || channel.loginChannel !== '0') return null;
  return channel;
}

/**
 * In the login's transaction: accepts a hand-off token's id once (null when it was used: nothing
 * written), then finds the customer by the partner's person id, or creates them unverified
 * (real-name authentication next).
 */
export async function enterByHandoff(
  tx: DbOrTx,
  fieldCrypto: FieldCrypto,
  channelId: string,
  claims: { jti: string; exp: number; sub: string; mobile?: string | undefined; name?: string | undefined },
): Promise<CustomerRow | null> {
  const accepted = await tx
    .insert(handoffUses)
    .values({ channelId, jti: claims.jti, expiresAt: new Date(claims.exp * 1000) })
    .onConflictDoNothing()
    .returning({ jti: handoffUses.jti });
  if (accepted.length === 0) return null;
  let [customer] = await tx.select().from(customers).where(eq(customers.pid, claims.sub));
  if (!customer) {
    // A person the partner knows but we don't yet: they start unverified (real-name authentication next).
    const mobile = claims.mobile ?? '';
    [customer] = await tx
      .insert(customers)
      .values({
        pid: claims.sub,
        custName: claims.name ?? '',
        mobileSealed: fieldCrypto.seal(mobile),
        mobileIndex: fieldCrypto.blindIndex(mobile),
        isVerify: 'N',
      })
      .returning();
  }
  if (!customer) throw new Error('customer upsert returned nothing');
  return customer;
}

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** Spends a single-use login code of its kind while it lives (one conditional UPDATE); null: not usable. */
export async function spendLoginCode(
  db: DbOrTx,
  code: string,
  kind: 'rcNeedCode' | 'newRcNeedCode',
  now: Date,
): Promise<LoginCodeRow | null> {
  const [used] = await db
    .update(loginCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginCodes.codeHash, hashCode(code)),
        eq(loginCodes.kind, kind),
        isNull(loginCodes.usedAt),
        gt(loginCodes.expiresAt, now),
      ),
    )
    .returning();
  return used ?? null;
}

/** Sets the branch company a session acts under. */
export async function setSessionBranch(db: DbOrTx, sessionId: string, branchCode: string): Promise<void> {
  await db.update(sessions).set({ branchCode }).where(eq(sessions.id, sessionId));
}

/**
 * Real-name authentication: name, ID type and number must match the insurer's record of this
 * customer; then the customer is verified (one conditional UPDATE).
 */
export async function verifyRealName(
  db: DbOrTx,
  fieldCrypto: FieldCrypto,
  customerId: string,
  input: { custName: string; idType: string; idNumber: string },
): Promise<'verified' | 'mismatch' | 'alreadyVerified'> {
  const [me] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!me) return 'mismatch';
  if (me.isVerify === 'Y') return 'alreadyVerified';
  const matches =
    me.idNumberIndex !== null &&
    me.idNumberIndex === fieldCrypto.blindIndex(input.idNumber) &&
    me.idTypeCode === input.idType &&
    me.custName === input.custName;
  if (!matches) return 'mismatch';
  await db
    .update(customers)
    .set({ isVerify: 'Y', updatedAt: new Date() })
    .where(and(eq(customers.id, me.id), eq(customers.isVerify, me.isVerify)));
  return 'verified';
}

/** A channel's hand-off secret as the database holds it (sealed); null: no such channel. */
export async function channelSecretSealed(db: DbOrTx, channelId: string): Promise<string | null> {
  const [row] = await db
    .select({ secretSealed: channels.secretSealed })
    .from(channels)
    .where(eq(channels.id, channelId));
  return row?.secretSealed ?? null;
}
