import { describe, expect, it } from 'vitest';
import type { Sm2Error } from './errors.js';
import { generateKeyPair } from './keys.js';
import { joinPrivateKey, splitPrivateKey } from './split-key.js';
import { STANDARD } from './standard-vector.js';

const invalidKey = expect.objectContaining({ kind: 'invalidKey' }) as Sm2Error;

describe('splitPrivateKey / joinPrivateKey (spec section 9)', () => {
  it.each([
    ['the standard key', STANDARD.privateKey],
    ['a generated key', generateKeyPair().privateKey],
  ])('splits %s into the first 9 characters and the rest, and joins it back', (_name, key) => {
    const [first, rest] = splitPrivateKey(key);
    expect(first).toBe(key.slice(0, 9));
    expect(first).toHaveLength(9);
    expect(rest).toBe(key.slice(9));
    expect(rest).toHaveLength(55);
    expect(joinPrivateKey(first, rest)).toBe(key);
  });

  it('splits the standard key at the expected place', () => {
    expect(splitPrivateKey(STANDARD.privateKey)).toEqual([
      '3945208F7',
      'B2144B13F36E38AC6D39F95889393692860B51A42FB81EF4DF7C5B8',
    ]);
  });

  it('refuses to split what is not a private key', () => {
    expect(() => splitPrivateKey('abc')).toThrow(invalidKey);
  });

  it('refuses halves that do not make a key', () => {
    const [first, rest] = splitPrivateKey(STANDARD.privateKey);
    expect(() => joinPrivateKey(rest, first)).toThrow(invalidKey);
    expect(() => joinPrivateKey(first, '')).toThrow(invalidKey);
    expect(() => joinPrivateKey('', first + rest)).toThrow(invalidKey);
    expect(() => joinPrivateKey(first, rest.slice(1))).toThrow(invalidKey);
  });
});
