import { createHmac } from 'node:crypto';
import { isValidPrivateKey, publicKeyFromPrivateKey, sign } from '@rc/sm2';

export interface ReceiptKey {
  privateKey: string;
  publicKey: string;
}

/**
 * The server's key for signing consent receipts, derived from the data key so
 * every process of one deployment signs with the same key and no second secret
 * has to be configured. A new data key means a new receipt key (old receipts
 * stay verifiable with the public key printed in them).
 */
export function receiptKeyFrom(dataKey: string): ReceiptKey {
  let material = createHmac('sha256', Buffer.from(dataKey, 'hex'))
    .update('consent-receipt-signing-key')
    .digest('hex');
  // A 256-bit value is a valid scalar except with probability ~2^-32; rehash until it is.
  while (!isValidPrivateKey(material)) material = createHmac('sha256', material).update('next').digest('hex');
  return { privateKey: material, publicKey: publicKeyFromPrivateKey(material) };
}

export function signReceipt(payload: string, key: ReceiptKey) {
  return {
    payload,
    signature: sign(payload, key.privateKey),
    publicKey: key.publicKey,
    algorithm: 'SM2-SM3' as const,
  };
}
