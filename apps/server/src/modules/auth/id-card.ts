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
