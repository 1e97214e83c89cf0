import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Personal data at rest (ID number, mobile, VIN, channel secrets): AES-256-GCM
 * with a random IV, stored as `v1.<iv>.<tag>.<ciphertext>` in base64url.
 * A blind index (HMAC-SHA256 under a derived key) lets us look a value up
 * without storing it in the clear. See docs/decisions/003-personal-data-at-rest.md.
 */
export interface FieldCrypto {
  seal(plain: string): string;
  open(sealed: string): string;
  blindIndex(plain: string): string;
}

export function createFieldCrypto(hexKey: string): FieldCrypto {
  const key = Buffer.from(hexKey, 'hex');
  if (key.length !== 32) throw new Error('the data key must be 32 bytes (64 hex characters)');
  const indexKey = createHmac('sha256', key).update('blind-index').digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return ['v1', iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join(
        '.',
      );
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed field');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    blindIndex(plain) {
      return createHmac('sha256', indexKey).update(plain.trim().toUpperCase()).digest('base64url');
    },
  };
}
