import { eq } from 'drizzle-orm';
import type { Locale, SignedInPerson } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { branchCompanies, customers } from '../db/schema/index.js';
import { maskName } from './masking.js';
import { signInState } from './daily-sign-in.js';
import { idCardFacts } from '@rc/contract';
import { maskIdNumber, maskMobile } from './masking.js';

const dayMs = 86_400_000;

/**
 * A customer's own details for /mine/info, masked (their own data is still personal data on a
 * shared phone screen). Sex, age and birthday come from the ID number by spec 5's rules; a
 * customer without one shows them empty. Null when there is no such customer.
 */
export async function personalDetails(
  db: DbOrTx,
  crypto: FieldCrypto,
  customerId: string,
  sessionBranchCode: string | null | undefined,
  locale: Locale,
  now = new Date(),
): Promise<SignedInPerson | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) return null;
  const idNumber = row.idNumberSealed ? crypto.open(row.idNumberSealed) : '';
  const facts = idCardFacts(idNumber, now);
  const branchCode = sessionBranchCode || row.branchCompanyCode;
  const [branch] = branchCode
    ? await db.select().from(branchCompanies).where(eq(branchCompanies.code, branchCode))
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
    dailySignIn: await signInState(db, row.id, now),
  };
}
