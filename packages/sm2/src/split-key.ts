import { Sm2Error } from './errors.js';
import { isValidPrivateKey } from './keys.js';

/**
 * Spec section 9: session storage keeps the private key in two halves, the
 * first 9 characters and the rest. It hides nothing from a script that can
 * read session storage; it is kept because the spec's storage layout says so.
 */
export const PRIVATE_KEY_FIRST_PART_LENGTH = 9;

export function splitPrivateKey(privateKey: string): [string, string] {
  if (!isValidPrivateKey(privateKey)) {
    throw new Sm2Error('invalidKey', 'only an SM2 private key can be split');
  }
  return [
    privateKey.slice(0, PRIVATE_KEY_FIRST_PART_LENGTH),
    privateKey.slice(PRIVATE_KEY_FIRST_PART_LENGTH),
  ];
}

/**
 * Throws `invalidKey` when the halves (e.g. read back from a tampered or half-
 * cleared session storage) do not make a private key, so the caller can treat
 * the session's keys as missing.
 */
export function joinPrivateKey(firstPart: string, rest: string): string {
  const privateKey = firstPart + rest;
  if (firstPart.length !== PRIVATE_KEY_FIRST_PART_LENGTH || !isValidPrivateKey(privateKey)) {
    throw new Sm2Error('invalidKey', 'the two halves do not make an SM2 private key');
  }
  return privateKey;
}
