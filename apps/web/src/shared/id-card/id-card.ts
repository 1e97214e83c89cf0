/**
 * Resident ID card rules (GB 11643-1999; the 15-digit form of GB 11643-1989).
 * Pure functions: the real-name form validates with them, and spec 5's derived
 * rules (sex, age, birthday) live here for every screen that shows them.
 */

const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const checkCodes = '10X98765432';

/** The check character of an 18-digit number from its first 17 digits (ISO 7064 MOD 11-2). */
export function idCardCheckDigit(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new Error('need exactly 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (weights[i] ?? 0);
  return checkCodes[sum % 11] ?? '';
}

export type IdCardProblem = 'length' | 'format' | 'birthday' | 'checkDigit';

export interface BirthDate {
  year: number;
  month: number;
  day: number;
}

function validDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** The birth date written in the number: digits 7–14 (18 digits) or 7–12 as 19YYMMDD (15 digits). */
export function birthDateFromIdCard(raw: string): BirthDate | null {
  const id = raw.trim();
  let year: number;
  let month: number;
  let day: number;
  if (id.length === 18) {
    year = Number(id.slice(6, 10));
    month = Number(id.slice(10, 12));
    day = Number(id.slice(12, 14));
  } else if (id.length === 15) {
    year = 1900 + Number(id.slice(6, 8));
    month = Number(id.slice(8, 10));
    day = Number(id.slice(10, 12));
  } else {
    return null;
  }
  if (![year, month, day].every(Number.isInteger)) return null;
  return validDate(year, month, day) ? { year, month, day } : null;
}

/** Why a resident ID number is not acceptable, or null when it is. */
export function residentIdProblem(raw: string, today: Date = new Date()): IdCardProblem | null {
  const id = raw.trim().toUpperCase();
  if (id.length !== 18 && id.length !== 15) return 'length';
  if (id.length === 18 ? !/^\d{17}[\dX]$/.test(id) : !/^\d{15}$/.test(id)) return 'format';
  const birth = birthDateFromIdCard(id);
  if (!birth) return 'birthday';
  const born = Date.UTC(birth.year, birth.month - 1, birth.day);
  if (born > today.getTime() || birth.year < 1900) return 'birthday';
  if (id.length === 18 && idCardCheckDigit(id.slice(0, 17)) !== id[17]) return 'checkDigit';
  return null;
}

/**
 * Spec 5: sex from the parity of the 17th digit (18 characters) or the 15th
 * (15 characters): odd is "1", even is "2". Other lengths give null.
 */
export function sexFromIdCard(raw: string): '1' | '2' | null {
  const id = raw.trim();
  const digit = id.length === 18 ? id[16] : id.length === 15 ? id[14] : undefined;
  if (digit === undefined || !/\d/.test(digit)) return null;
  return Number(digit) % 2 === 1 ? '1' : '2';
}

/**
 * Spec 5: age from the birth date in the number; at least 16 characters are
 * needed, so a 15-digit number gives no age. Full years on `today`.
 */
export function ageFromIdCard(raw: string, today: Date = new Date()): number | null {
  const id = raw.trim();
  if (id.length < 16) return null;
  const birth = birthDateFromIdCard(id);
  if (!birth) return null;
  const y = today.getFullYear();
  const m = today.getMonth() + 1;
  const d = today.getDate();
  let age = y - birth.year;
  if (m < birth.month || (m === birth.month && d < birth.day)) age -= 1;
  return age < 0 ? null : age;
}

/** Spec 5: the birthday formatted YYYY-MM-DD. */
export function birthdayFromIdCard(raw: string): string | null {
  const birth = birthDateFromIdCard(raw);
  if (!birth) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${birth.year}-${pad(birth.month)}-${pad(birth.day)}`;
}
