import { eq, inArray } from 'drizzle-orm';
import { encrypt } from '@rc/sm2';
import type { UserVo } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { ageFromIdNumber, sexFromIdNumber } from '@rc/contract';
import { maskMobile } from './masking.js';
import { customers, sessions } from '../db/schema/index.js';
import { authorisedPlates } from './authorizations.js';
import { maskName } from './masking.js';

type CustomerRow = typeof customers.$inferSelect;

const dayMs = 86_400_000;

/**
 * The userVo of spec 3 for a live session, as the calls that change who the
 * session acts for (switch user, change plate) answer it: the signed-in customer,
 * with the authorised user they switched to nested in `userVo`. Mirrors the
 * login's userVo (domain/login-data.ts) field for field.
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

/** The userVo of spec 3 without the nested one: the session's keys, and the person's particulars, masked. */
export type OwnUserVo = Omit<UserVo, 'userVo'>;

/**
 * One customer's userVo from their record (the login's, a switch's, a branch switch's). The VIN
 * is sent sealed for the browser's key (`readPublicKey`) only when one is given (at login).
 */
export function userVoOf(
  row: CustomerRow,
  crypto: FieldCrypto,
  session: { readPublicKey?: string | undefined; publicSecret: string; traceId: string },
  now: Date,
): OwnUserVo {
  const idNumber = row.idNumberSealed ? crypto.open(row.idNumberSealed) : '';
  const key = session.readPublicKey;
  const vin = key !== undefined && row.vinSealed ? crypto.open(row.vinSealed) : '';
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
    encryptVin: vin && key !== undefined ? encrypt(vin, key) : '',
    publicSecret: session.publicSecret,
  };
}

/**
 * A userVo with none of the person's identities (decision 040): no channel
 * identities (unionId, openeid, pushId), no VIN (not even sealed for the reader's
 * key), nothing read from their ID number. The rest is the caller's to mask.
 */
export function withoutIdentities<T extends OwnUserVo>(vo: T): T {
  return { ...vo, sex: '', age: null, unionId: '', openeid: '', pushId: '', encryptVin: '' };
}

/**
 * The customer a grantee switched to, as the grantee sees them (decision 040): who
 * they are (pid, masked name) and the authorised plates only, none of their identities.
 */
function grantorAsSeen(vo: OwnUserVo, row: CustomerRow, plates: string[]): OwnUserVo {
  return {
    ...withoutIdentities(vo),
    custName: maskName(row.custName),
    plateNumber: plates.includes(row.currentPlate) ? row.currentPlate : (plates[0] ?? ''),
    plateNumberList: plates,
  };
}
