/** Masking of personal data when shown (architecture, Data). Never log the unmasked value. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

export function maskIdNumber(id: string): string {
  return id.length > 8 ? `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}` : '****';
}

export function maskVin(vin: string): string {
  return vin.length > 6 ? `${vin.slice(0, 3)}${'*'.repeat(vin.length - 7)}${vin.slice(-4)}` : '****';
}

/** A person's name as the console lists it: the family name and the last character (`张*三`, `李*`). */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0] ?? ''}*`;
  return `${chars[0] ?? ''}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1] ?? ''}`;
}

/** A partner's person id as an audit line shows it: its first and last two characters. */
export function maskPersonId(pid: string): string {
  return pid.length > 4 ? `${pid.slice(0, 2)}${'*'.repeat(pid.length - 4)}${pid.slice(-2)}` : '****';
}

/** A plate as a store sees it without the customer's consent: province and city letter, the last two (`京A***45`). */
export function maskPlate(plate: string): string {
  const chars = [...plate.replace(/\s+/g, '')];
  if (chars.length <= 4) return '****';
  return `${chars.slice(0, 2).join('')}${'*'.repeat(chars.length - 4)}${chars.slice(-2).join('')}`;
}
