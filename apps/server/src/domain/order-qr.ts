import type { FieldCrypto } from '../db/field-crypto.js';

/**
 * The content of an order's service QR code: the ticket number, an expiry and
 * a keyed signature, so a screenshot stops working once it lapses and a forged
 * code is refused wherever it is scanned. The customer's order module issues
 * it; a merchant's scan checks it with `verifyOrderQr`.
 */
export function orderQrContent(fieldCrypto: FieldCrypto, orderNo: string, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `RCO:${orderNo}:${exp}:${signature(fieldCrypto, orderNo, exp)}`;
}

/** The order number a scanned code names, or null when it is forged, malformed or lapsed. */
export function verifyOrderQr(fieldCrypto: FieldCrypto, content: string, now = new Date()): string | null {
  const [tag, orderNo, exp, sig, extra] = content.split(':');
  if (tag !== 'RCO' || !orderNo || !exp || !sig || extra !== undefined) return null;
  if (parseInt(exp, 36) * 1000 < now.getTime()) return null;
  return signature(fieldCrypto, orderNo, exp) === sig ? orderNo : null;
}

function signature(fieldCrypto: FieldCrypto, orderNo: string, exp: string): string {
  return fieldCrypto.blindIndex(`order-qr|${orderNo}|${exp}`).slice(0, 20);
}
