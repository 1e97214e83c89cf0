import { describe, expect, it } from 'vitest';
import { Sm2Error } from './errors.js';
import { generateKeyPair, isValidPrivateKey, isValidPublicKey, publicKeyFromPrivateKey } from './keys.js';
import { STANDARD } from './standard-vector.js';

const N = 0xfffffffeffffffffffffffffffffffff7203df6b21c6052b53bbf40939d54123n;
const hex64 = (n: bigint): string => n.toString(16).padStart(64, '0');

describe('generateKeyPair', () => {
  it('gives a 64-hex private key and its uncompressed 04 public key (130 hex)', () => {
    const { publicKey, privateKey } = generateKeyPair();
    expect(privateKey).toMatch(/^[0-9a-f]{64}$/);
    expect(publicKey).toMatch(/^04[0-9a-f]{128}$/);
    expect(isValidPrivateKey(privateKey)).toBe(true);
    expect(isValidPublicKey(publicKey)).toBe(true);
    expect(publicKeyFromPrivateKey(privateKey)).toBe(publicKey);
  });

  it('gives a different pair each time', () => {
    expect(generateKeyPair().privateKey).not.toBe(generateKeyPair().privateKey);
  });
});

describe('publicKeyFromPrivateKey', () => {
  it('derives the standard public key from the standard private key (GB/T 32918.5)', () => {
    expect(publicKeyFromPrivateKey(STANDARD.privateKey)).toBe(STANDARD.publicKey.toLowerCase());
    expect(publicKeyFromPrivateKey(STANDARD.privateKey.toLowerCase())).toBe(STANDARD.publicKey.toLowerCase());
  });

  it('refuses what is not a private key', () => {
    expect(() => publicKeyFromPrivateKey('00'.repeat(32))).toThrow(
      expect.objectContaining({ kind: 'invalidKey' }) as Sm2Error,
    );
    expect(() => publicKeyFromPrivateKey('xyz')).toThrow(Sm2Error);
  });
});

describe('isValidPrivateKey', () => {
  it.each([
    ['the standard key', STANDARD.privateKey, true],
    ['d = 1', hex64(1n), true],
    ['d = n - 2', hex64(N - 2n), true],
    ['d = 0', hex64(0n), false],
    ['d = n - 1 (excluded by GB/T 32918.1)', hex64(N - 1n), false],
    ['d = n', hex64(N), false],
    ['63 hex characters', STANDARD.privateKey.slice(1), false],
    ['65 hex characters', `${STANDARD.privateKey}0`, false],
    ['a non-hex character', `${STANDARD.privateKey.slice(0, 63)}g`, false],
    ['empty', '', false],
  ])('%s → %s', (_name, key, valid) => {
    expect(isValidPrivateKey(key)).toBe(valid);
  });
});

describe('isValidPublicKey', () => {
  const compressed = `0${BigInt(`0x${STANDARD.publicKey.slice(66)}`) % 2n === 0n ? 2 : 3}${STANDARD.publicKey.slice(2, 66)}`;
  it.each([
    ['the standard key', STANDARD.publicKey, true],
    ['the standard key, lower case', STANDARD.publicKey.toLowerCase(), true],
    ['without its 04', STANDARD.publicKey.slice(2), false],
    ['compressed form', compressed, false],
    ['y changed: off the curve', `${STANDARD.publicKey.slice(0, 129)}4`, false],
    ['all zero coordinates', `04${'00'.repeat(64)}`, false],
    ['non-hex', `04${'zz'.repeat(64)}`, false],
    ['empty', '', false],
  ])('%s → %s', (_name, key, valid) => {
    expect(isValidPublicKey(key)).toBe(valid);
  });
});
