/**
 * Why an SM2 operation refused its input. The server maps these to reply
 * statuses and the web app to messages, so the kind is data, not prose.
 *
 * - `invalidKey`: a key is not a well-formed SM2 key (a programming or
 *   configuration fault, not something a client can cause by tampering).
 * - `notEncrypted`: the message does not carry the encrypted-form prefix and hex.
 * - `undecryptable`: wrong key, tampered or truncated ciphertext (the C3 hash
 *   check failed), or a plaintext that is not UTF-8 text.
 * - `malformed`: decrypted, but not the `{ ts, nonce, data }` envelope.
 * - `stale`: the envelope's `ts` is too old or too far in the future.
 */
export type Sm2ErrorKind = 'invalidKey' | 'notEncrypted' | 'undecryptable' | 'malformed' | 'stale';

export class Sm2Error extends Error {
  override readonly name = 'Sm2Error';
  readonly kind: Sm2ErrorKind;

  constructor(kind: Sm2ErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }
}

export function isSm2Error(error: unknown, kind?: Sm2ErrorKind): error is Sm2Error {
  return error instanceof Sm2Error && (kind === undefined || error.kind === kind);
}
