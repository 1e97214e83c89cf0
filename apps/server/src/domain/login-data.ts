import { asc, eq } from 'drizzle-orm';
import type { LoginData, UserVo } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { customers, idCardTypes } from '../db/schema/index.js';
import { servingBranchesOf } from './customer-branches.js';
import { userVoForSession, withoutIdentities } from './user-vo.js';
import { loginTip } from './tips.js';

/** What the login response needs of the session (http/session-store.ts's SessionContext fits). */
export interface LoginSession {
  id: string;
  customerId: string | null;
  channelId: string;
  branchCode: string;
  scopeOrderId: string | null;
}

/**
 * The login response for a customer session (spec 3): every field, from the
 * customer's record, their branch companies and the session.
 * `orgList` lists the branch companies only while the session has not chosen one,
 * and only those still in service (domain/customer-branches.ts).
 */
export async function buildLoginData(
  db: DbOrTx,
  crypto: FieldCrypto,
  opts: {
    token: string;
    session: LoginSession;
    shenceServerUrl: string;
    locale: 'zh-CN' | 'en-US';
    now?: Date;
  },
): Promise<LoginData> {
  const now = opts.now ?? new Date();
  const { session } = opts;
  if (!session.customerId) throw new Error('login data is for customer sessions');
  const [me] = await db.select().from(customers).where(eq(customers.id, session.customerId));
  if (!me) throw new Error('session without its customer');

  const branches = await servingBranchesOf(db, me.id);
  const types = await db.select().from(idCardTypes).orderBy(asc(idCardTypes.sort));

  const full = await userVoForSession(db, crypto, session.id, now);
  // An order pass (an SMS link, possibly to someone else's number) learns nothing of the account.
  const userVo = session.scopeOrderId ? passUserVo(full) : full;

  // A pass goes straight to its order: none of the partner's landing, and nothing to authenticate
  // (isVerify Y is the spec's "continue to nextUrl"; the pass could not authenticate anyway).
  const pass = !!session.scopeOrderId;
  const landing = pass ? {} : me.landing;
  const chooseBranch = branches.length > 1 && !session.branchCode && !session.scopeOrderId;
  return {
    token: opts.token,
    orgList: chooseBranch
      ? branches.map((b) => ({
          branchCompanyCode: b.code,
          branchCompanyName: opts.locale === 'en-US' ? b.nameEn : b.name,
        }))
      : [],
    userVo,
    // The partner's own words for this customer; otherwise the operators' login tip (ops/tips).
    tips: landing.tips || (pass ? '' : await loginTip(db, opts.locale)),
    untieUrl: landing.untieUrl ?? '',
    untieTip: landing.untieTip ?? '',
    remindMessage: landing.remindMessage ?? '',
    accreditFlag: landing.accreditFlag ?? '0',
    loginJumpUrl: landing.loginJumpUrl ?? '',
    isVerify: pass ? 'Y' : me.isVerify,
    isHaveRc: landing.isHaveRc ?? 'N',
    isHeadPage: landing.isHeadPage ?? 'N',
    isGiftBag: landing.isGiftBag ?? '',
    isVRights: landing.isVRights ?? (me.isVip && !pass ? '1' : '0'),
    jumpType: landing.jumpType ?? '',
    jumpURL: landing.jumpURL ?? '',
    serviceType: landing.serviceType ?? '',
    showName: landing.showName ?? '',
    rcIdCardTypes: types.map((t) => ({
      code: t.code,
      name: opts.locale === 'en-US' ? t.nameEn : t.name,
      remark1: t.remark1,
      remark2: t.remark2,
    })),
    shenceServerUrl: opts.shenceServerUrl,
    entrance: landing.entrance ?? session.channelId,
    preChannelNo: landing.preChannelNo ?? session.channelId,
  };
}

/** The userVo of an order pass: the theme and the session's own keys, none of the account's particulars. */
function passUserVo(full: UserVo): UserVo {
  return {
    ...withoutIdentities(full),
    isChangedFlag: '0',
    custName: '',
    degree: '',
    degreeCode: '',
    joinTbDays: 0,
    remainPoint: 0,
    plateNumber: '',
    plateNumberList: [],
    pid: '',
    number: '',
    userVo: null,
  };
}
