import { chinaDay } from './china-time.js';

/**
 * Resident ID numbers (GB 11643-1999), the one home of their rules for the server and the
 * browser (issue 24): what spec 5 derives from a number (sex, birthday, age) and whether a
 * number typed into a form is acceptable.
 *
 * - Sex: the parity of the 17th digit of an 18-character number (the 15th of an old
 *   15-character one), odd "1" and even "2".
 * - Birthday and age need at least 16 characters (spec 5), so an old 15-character number
 *   gives sex only. The age counts whole years to today's date **in China**, whatever the
 *   zone of the machine that asks.
 * - A number typed into a form must be an 18-character one with a real, past birth date and
 *   the right check character. 15-character cards stopped being valid on 2013-01-01; the
 *   real-name form used to take them while the server refused them.
 */
export interface IdCardFacts {
  sex: '1' | '2' | '';
  age: number | null;
  /** YYYY-MM-DD */
  birthday: string | null;
}

export function sexFromIdNumber(id: string): '1' | '2' | '' {
  const value = id.trim();
  const digit = value.length === 18 ? value[16] : value.length === 15 ? value[14] : undefined;
  if (digit === undefined || !/\d/.test(digit)) return '';
  return Number(digit) % 2 === 1 ? '1' : '2';
}

/** The birth date `YYYY-MM-DD` of an ID number of at least 16 characters, or null when it is not a date. */
export function birthdayFromIdNumber(id: string): string | null {
  const value = id.trim();
  if (value.length < 16) return null;
  const digits = value.slice(6, 14);
  if (!/^\d{8}$/.test(digits)) return null;
  const y = Number(digits.slice(0, 4));
  const m = Number(digits.slice(4, 6));
  const d = Number(digits.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1850 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
}

/** Whole years on `today` (in China's calendar day) since the birth date in the number. */
export function ageFromIdNumber(id: string, today = new Date()): number | null {
  const birthday = birthdayFromIdNumber(id);
  if (!birthday) return null;
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = chinaDay(today).split('-').map(Number) as [number, number, number];
  let age = ty - y;
  if (tm < m || (tm === m && td < d)) age -= 1;
  return age >= 0 ? age : null;
}

export function idCardFacts(id: string, today = new Date()): IdCardFacts {
  return { sex: sexFromIdNumber(id), age: ageFromIdNumber(id, today), birthday: birthdayFromIdNumber(id) };
}

const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const checkChars = '10X98765432';

/** The check character of an 18-character number from its first 17 digits (ISO 7064 MOD 11-2), null when they are not 17 digits. */
export function idCheckCharacter(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (weights[i] ?? 0);
  return checkChars[sum % 11] ?? null;
}

export type IdNumberProblem = 'length' | 'format' | 'birthday' | 'checkDigit';

/** Why a resident ID number typed into a form is not acceptable, or null when it is. */
export function residentIdProblem(raw: string, today: Date = new Date()): IdNumberProblem | null {
  const id = raw.trim().toUpperCase();
  if (id.length !== 18) return 'length';
  if (!/^\d{17}[\dX]$/.test(id)) return 'format';
  const birthday = birthdayFromIdNumber(id);
  if (!birthday || Number(birthday.slice(0, 4)) < 1900 || birthday > chinaDay(today)) return 'birthday';
  if (idCheckCharacter(id.slice(0, 17)) !== id[17]) return 'checkDigit';
  return null;
}

export function isValidIdNumber(id: string, today: Date = new Date()): boolean {
  return residentIdProblem(id, today) === null;
}
