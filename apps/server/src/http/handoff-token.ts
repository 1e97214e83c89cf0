import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { mobilePattern } from '@rc/contract';

/**
 * The partner hand-off token: `base64url(claims).base64url(HMAC-SHA256(secret, claimsPart))`.
 * A partner signs it with its channel secret; it lives at most 1800 s and its
 * `jti` is accepted once (the handoff_uses table decides).
 */
export const handoffClaimsSchema = z.object({
  /** The channel id; must equal the `channel` the token arrives with. */
  ch: z.string().min(1).max(32),
  /** The partner's id of the person (becomes userVo.pid). */
  sub: z.string().min(1).max(64),
  iat: z.number().int(),
  exp: z.number().int(),
  jti: z.string().min(16).max(64),
  name: z.string().max(32).optional(),
  mobile: z.string().regex(mobilePattern).optional(),
});
export type HandoffClaims = z.infer<typeof handoffClaimsSchema>;

/** 32 random bytes: the HMAC key a channel signs hand-off tokens with. Kept sealed; shown once. */
export const newChannelSecret = () => randomBytes(32).toString('base64url');

export type HandoffRefusal = 'malformed' | 'badSignature' | 'expired' | 'wrongChannel';

export function signHandoffToken(
  secret: string,
  claims: Omit<HandoffClaims, 'iat' | 'exp' | 'jti'> & { ttlSeconds: number; now?: number },
): string {
  const iat = Math.floor((claims.now ?? Date.now()) / 1000);
  const body: HandoffClaims = {
    ch: claims.ch,
    sub: claims.sub,
    iat,
    exp: iat + claims.ttlSeconds,
    jti: randomBytes(16).toString('hex'),
    ...(claims.name ? { name: claims.name } : {}),
    ...(claims.mobile ? { mobile: claims.mobile } : {}),
  };
  const part = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${part}.${createHmac('sha256', secret).update(part).digest('base64url')}`;
}

export function verifyHandoffToken(
  token: string,
  secret: string,
  opts: { channel: string; maxTtlSeconds: number; now?: number },
): { ok: true; claims: HandoffClaims } | { ok: false; reason: HandoffRefusal } {
  const [part, sig, extra] = token.split('.');
  if (!part || !sig || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = createHmac('sha256', secret).update(part).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'badSignature' };
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = handoffClaimsSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const claims = parsed.data;
  if (claims.ch !== opts.channel) return { ok: false, reason: 'wrongChannel' };
  const now = Math.floor((opts.now ?? Date.now()) / 1000);
  // A token is good from iat to exp, never longer than the hand-off lifetime, and not from the future.
  if (claims.exp <= now || claims.iat > now + 60 || claims.exp - claims.iat > opts.maxTtlSeconds) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, claims };
}
