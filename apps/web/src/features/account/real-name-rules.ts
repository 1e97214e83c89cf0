import { residentIdProblem, type IdNumberProblem, type LoginData } from '@rc/contract';

/** The ID type code of the resident ID card (spec 5: the default single type has code "1"). */
export const residentIdTypeCode = '1';

export type IdCardType = LoginData['rcIdCardTypes'][number];

/** Spec 5: "Card types default to a single id-card type with code "1" when none are stored." */
export function idTypesOrDefault(
  stored: readonly IdCardType[] | null | undefined,
  defaultName: string,
): IdCardType[] {
  if (stored && stored.length > 0) return [...stored];
  return [{ code: residentIdTypeCode, name: defaultName, remark1: null, remark2: null }];
}

export type RealNameErrorKey =
  | 'nameRequired'
  | 'nameInvalid'
  | 'idRequired'
  | 'idLength'
  | 'idFormat'
  | 'idBirthday'
  | 'idCheckDigit'
  | 'idOtherFormat'
  | 'agreementRequired';

export interface RealNameForm {
  custName: string;
  idType: string;
  idNumber: string;
  agreed: boolean;
}

export type RealNameErrors = Partial<Record<'custName' | 'idNumber' | 'agreed', RealNameErrorKey>>;

/** Chinese names (with the middle dot of minority and foreign names) or Latin letters, 2–32 characters. */
const namePattern = /^[\u3400-\u9fff\uf900-\ufaffA-Za-z][\u3400-\u9fff\uf900-\ufaffA-Za-z·•. ]*$/;

export function nameError(raw: string): RealNameErrorKey | null {
  const name = raw.trim();
  if (!name) return 'nameRequired';
  if (name.length < 2 || name.length > 32 || !namePattern.test(name)) return 'nameInvalid';
  return null;
}

const idProblemKeys: Record<IdNumberProblem, RealNameErrorKey> = {
  length: 'idLength',
  format: 'idFormat',
  birthday: 'idBirthday',
  checkDigit: 'idCheckDigit',
};

export function idNumberError(
  idType: string,
  raw: string,
  today: Date = new Date(),
): RealNameErrorKey | null {
  const id = raw.trim().toUpperCase();
  if (!id) return 'idRequired';
  if (idType === residentIdTypeCode) {
    const problem = residentIdProblem(id, today);
    return problem ? idProblemKeys[problem] : null;
  }
  // Other documents (passports, permits): the contract takes 15–18 letters or digits.
  return /^[A-Z0-9]{15,18}$/.test(id) ? null : 'idOtherFormat';
}

export function validateRealName(form: RealNameForm, today: Date = new Date()): RealNameErrors {
  const errors: RealNameErrors = {};
  const name = nameError(form.custName);
  if (name) errors.custName = name;
  const id = idNumberError(form.idType, form.idNumber, today);
  if (id) errors.idNumber = id;
  if (!form.agreed) errors.agreed = 'agreementRequired';
  return errors;
}

/** Characters an ID number may hold, upper-cased, as the customer types. */
export function normaliseIdInput(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 18);
}
