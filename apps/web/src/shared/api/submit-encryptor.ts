import { session } from '../session/session-store.js';
import { ApiError } from './api-error.js';
import { Status } from '@rc/contract';

/**
 * The encryptor of the order submits (spec 7): the payload sealed with SM2
 * under the session's public key from the key exchange, with a timestamp and
 * a nonce so the server can refuse stale and replayed messages. The SM2 code
 * loads on the first submit, keeping it out of the first screen.
 */
export async function sealForSession(payload: unknown): Promise<{ message: string }> {
  const publicKey = session.publicKey();
  if (!publicKey) {
    throw new ApiError('status', Status.sessionInvalid, 'no session key', null, null, 'submitEncryptor');
  }
  const { sealMessage } = await import('@rc/sm2');
  return { message: sealMessage(payload, publicKey) };
}
