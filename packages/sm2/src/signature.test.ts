import { describe, expect, it } from 'vitest';
import smCrypto from 'sm-crypto';
import { generateKeyPair } from './keys.js';
import { sign, verify } from './signature.js';

describe('SM2 signatures', () => {
  const keys = generateKeyPair();
  const message = JSON.stringify({ purpose: 'marketing', granted: false, 说明: '撤回' });

  it('verifies its own signature and refuses a changed message or another key', () => {
    const signature = sign(message, keys.privateKey);
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect(verify(message, signature, keys.publicKey)).toBe(true);
    expect(verify(`${message} `, signature, keys.publicKey)).toBe(false);
    expect(verify(message, signature, generateKeyPair().publicKey)).toBe(false);
  });

  it('answers false, not an exception, for malformed signatures and keys', () => {
    expect(verify(message, 'zz', keys.publicKey)).toBe(false);
    expect(verify(message, '0'.repeat(128), keys.publicKey)).toBe(false);
    expect(verify(message, sign(message, keys.privateKey), '04abc')).toBe(false);
    expect(() => sign(message, 'not a key')).toThrow();
  });

  it('interoperates with the classic sm-crypto in both directions', () => {
    const classic = smCrypto.sm2 as unknown as {
      doSignature(m: string, k: string, o: { hash: boolean; der: boolean }): string;
      doVerifySignature(m: string, s: string, k: string, o: { hash: boolean; der: boolean }): boolean;
    };
    const ours = sign(message, keys.privateKey);
    expect(classic.doVerifySignature(message, ours, keys.publicKey, { hash: true, der: false })).toBe(true);
    const theirs = classic.doSignature(message, keys.privateKey, { hash: true, der: false });
    expect(verify(message, theirs, keys.publicKey)).toBe(true);
  });
});
