import { decrypt, encrypt } from './cipher.js';
import { Sm2Error } from './errors.js';
import { isHexBytes } from './hex.js';

/**
 * Marks a `{ message }` body as the encrypted form (spec section 7). The wire
 * text is `SM2:` + `04` + hex C1C3C2 of the JSON envelope.
 */
export const ENCRYPTED_PREFIX = 'SM2:';

export const DEFAULT_MAX_AGE_MS = 120_000;
export const DEFAULT_MAX_FUTURE_SKEW_MS = 30_000;

const NONCE_BYTES = 16;
const NONCE = /^[0-9a-f]{32}$/;

export interface SealOptions {
  /** Epoch ms to stamp; defaults to `Date.now()`. */
  now?: number;
  /** 32 lowercase hex characters; defaults to a fresh random one. */
  nonce?: string;
}

export interface OpenOptions {
  /** Epoch ms to judge freshness against; defaults to `Date.now()`. */
  now?: number;
  /** Oldest accepted `ts`, as an age in ms (inclusive). */
  maxAgeMs?: number;
  /** How far ahead of `now` a `ts` may be (a client clock running fast), in ms (inclusive). */
  maxFutureSkewMs?: number;
}

export interface OpenedMessage {
  data: unknown;
  ts: number;
  nonce: string;
}

/** Encrypts `payload` under the server's public key as the `message` of an encrypted submit. */
export function sealMessage(payload: unknown, publicKey: string, opts: SealOptions = {}): string {
  const ts = opts.now ?? Date.now();
  const nonce = opts.nonce ?? randomNonce();
  if (!NONCE.test(nonce)) {
    // Sealing what openMessage would refuse helps no one.
    throw new Sm2Error('malformed', 'nonce must be 32 lowercase hex characters');
  }
  const plaintext = JSON.stringify({ ts, nonce, data: payload });
  return ENCRYPTED_PREFIX + encrypt(plaintext, publicKey);
}

/**
 * Decrypts and checks an encrypted submit: prefix, ciphertext, envelope shape
 * and freshness of `ts`.
 *
 * It cannot refuse a replay inside the freshness window: that needs memory
 * shared by every server process, so the server records each accepted nonce
 * (e.g. a unique row per nonce) for at least maxAgeMs + maxFutureSkewMs and
 * refuses one it has seen. After that window the `ts` check refuses the
 * message here anyway.
 */
export function openMessage(message: string, privateKey: string, opts: OpenOptions = {}): OpenedMessage {
  const cipherHex = cipherHexOf(message);
  const plaintext = decrypt(cipherHex, privateKey);
  const envelope = parseEnvelope(plaintext);
  assertFresh(envelope.ts, opts);
  return envelope;
}

function cipherHexOf(message: unknown): string {
  if (typeof message !== 'string' || !message.startsWith(ENCRYPTED_PREFIX)) {
    throw new Sm2Error('notEncrypted', `message does not start with ${ENCRYPTED_PREFIX}`);
  }
  const cipherHex = message.slice(ENCRYPTED_PREFIX.length);
  if (!isHexBytes(cipherHex)) {
    throw new Sm2Error('notEncrypted', `message after ${ENCRYPTED_PREFIX} is not hex`);
  }
  return cipherHex;
}

function parseEnvelope(plaintext: string): OpenedMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(plaintext);
  } catch (cause) {
    throw new Sm2Error('malformed', 'decrypted message is not JSON', { cause });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Sm2Error('malformed', 'decrypted message is not a JSON object');
  }
  const { ts, nonce, data } = parsed as Record<string, unknown>;
  if (typeof ts !== 'number' || !Number.isSafeInteger(ts)) {
    throw new Sm2Error('malformed', 'ts must be an integer epoch in ms');
  }
  if (typeof nonce !== 'string' || !NONCE.test(nonce)) {
    throw new Sm2Error('malformed', 'nonce must be 32 lowercase hex characters');
  }
  return { data, ts, nonce };
}

function assertFresh(ts: number, opts: OpenOptions): void {
  const now = opts.now ?? Date.now();
  const maxAgeMs = opts.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
  const maxFutureSkewMs = opts.maxFutureSkewMs ?? DEFAULT_MAX_FUTURE_SKEW_MS;
  if (now - ts > maxAgeMs) {
    throw new Sm2Error('stale', `message is older than ${maxAgeMs} ms`);
  }
  if (ts - now > maxFutureSkewMs) {
    throw new Sm2Error('stale', `message is more than ${maxFutureSkewMs} ms in the future`);
  }
}

function randomNonce(): string {
  // globalThis.crypto is Web Crypto in browsers and in Node 20 alike.
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
