import { sm2 } from 'sm-crypto-v2';
import { assertPrivateKey, assertPublicKey } from './keys.js';

/**
 * SM2 signatures (GB/T 32918.2) over UTF-8 text: SM3 with the Z value of the
 * default user id (`hash: true`), the signature as raw r||s in 128 hex characters
 * (`der: false`), the form the classic `sm-crypto` produces and verifies.
 */
export function sign(message: string, privateKey: string): string {
  assertPrivateKey(privateKey);
  return sm2.doSignature(message, privateKey.toLowerCase(), { hash: true, der: false }).toLowerCase();
}

/** True when `signature` is a valid signature of `message` under `publicKey`; never throws on bad input. */
export function verify(message: string, signature: string, publicKey: string): boolean {
  if (!/^[0-9a-fA-F]{128}$/.test(signature)) return false;
  try {
    assertPublicKey(publicKey);
    return sm2.doVerifySignature(message, signature.toLowerCase(), publicKey.toLowerCase(), {
      hash: true,
      der: false,
    });
  } catch {
    return false;
  }
}
