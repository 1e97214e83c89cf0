import { asc, eq, inArray } from 'drizzle-orm';
import { encrypt } from '@rc/sm2';
import type { LoginData, UserVo } from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import type { FieldCrypto } from '../../db/field-crypto.js';
import { maskMobile } from '../../db/masking.js';
import {
  branchCompanies,
  customerBranches,
  customers,
  idCardTypes,
  sessions,
} from '../../db/schema/index.js';
import type { SessionContext } from '../../http/session-store.js';
import { ageFromId, sexFromId } from './id-card.js';

type CustomerRow = typeof customers.$inferSelect;

const dayMs = 86_400_000;

function userVoOf(
  row: CustomerRow,
  crypto: FieldCrypto,
  session: { readPublicKey: string; publicSecret: string; traceId: string },
  now: Date,
): Omit<UserVo, 'userVo'> {
  const idNumber = row.idNumberSealed ? crypto.open(row.idNumberSealed) : '';
  const vin = row.vinSealed ? crypto.open(row.vinSealed) : '';
  return {
    isVip: row.isVip ? '1' : '0',
    isChangedFlag: '0',
    custName: row.custName,
    degree: row.degree,
    degreeCode: row.degreeCode,
    joinTbDays: Math.max(0, Math.floor((now.getTime() - row.joinedAt.getTime()) / dayMs)),
    remainPoint: row.remainPoint,
    plateNumber: row.currentPlate,
    plateNumberList: row.plateNumbers,
    pid: row.pid,
    number: maskMobile(crypto.open(row.mobileSealed)),
    sex: idNumber ? sexFromId(idNumber) : '',
    age: idNumber ? ageFromId(idNumber, now) : null,
    traceId: session.traceId,
    unionId: row.unionId,
    openeid: row.openeid,
    branchCompanyCode: row.branchCompanyCode,
    pushId: row.pushId,
    // The VIN travels encrypted for this session's browser key only (architecture: encryptVin).
    encryptVin: vin ? encrypt(vin, session.readPublicKey) : '',
    publicSecret: session.publicSecret,
  };
}

/**
 * The login response for a customer session (spec 3): every field, from the
 * customer's record, their branch companies and the session.
 * `orgList` lists the branch companies only while the session has not chosen one.
 */
export async function buildLoginData(
  db: DbOrTx,
  crypto: FieldCrypto,
  opts: {
    token: string;
    session: SessionContext;
    shenceServerUrl: string;
    locale: 'zh-CN' | 'en-US';
    now?: Date;
  },
): Promise<LoginData> {
  const now = opts.now ?? new Date();
  const { session } = opts;
  if (!session.customerId) throw new Error('login data is for customer sessions');
  const [keys] = await db
    .select({ readPublicKey: sessions.readPublicKey, publicSecret: sessions.publicSecret })
    .from(sessions)
    .where(eq(sessions.id, session.id));
  const ids = [session.customerId, ...(session.actingCustomerId ? [session.actingCustomerId] : [])];
  const rows = await db.select().from(customers).where(inArray(customers.id, ids));
  const me = rows.find((r) => r.id === session.customerId);
  if (!me || !keys) throw new Error('session without its customer');
  const acting = session.actingCustomerId ? rows.find((r) => r.id === session.actingCustomerId) : undefined;

  const branches = await db
    .select({ code: branchCompanies.code, name: branchCompanies.name, nameEn: branchCompanies.nameEn })
    .from(customerBranches)
    .innerJoin(branchCompanies, eq(branchCompanies.code, customerBranches.branchCode))
    .where(eq(customerBranches.customerId, me.id))
    .orderBy(asc(branchCompanies.code));
  const types = await db.select().from(idCardTypes).orderBy(asc(idCardTypes.sort));

  const sessionKeys = {
    readPublicKey: keys.readPublicKey,
    publicSecret: keys.publicSecret ?? '',
    traceId: session.id,
  };
  const userVo: UserVo = { ...userVoOf(me, crypto, sessionKeys, now), userVo: null };
  if (acting) userVo.userVo = userVoOf(acting, crypto, sessionKeys, now);
  if (session.branchCode) userVo.branchCompanyCode = session.branchCode;

  const landing = me.landing;
  const chooseBranch = branches.length > 1 && !session.branchCode;
  return {
    token: opts.token,
    orgList: chooseBranch
      ? branches.map((b) => ({
          branchCompanyCode: b.code,
          branchCompanyName: opts.locale === 'en-US' ? b.nameEn : b.name,
        }))
      : [],
    userVo,
    tips: landing.tips ?? '',
    untieUrl: landing.untieUrl ?? '',
    untieTip: landing.untieTip ?? '',
    remindMessage: landing.remindMessage ?? '',
    accreditFlag: landing.accreditFlag ?? '0',
    loginJumpUrl: landing.loginJumpUrl ?? '',
    isVerify: me.isVerify,
    isHaveRc: landing.isHaveRc ?? 'N',
    isHeadPage: landing.isHeadPage ?? 'N',
    isGiftBag: landing.isGiftBag ?? '',
    isVRights: landing.isVRights ?? (me.isVip ? '1' : '0'),
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
