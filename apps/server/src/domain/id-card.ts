import { chinaDay } from '@rc/contract';

/**
 * What an ID number tells about its holder (spec 5): sex from the parity of the
 * 17th digit of an 18-character number (15th of an old 15-character one), odd
 * "1" and even "2"; the birth date (and so the age) needs at least 16
 * characters, so old 15-character numbers give sex only.
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
  // The day in China (UTC+8), whatever the server's zone.
  const [ty, tm, td] = chinaDay(today).split('-').map(Number) as [number, number, number];
  let age = ty - y;
  if (tm < m || (tm === m && td < d)) age -= 1;
  return age >= 0 ? age : null;
}

export function idCardFacts(id: string, today = new Date()): IdCardFacts {
  return { sex: sexFromIdNumber(id), age: ageFromIdNumber(id, today), birthday: birthdayFromIdNumber(id) };
}

/**
 * Mainland resident ID numbers (GB 11643-1999): 18 characters, the last a
 * check character from the ISO 7064 MOD 11-2 sum of the first 17 digits.
 */
const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const checkChars = '10X98765432';

export function idCheckCharacter(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (weights[i] ?? 0);
  return checkChars[sum % 11] ?? null;
}

export function isValidIdNumber(id: string): boolean {
  const value = id.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  return idCheckCharacter(value.slice(0, 17)) === value[17];
}
