import type { AuditEntry, Locale, OperatorProfile, OperatorRole } from '@rc/contract';
import { writeAudit } from '../../domain/audit.js';
import {
  auditLogPage,
  operatorByAccount,
  recordFailedOperatorLogin,
} from '../../domain/operator-accounts.js';
import { verifyPassword } from '../../domain/rescue.js';
import type { AppDeps } from '../../http/deps.js';
import { toast } from '../../http/errors.js';
import {
  openOperatorSession,
  operatorSessionEnds,
  revokeOperatorSession,
  type OperatorContext,
} from '../../http/operator-session.js';

const words = {
  wrong: { 'zh-CN': '账号或密码错误', 'en-US': 'Wrong account or password' },
  locked: {
    'zh-CN': '密码错误次数过多，账号已锁定 15 分钟',
    'en-US': 'Too many wrong passwords: the account is locked for 15 minutes',
  },
};

function profileOf(row: { account: string; displayName: string; role: OperatorRole }): OperatorProfile {
  return { account: row.account, displayName: row.displayName, role: row.role };
}

export async function login(
  deps: AppDeps,
  input: { account: string; password: string },
  address: string,
  _locale: Locale,
  now = new Date(),
) {
  // Five wrong passwords lock this account for this address only, unknown accounts
  // included, so "locked" tells nothing about which accounts exist (http/login-lockout.ts).
  if (deps.loginLockout.isLocked('operator', input.account, address)) throw toast(words.locked);
  const op = await operatorByAccount(deps.db, input.account);
  // The same scrypt work and answer for an unknown or disabled account and a wrong password.
  const right = await verifyPassword(input.password, op?.passwordHash ?? null);
  if (!op || !op.enabled || !right) {
    const locked = deps.loginLockout.fail('operator', input.account, address);
    if (op) await recordFailedOperatorLogin(deps.db, op, locked);
    throw toast(locked ? words.locked : words.wrong);
  }
  deps.loginLockout.clear('operator', input.account, address);
  const actor = { operatorId: op.id, account: op.account };
  return deps.db.transaction(async (tx) => {
    const opened = await openOperatorSession(tx, op.id, now);
    await writeAudit(tx, actor, { action: 'operator.login', objectType: 'operator', objectId: op.id }, now);
    return { token: opened.token, expiresAt: opened.expiresAt.toISOString(), operator: profileOf(op) };
  });
}

export async function logout(deps: AppDeps, operator: OperatorContext): Promise<null> {
  await deps.db.transaction(async (tx) => {
    await revokeOperatorSession(tx, operator.sessionId);
    await writeAudit(tx, operator, {
      action: 'operator.logout',
      objectType: 'operator',
      objectId: operator.operatorId,
    });
  });
  return null;
}

export function me(operator: OperatorContext) {
  return Promise.resolve({
    operator: profileOf(operator),
    expiresAt: operatorSessionEnds(operator).toISOString(),
  });
}

export function auditPage(
  deps: AppDeps,
  query: Parameters<typeof auditLogPage>[1],
): Promise<{ list: AuditEntry[]; total: number }> {
  return auditLogPage(deps.db, query);
}
