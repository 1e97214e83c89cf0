import { Status, type LoginData, type Locale } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { BusinessError, keepOnScreen, toast } from '../../http/errors.js';
import { badField } from '../../http/validate.js';
import { verifyHandoffToken } from '../../http/handoff-token.js';
import { orderPassSeconds } from '../../http/order-pass.js';
import {
  idleExpiry,
  openSession,
  revokeSession,
  rotateSessionToken,
  type SessionContext,
  type SessionPolicy,
} from '../../http/session-store.js';
import type { Tx } from '../../db/client.js';
import {
  enterByHandoff,
  handoffChannel,
  setSessionBranch,
  spendLoginCode,
  verifyRealName,
} from '../../domain/customer-sign-in.js';
import { servingBranchesOf } from '../../domain/customer-branches.js';
import { writeAudit } from '../../domain/audit.js';
import { maskName, maskPersonId } from '../../domain/masking.js';
import { buildLoginData } from '../../domain/login-data.js';
import { isValidIdNumber } from '@rc/contract';

const words = {
  handoffInvalid: {
    'zh-CN': '登录链接无效或已被使用，请从合作方应用重新进入',
    'en-US': 'This entry link is invalid or already used, please enter again from the partner app',
  },
  handoffExpired: {
    'zh-CN': '登录链接已过期，请从合作方应用重新进入',
    'en-US': 'This entry link has expired, please enter again from the partner app',
  },
  channelUnknown: {
    'zh-CN': '渠道不存在或已停用',
    'en-US': 'This channel does not exist or has been disabled',
  },
  codeInvalid: {
    'zh-CN': '链接已失效，请重新获取',
    'en-US': 'This link is no longer valid, please request a new one',
  },
  realNameMismatch: {
    'zh-CN': '姓名与证件号码不一致，请核对后重试',
    'en-US': 'The name and ID number do not match our records, please check and retry',
  },
  alreadyVerified: {
    'zh-CN': '您已完成实名认证',
    'en-US': 'You have already completed real-name authentication',
  },
  branchNotYours: { 'zh-CN': '请选择您所属的分公司', 'en-US': 'Please choose one of your branch companies' },
} as const;

export function policyOf(deps: AppDeps): SessionPolicy {
  return { idleSeconds: deps.config.sessionIdleSeconds, absoluteSeconds: deps.config.sessionAbsoluteSeconds };
}

function loginDataFor(
  deps: AppDeps,
  db: AppDeps['db'] | Tx,
  token: string,
  session: SessionContext,
  locale: Locale,
) {
  return buildLoginData(db, deps.fieldCrypto, {
    token,
    session,
    shenceServerUrl: deps.config.shenceServerUrl,
    locale,
  });
}

/** The branch a session starts under: the customer's only serving branch, or none while they must choose. */
async function initialBranch(tx: Tx, customerId: string): Promise<string> {
  const rows = await servingBranchesOf(tx, customerId);
  return rows.length === 1 && rows[0] ? rows[0].code : '';
}

/**
 * Partner hand-off: verify the channel's signature and expiry, accept the
 * token's id once, find or create the customer, open a session. One
 * transaction: a refused or failed login leaves nothing behind.
 */
