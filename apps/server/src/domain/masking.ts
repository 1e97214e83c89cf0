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

/**
 * A person's name as anyone but its owner sees it (a store, a rescuer, the other party of an
 * authorisation or a gift, the console): the family name's first character and a star for
 * each other one (`张*`, `李**`). The one name mask: the console used to keep the last
 * character too (`张*三`), authorisations and gifts counted the stars, the rescuer's work
 * order wrote two whatever the length.
 */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '';
  return `${chars[0] ?? ''}${'*'.repeat(Math.max(1, chars.length - 1))}`;
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
