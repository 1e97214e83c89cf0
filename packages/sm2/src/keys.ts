import { sm2 } from 'sm-crypto-v2';
import { Sm2Error } from './errors.js';

export interface Sm2KeyPair {
  /** Uncompressed point, `04` + x + y: 130 lowercase hex characters. */
  publicKey: string;
  /** Scalar d: 64 lowercase hex characters. */
  privateKey: string;
}

/** Order n of the SM2 recommended curve (GB/T 32918.5). */
const CURVE_ORDER = 0xfffffffeffffffffffffffffffffffff7203df6b21c6052b53bbf40939d54123n;

const PRIVATE_KEY = /^[0-9a-fA-F]{64}$/;
const UNCOMPRESSED_PUBLIC_KEY = /^04[0-9a-fA-F]{128}$/;

export function generateKeyPair(): Sm2KeyPair {
  const { publicKey, privateKey } = sm2.generateKeyPairHex();
  return { publicKey: publicKey.toLowerCase(), privateKey: privateKey.toLowerCase() };
}

/**
 * 64 hex characters for a d in [1, n-2]: GB/T 32918.1 excludes n-1 because
 * signing inverts (1 + d). The fixed width is what the session storage split
 * (first 9 characters and the rest) relies on.
 */
export function isValidPrivateKey(privateKey: string): boolean {
  if (!PRIVATE_KEY.test(privateKey)) return false;
  const d = BigInt(`0x${privateKey}`);
  return d >= 1n && d <= CURVE_ORDER - 2n;
}

/**
 * Only the uncompressed `04` form is accepted: it is the one form on the wire
 * (login's `publicSecret`, the key exchange), so there is one way to spell a key.
 */
export function isValidPublicKey(publicKey: string): boolean {
  if (!UNCOMPRESSED_PUBLIC_KEY.test(publicKey)) return false;
  try {
    // The library throws, rather than returning false, for a point off the curve.
    return sm2.verifyPublicKey(publicKey);
  } catch {
    return false;
  }
}

export function publicKeyFromPrivateKey(privateKey: string): string {
  assertPrivateKey(privateKey);
  return sm2.getPublicKeyFromPrivateKey(privateKey.toLowerCase()).toLowerCase();
}

export function assertPrivateKey(privateKey: string): void {
  if (!isValidPrivateKey(privateKey)) {
    throw new Sm2Error('invalidKey', 'not an SM2 private key (64 hex characters, 1 <= d <= n-2)');
  }
}

export function assertPublicKey(publicKey: string): void {
  if (!isValidPublicKey(publicKey)) {
    throw new Sm2Error('invalidKey', 'not an SM2 public key (uncompressed 04 + 128 hex, on the curve)');
  }
}