export async function loginWithHandoff(
  deps: AppDeps,
  input: { channel: string; token: string },
  locale: Locale,
): Promise<LoginData> {
  const channel = await handoffChannel(deps.db, input.channel);
  if (!channel) throw toast(words.channelUnknown);
  const verdict = verifyHandoffToken(input.token, deps.fieldCrypto.open(channel.secretSealed), {
    channel: channel.id,
    maxTtlSeconds: deps.config.handoffTtlSeconds,
  });
  if (!verdict.ok) {
    throw new BusinessError(
      Status.toast,
      verdict.reason === 'expired' ? words.handoffExpired : words.handoffInvalid,
    );
  }
  const { claims } = verdict;
  const entered = await deps.db.transaction(async (tx) => {
    // The token's id is accepted once: a second use writes nothing and is refused after the transaction.
    const customer = await enterByHandoff(tx, deps.fieldCrypto, channel.id, claims);
    if (!customer) return null;
    const opened = await openSession(tx, deps.fieldCrypto, policyOf(deps), {
      kind: 'customer',
      customerId: customer.id,
      channelId: channel.id,
      branchCode: await initialBranch(tx, customer.id),
    });
    // Whoever holds a channel's secret can enter any account: every entry is on record with its channel
    // and whose account it opened (masked), in the same transaction as the session (issue 21, finding 2).
    await writeAudit(
      tx,
      { operatorId: null, account: `channel:${channel.id}` },
      {
        action: 'customer.handoffLogin',
        objectType: 'customer',
        objectId: customer.id,
        after: { channel: channel.id, personId: maskPersonId(claims.sub), name: maskName(customer.custName) },
      },
    );
    return loginDataFor(deps, tx, opened.token, opened.session, locale);
  });
  if (!entered) throw toast(words.handoffInvalid);
  return entered;
}

/** Login with a single-use code from a service link (rcNeedCode or newRcNeedCode). */
export async function loginWithCode(
  deps: AppDeps,
  code: string,
  kind: 'rcNeedCode' | 'newRcNeedCode',
  locale: Locale,
): Promise<LoginData> {
  const entered = await deps.db.transaction(async (tx) => {
    const used = await spendLoginCode(tx, code, kind, new Date());
    if (!used) return null;
    // A code from an order's text message opens a pass to that order only, for half an hour (http/order-pass.ts).
    const opened = await openSession(tx, deps.fieldCrypto, policyOf(deps), {
      kind: 'customer',
      customerId: used.customerId,
      channelId: used.channelId,
      branchCode: await initialBranch(tx, used.customerId),
      ...(used.orderId ? { scopeOrderId: used.orderId, passSeconds: orderPassSeconds } : {}),
    });
    return loginDataFor(deps, tx, opened.token, opened.session, locale);
  });
  if (!entered) throw toast(words.codeInvalid);
  return entered;
}

export async function confirmBranch(
  deps: AppDeps,
  session: SessionContext,
  token: string,
  branchCode: string,
  locale: Locale,
): Promise<LoginData> {
  if (!session.customerId) throw keepOnScreen(words.branchNotYours);
  // Only one of the customer's branches still in service can be chosen (a disabled one is not offered).
  const [mine] = await servingBranchesOf(deps.db, session.customerId, branchCode);
  if (!mine) throw badField('branchCompanyCode', locale);
  await setSessionBranch(deps.db, session.id, branchCode);
  return loginDataFor(deps, deps.db, token, { ...session, branchCode }, locale);
}

/**
 * Real-name authentication: the ID number must pass the GB 11643 check, and
 * name + number must match the insurer's record of this customer.
 */
export async function authenticateRealName(
  deps: AppDeps,
  session: SessionContext,
  token: string,
  input: { custName: string; idType: string; idNumber: string },
  locale: Locale,
): Promise<LoginData> {
  if (input.idType === '1' && !isValidIdNumber(input.idNumber)) throw badField('idNumber', locale);
  if (!session.customerId) throw toast(words.realNameMismatch);
  const verdict = await verifyRealName(deps.db, deps.fieldCrypto, session.customerId, input);
  if (verdict === 'alreadyVerified') throw toast(words.alreadyVerified);
  if (verdict === 'mismatch') throw toast(words.realNameMismatch);
  return loginDataFor(deps, deps.db, token, session, locale);
}

export async function refresh(deps: AppDeps, session: SessionContext, token: string) {
  const next = await rotateSessionToken(deps.db, token);
  if (!next) throw new BusinessError(Status.sessionInvalid, words.handoffInvalid);
  const now = new Date();
  return {
    token: next,
    expiresAt: session.expiresAt.toISOString(),
    idleExpiresAt: idleExpiry({ ...session, lastSeenAt: now }, policyOf(deps)).toISOString(),
  };
}

export async function logout(deps: AppDeps, session: SessionContext): Promise<null> {
  await revokeSession(deps.db, session.id);
  return null;
}
