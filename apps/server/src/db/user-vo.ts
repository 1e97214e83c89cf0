import { eq, inArray } from 'drizzle-orm';
import { encrypt } from '@rc/sm2';
import type { UserVo } from '@rc/contract';
import type { DbOrTx } from './client.js';
import type { FieldCrypto } from './field-crypto.js';
import { ageFromIdNumber, sexFromIdNumber } from './id-card.js';
import { maskMobile } from './masking.js';
import { customers, sessions } from './schema/index.js';
import { authorisedPlates, maskName } from './authorizations.js';

type CustomerRow = typeof customers.$inferSelect;

const dayMs = 86_400_000;

/**
 * The userVo of spec 3 for a live session, as the calls that change who the
 * session acts for (switch user, change plate) answer it: the signed-in customer,
 * with the authorised user they switched to nested in `userVo`. Mirrors the
 * login's userVo (modules/auth/login-data.ts) field for field.
 */
export async function userVoForSession(
  db: DbOrTx,
  crypto: FieldCrypto,
  sessionId: string,
  now = new Date(),
): Promise<UserVo> {
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  if (!session?.customerId) throw new Error('userVo is for customer sessions');
  const ids = [session.customerId, ...(session.actingCustomerId ? [session.actingCustomerId] : [])];
  const rows = await db.select().from(customers).where(inArray(customers.id, ids));
  const me = rows.find((r) => r.id === session.customerId);
  if (!me) throw new Error('session without its customer');
  const acting = session.actingCustomerId ? rows.find((r) => r.id === session.actingCustomerId) : undefined;
  const keys = {
    readPublicKey: session.readPublicKey,
    publicSecret: session.publicSecret ?? '',
    traceId: session.id,
  };
  const userVo: UserVo = { ...userVoOf(me, crypto, keys, now), userVo: null };
  if (acting) {
    const plates = await authorisedPlates(db, acting.id, me.id, now);
    userVo.userVo = grantorAsSeen(userVoOf(acting, crypto, keys, now), acting, plates);
  }
  if (session.branchCode) userVo.branchCompanyCode = session.branchCode;
  return userVo;
}

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
    sex: idNumber ? sexFromIdNumber(idNumber) : '',
    age: idNumber ? ageFromIdNumber(idNumber, now) : null,
    traceId: session.traceId,
    unionId: row.unionId,
    openeid: row.openeid,
    branchCompanyCode: row.branchCompanyCode,
    pushId: row.pushId,
    encryptVin: vin ? encrypt(vin, session.readPublicKey) : '',
    publicSecret: session.publicSecret,
  };
}

/**
 * The customer a grantee switched to, as the grantee sees them (decision 040): who
 * they are (pid, masked name) and the authorised plates only; none of the grantor's
 * channel identities (unionId, openeid, pushId), no VIN (not even sealed for the
 * grantee's key), nothing read from their ID number.
 */
function grantorAsSeen(
  vo: Omit<UserVo, 'userVo'>,
  row: CustomerRow,
  plates: string[],
): Omit<UserVo, 'userVo'> {
  return {
    ...vo,
    custName: maskName(row.custName),
    plateNumber: plates.includes(row.currentPlate) ? row.currentPlate : (plates[0] ?? ''),
    plateNumberList: plates,
    sex: '',
    age: null,
    unionId: '',
    openeid: '',
    pushId: '',
    encryptVin: '',
  };
}
