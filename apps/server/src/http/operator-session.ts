import { and, eq, isNull } from 'drizzle-orm';
import type { OperatorRole } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import { operatorSessions, operators } from '../db/schema/index.js';
import { sessionInvalid } from './errors.js';
import { hashToken, newSessionToken } from './session-store.js';

/**
 * Console sessions (docs/console.md): their own table, so a customer or rescuer
 * token never finds one and an operator token never finds a customer session.
 * Tokens are random and stored hashed, like customers' (http/session-store.ts).
 */
export interface OperatorContext {
  sessionId: string;
  operatorId: string;
  account: string;
  displayName: string;
  role: OperatorRole;
  expiresAt: Date;
  lastSeenAt: Date;
}

/** A working shift: 8 hours at most, and 30 minutes without a call ends it (docs/decisions/014-operations-console.md). */
export const operatorSessionPolicy = { idleSeconds: 30 * 60, absoluteSeconds: 8 * 3600 } as const;

const touchEverySeconds = 60;

export async function openOperatorSession(
  db: DbOrTx,
  operatorId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + operatorSessionPolicy.absoluteSeconds * 1000);
  await db
    .insert(operatorSessions)
    .values({ tokenHash: hashToken(token), operatorId, createdAt: now, lastSeenAt: now, expiresAt });
  return { token, expiresAt };
}

/** The live console session for a token, or null (unknown, revoked, idle, expired, or the account disabled). */
export async function findOperatorSession(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<OperatorContext | null> {
  const [row] = await db
    .select({ s: operatorSessions, o: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.s.revokedAt || !row.o.enabled) return null;
  if (row.s.expiresAt.getTime() <= now.getTime()) return null;
  if (row.s.lastSeenAt.getTime() + operatorSessionPolicy.idleSeconds * 1000 <= now.getTime()) return null;
  let lastSeenAt = row.s.lastSeenAt;
  if (now.getTime() - lastSeenAt.getTime() > touchEverySeconds * 1000) {
    await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, row.s.id));
    lastSeenAt = now;
  }
  return {
    sessionId: row.s.id,
    operatorId: row.o.id,
    account: row.o.account,
    displayName: row.o.displayName,
    role: row.o.role,
    expiresAt: row.s.expiresAt,
    lastSeenAt,
  };
}

/** When the session ends if nothing else happens: the idle limit or the absolute one, whichever is first. */
export function operatorSessionEnds(ctx: OperatorContext): Date {
  const idle = new Date(ctx.lastSeenAt.getTime() + operatorSessionPolicy.idleSeconds * 1000);
  return idle < ctx.expiresAt ? idle : ctx.expiresAt;
}

export async function revokeOperatorSession(db: DbOrTx, sessionId: string, now = new Date()): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
}

/** The console session of a handler's context; the contract checked it already, this narrows the type. */
export function requireOperator(operator: OperatorContext | null): OperatorContext {
  if (!operator) throw sessionInvalid();
  return operator;
}
