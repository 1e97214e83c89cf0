import type { FieldCrypto } from '../db/field-crypto.js';

/** How long a confirmed number may be used on an order after its SMS code was typed back. */
export const mobileProofLifetimeMs = 30 * 60_000;

/**
 * Proof that the customer typed back the SMS code sent to a number
 * (order/verifyCode), without server state: the customer, the number's blind
 * index and an expiry, keyed with the server's field key. Another customer or
 * another number cannot reuse it.
 */
export function issueMobileProof(
  fieldCrypto: FieldCrypto,
  customerId: string,
  mobile: string,
  now = new Date(),
): { mobileProof: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + mobileProofLifetimeMs);
  const exp = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return { mobileProof: `${exp}.${signature(fieldCrypto, customerId, mobile, exp)}`, expiresAt };
}

export function checkMobileProof(
  fieldCrypto: FieldCrypto,
  proof: string,
  customerId: string,
  mobile: string,
  now = new Date(),
): boolean {
  const [exp, sig, extra] = proof.split('.');
  if (!exp || !sig || extra !== undefined) return false;
  if (parseInt(exp, 36) * 1000 < now.getTime()) return false;
  return signature(fieldCrypto, customerId, mobile, exp) === sig;
}

function signature(fieldCrypto: FieldCrypto, customerId: string, mobile: string, exp: string): string {
  return fieldCrypto
    .blindIndex(`mobile-proof|${customerId}|${fieldCrypto.blindIndex(mobile)}|${exp}`)
    .slice(0, 32);
}
