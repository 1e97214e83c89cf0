import { sm2 } from 'sm-crypto-v2';
import { Sm2Error } from './errors.js';
import { isHexBytes } from './hex.js';
import { assertPrivateKey, assertPublicKey } from './keys.js';

/** Ciphertext layout C1 || C3 || C2, the order GB/T 32918.4 specifies. */
const C1C3C2 = 1;
/** The `04` that marks C1 as an uncompressed point. */
const POINT_PREFIX = '04';
/** C1 without its `04` (x, y) plus C3 (SM3 digest), in hex. */
const C1_XY_AND_C3_HEX = 128 + 64;

const utf8Decoder = new TextDecoder('utf-8', { fatal: true });
const utf8Encoder = new TextEncoder();

/**
 * SM2-encrypts UTF-8 text to hex C1C3C2, always starting with the `04` of C1
 * (spec section 9). sm-crypto-v2, like the classic sm-crypto, leaves that `04`
 * off, so it is put back here.
 */
export function encrypt(plaintext: string, publicKey: string): string {
  assertPublicKey(publicKey);
  const body = sm2.doEncrypt(utf8Encoder.encode(plaintext), publicKey.toLowerCase(), C1C3C2);
  return POINT_PREFIX + body;
}

/**
 * Decrypts hex C1C3C2 with or without the leading `04` (clients built on the
 * classic sm-crypto send it without). Throws `Sm2Error` kind `undecryptable`
 * for a wrong key, garbage, truncation or tampering.
 */
export function decrypt(cipherHex: string, privateKey: string): string {
  assertPrivateKey(privateKey);
  if (!isHexBytes(cipherHex) || cipherHex.length < C1_XY_AND_C3_HEX) {
    throw new Sm2Error('undecryptable', 'ciphertext is not hex C1C3C2');
  }
  const key = privateKey.toLowerCase();
  // "Starts with 04" does not tell the two forms apart: without the prefix the
  // text starts with C1's x, and that begins with 04 one time in 256 (the
  // standard's own example does). So try the prefixed reading first, then the
  // bare one; the C3 check rejects the wrong reading.
  const readings =
    cipherHex.startsWith(POINT_PREFIX) && cipherHex.length >= POINT_PREFIX.length + C1_XY_AND_C3_HEX
      ? [cipherHex.slice(POINT_PREFIX.length), cipherHex]
      : [cipherHex];
  for (const reading of readings) {
    const plain = tryDecrypt(reading, key);
    if (plain !== undefined) return toText(plain);
  }
  throw new Sm2Error('undecryptable', 'ciphertext does not decrypt with this key (C3 check failed)');
}

function tryDecrypt(bareCipherHex: string, privateKey: string): Uint8Array | undefined {
  try {
    const out = sm2.doDecrypt(bareCipherHex, privateKey, C1C3C2, { output: 'array' });
    // On a C3 mismatch the library returns a plain empty array (not a
    // Uint8Array), where the 'string' output would give '' and be confused
    // with an empty plaintext.
    return Array.isArray(out) ? undefined : out;
  } catch {
    // C1 not a point on the curve.
    return undefined;
  }
}

function toText(bytes: Uint8Array): string {
  try {
    return utf8Decoder.decode(bytes);
  } catch (cause) {
    throw new Sm2Error('undecryptable', 'plaintext is not UTF-8 text', { cause });
  }
}
