import { eq } from 'drizzle-orm';
import type { Locale, SignedInPerson } from '@rc/contract';
import { maskName } from '../../domain/authorizations.js';
import { idCardFacts } from '../../domain/id-card.js';
import { maskIdNumber, maskMobile } from '../../domain/masking.js';
import { branchCompanies, customers } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';
import { signInState } from './daily-sign-in.js';

const dayMs = 86_400_000;

/**
 * The signed-in person's own details for /mine/info, masked (their own data is
 * still personal data on a shared phone screen). Sex, age and birthday come from
 * the ID number by spec 5's rules; a customer without one shows them empty.
 */
export async function myInfo(
  deps: AppDeps,
  session: SessionContext,
  locale: Locale,
  now = new Date(),
): Promise<SignedInPerson> {
  if (!session.customerId) throw new Error('myInfo is for customer sessions');
  const [row] = await deps.db.select().from(customers).where(eq(customers.id, session.customerId));
  if (!row) throw notFound();
  const crypto = deps.fieldCrypto;
  const idNumber = row.idNumberSealed ? crypto.open(row.idNumberSealed) : '';
  const facts = idCardFacts(idNumber, now);
  const branchCode = session.branchCode || row.branchCompanyCode;
  const [branch] = branchCode
    ? await deps.db.select().from(branchCompanies).where(eq(branchCompanies.code, branchCode))
    : [];
  return {
    custName: maskName(row.custName),
    mobile: maskMobile(crypto.open(row.mobileSealed)),
    idType: row.idTypeCode || '1',
    idNumber: idNumber ? maskIdNumber(idNumber) : '',
    sex: facts.sex,
    age: facts.age,
    birthday: facts.birthday,
    plateNumbers: row.plateNumbers,
    degree: row.degree,
    joinTbDays: Math.max(0, Math.floor((now.getTime() - row.joinedAt.getTime()) / dayMs)),
    remainPoint: row.remainPoint,
    branchCompanyName: branch ? (locale === 'en-US' ? branch.nameEn : branch.name) : '',
    dailySignIn: await signInState(deps.db, row.id, now),
  };
}
