import { describe, expect, it } from 'vitest';
import { encrypt } from './cipher.js';
import { ENCRYPTED_PREFIX, openMessage, sealMessage } from './envelope.js';
import type { Sm2Error, Sm2ErrorKind } from './errors.js';
import { generateKeyPair } from './keys.js';

const { publicKey, privateKey } = generateKeyPair();
const NOW = 1_700_000_000_000;
const NONCE = '0123456789abcdef0123456789abcdef';

const failsWith = (kind: Sm2ErrorKind): Sm2Error =>
  expect.objectContaining({ name: 'Sm2Error', kind }) as Sm2Error;

/** Changes the hex character at `index` to a different one. */
function flipAt(text: string, index: number): string {
  const c = text[index];
  return text.slice(0, index) + (c === '0' ? '1' : '0') + text.slice(index + 1);
}

/** A message carrying any plaintext, to build envelopes sealMessage would not. */
const sealRaw = (plaintext: string): string => ENCRYPTED_PREFIX + encrypt(plaintext, publicKey);

describe('sealMessage / openMessage', () => {
  it('round-trips the payload with its ts and nonce', () => {
    const payload = { orderId: 'R00010012', 地址: '深圳市南山区', amount: 12_800, items: [1, 'two', null] };
    const message = sealMessage(payload, publicKey, { now: NOW, nonce: NONCE });
    expect(openMessage(message, privateKey, { now: NOW })).toEqual({ data: payload, ts: NOW, nonce: NONCE });
  });

  it('writes SM2: then 04 then hex', () => {
    expect(sealMessage({ a: 1 }, publicKey)).toMatch(/^SM2:04[0-9a-f]+$/);
  });

  it('stamps the current time and a fresh random nonce by default', () => {
    const before = Date.now();
    const opened = openMessage(sealMessage('x', publicKey), privateKey);
    expect(opened.ts).toBeGreaterThanOrEqual(before);
    expect(opened.ts).toBeLessThanOrEqual(Date.now());
    expect(opened.nonce).toMatch(/^[0-9a-f]{32}$/);
  });

  it('gives each seal its own nonce', () => {
    const a = openMessage(sealMessage('same', publicKey, { now: NOW }), privateKey, { now: NOW });
    const b = openMessage(sealMessage('same', publicKey, { now: NOW }), privateKey, { now: NOW });
    expect(a.nonce).not.toBe(b.nonce);
  });

  it('refuses to seal with a nonce that openMessage would refuse', () => {
    expect(() => sealMessage('x', publicKey, { nonce: 'short' })).toThrow(failsWith('malformed'));
  });

  describe('notEncrypted', () => {
    it.each([
      ['plain JSON', JSON.stringify({ orderId: 'R1' })],
      ['empty', ''],
      ['the prefix alone', ENCRYPTED_PREFIX],
      ['the prefix in another case', sealMessage('x', publicKey).replace('SM2:', 'sm2:')],
      ['hex without the prefix', sealMessage('x', publicKey).slice(ENCRYPTED_PREFIX.length)],
      ['the prefix then non-hex', `${ENCRYPTED_PREFIX}not hex at all`],
    ])('%s', (_name, message) => {
      expect(() => openMessage(message, privateKey, { now: NOW })).toThrow(failsWith('notEncrypted'));
    });

    it('a value that is not a string at all', () => {
      expect(() => openMessage({ message: 'x' } as unknown as string, privateKey)).toThrow(
        failsWith('notEncrypted'),
      );
    });
  });

  describe('undecryptable', () => {
    const message = sealMessage({ orderId: 'R1' }, publicKey, { now: NOW, nonce: NONCE });
    const c3Start = ENCRYPTED_PREFIX.length + 2 + 128;
    const c2Start = c3Start + 64;

    it('sealed for another key', () => {
      const other = generateKeyPair();
      expect(() => openMessage(message, other.privateKey, { now: NOW })).toThrow(failsWith('undecryptable'));
    });

    it.each([
      ['C3', c3Start + 7],
      ['C2', c2Start + 3],
    ])('a flipped hex character in %s', (_name, index) => {
      expect(openMessage(message, privateKey, { now: NOW }).data).toEqual({ orderId: 'R1' });
      expect(() => openMessage(flipAt(message, index), privateKey, { now: NOW })).toThrow(
        failsWith('undecryptable'),
      );
    });
  });

  describe('malformed', () => {
    it.each([
      ['not JSON', 'orderId=R1'],
      ['a JSON array', JSON.stringify([NOW, NONCE])],
      ['JSON null', 'null'],
      ['no nonce', JSON.stringify({ ts: NOW, data: { orderId: 'R1' } })],
      ['no ts', JSON.stringify({ nonce: NONCE, data: {} })],
      ['ts as a string', JSON.stringify({ ts: String(NOW), nonce: NONCE, data: {} })],
      ['ts not an integer', JSON.stringify({ ts: NOW + 0.5, nonce: NONCE, data: {} })],
      ['nonce as a number', JSON.stringify({ ts: NOW, nonce: 12345, data: {} })],
      ['nonce too short', JSON.stringify({ ts: NOW, nonce: 'abcd', data: {} })],
      ['nonce in upper case', JSON.stringify({ ts: NOW, nonce: NONCE.toUpperCase(), data: {} })],
    ])('%s', (_name, plaintext) => {
      expect(() => openMessage(sealRaw(plaintext), privateKey, { now: NOW })).toThrow(failsWith('malformed'));
    });
  });

  describe('stale', () => {
    const open = (ts: number, opts: { maxAgeMs?: number; maxFutureSkewMs?: number } = {}) =>
      openMessage(sealMessage('x', publicKey, { now: ts }), privateKey, { now: NOW, ...opts });

    it('accepts a message exactly 120 s old, refuses one a millisecond older', () => {
      expect(open(NOW - 120_000).ts).toBe(NOW - 120_000);
      expect(() => open(NOW - 120_001)).toThrow(failsWith('stale'));
    });

    it('accepts a ts 30 s ahead (client clock), refuses one a millisecond further', () => {
      expect(open(NOW + 30_000).ts).toBe(NOW + 30_000);
      expect(() => open(NOW + 30_001)).toThrow(failsWith('stale'));
    });

    it('honours the limits passed in', () => {
      expect(() => open(NOW - 5_001, { maxAgeMs: 5_000 })).toThrow(failsWith('stale'));
      expect(() => open(NOW + 1, { maxFutureSkewMs: 0 })).toThrow(failsWith('stale'));
      expect(open(NOW - 600_000, { maxAgeMs: 600_000 }).ts).toBe(NOW - 600_000);
    });
  });
});
