import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { chinaDayStart, type AuditEntry } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import { auditLog, operators } from '../db/schema/index.js';
import { writeAudit } from './audit.js';

/** The console's staff accounts: who signs in, and the audit log they read. */

export type OperatorRow = typeof operators.$inferSelect;

/** The operator account a sign-in names, enabled or not; null when there is none. */
export async function operatorByAccount(db: DbOrTx, account: string): Promise<OperatorRow | null> {
  const [op] = await db.select().from(operators).where(eq(operators.account, account)).limit(1);
  return op ?? null;
}

/** A wrong password on a known account: its audit line says whether the account is now locked. */
export async function recordFailedOperatorLogin(db: DbOrTx, op: OperatorRow, locked: boolean): Promise<void> {
  await writeAudit(
    db,
    { operatorId: op.id, account: op.account },
    {
      action: 'operator.loginFailed',
      objectType: 'operator',
      objectId: op.id,
      after: { locked },
    },
  );
}

/** One page of the audit log, newest first; `from`/`to` are China days, as the staff read them. */
export async function auditLogPage(
  db: DbOrTx,
  query: {
    onPagenum: number;
    onPagesize: number;
    objectType?: string | undefined;
    objectId?: string | undefined;
    operatorAccount?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
): Promise<{ list: AuditEntry[]; total: number }> {
  const filters: SQL[] = [];
  if (query.objectType) filters.push(eq(auditLog.objectType, query.objectType));
  if (query.objectId) filters.push(eq(auditLog.objectId, query.objectId));
  if (query.operatorAccount) filters.push(eq(auditLog.operatorAccount, query.operatorAccount));
  // Days are China days, as the staff read them: from its first instant to the next day's first.
  if (query.from) filters.push(gte(auditLog.at, chinaDayStart(query.from)));
  if (query.to) filters.push(lt(auditLog.at, chinaDayStart(query.to, 1)));
  const where = filters.length ? and(...filters) : undefined;
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.onPagesize)
    .offset((query.onPagenum - 1) * query.onPagesize);
  return {
    total: total?.n ?? 0,
    list: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      operatorAccount: r.operatorAccount,
      action: r.action,
      objectType: r.objectType,
      objectId: r.objectId,
      before: r.before,
      after: r.after,
    })),
  };
}
