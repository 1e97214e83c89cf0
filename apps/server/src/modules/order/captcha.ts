import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Status, type Localized } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { BusinessError } from '../../http/errors.js';
import { spendNonce } from '../../domain/used-nonces.js';
import type { FieldCrypto } from '../../db/field-crypto.js';
import { renderCaptchaPng } from './captcha-image.js';

/** Long enough to read and type four digits, short enough that a solved one is not banked. */
const captchaLifetimeMs = 2 * 60_000;

const captchaWrong = {
  'zh-CN': '图形验证码错误或已过期，请重新输入',
  'en-US': 'The picture code is wrong or has expired; please enter the new one',
} satisfies Localized;

/**
 * Picture captcha. The id carries its expiry and a tag binding it to the
 * session that asked for it; the answer is derived from the id with the
 * server's key, so any process can check it. It is single-use: the first
 * check, right or wrong, records the id in the session's used nonces (the
 * table encrypted submits use), so one solved picture sends one SMS code to
 * one number, and a wrong answer needs a new picture.
 */
export function captchaAnswerFor(fieldCrypto: FieldCrypto, captchaId: string): string {
  const digest = Buffer.from(fieldCrypto.blindIndex(`captcha|${captchaId}`), 'base64url');
  return Array.from(digest.subarray(0, 4), (byte) => String(byte % 10)).join('');
}

function sessionTag(fieldCrypto: FieldCrypto, sessionId: string, head: string): string {
  return fieldCrypto.blindIndex(`captcha-session|${sessionId}|${head}`).slice(0, 16);
}

/** order/R00010051: a new picture for this session. */
export function newCaptcha(deps: AppDeps, sessionId: string, now = new Date()) {
  const expiresAt = new Date(now.getTime() + captchaLifetimeMs);
  const head = `${Math.floor(expiresAt.getTime() / 1000).toString(36)}.${randomBytes(9).toString('base64url')}`;
  const captchaId = `${head}.${sessionTag(deps.fieldCrypto, sessionId, head)}`;
  const png = renderCaptchaPng(captchaAnswerFor(deps.fieldCrypto, captchaId));
  return {
    captchaId,
    imageDataUrl: `data:image/png;base64,${png.toString('base64')}`,
    expiresAt: expiresAt.toISOString(),
  };
}

function refused(): BusinessError {
  return new BusinessError(Status.badInput, captchaWrong, {
    errors: [{ field: 'captchaText', message: '' }],
  });
}

/**
 * Spends the captcha (issued to this session, unexpired, not tried before)
 * and then compares the answer; either way it cannot be tried again.
 */
export async function spendCaptcha(
  deps: AppDeps,
  sessionId: string,
  input: { captchaId: string; captchaText: string },
  now: Date,
): Promise<void> {
  const [exp, random, tag] = input.captchaId.split('.');
  if (exp === undefined || random === undefined || tag === undefined) throw refused();
  if (!(parseInt(exp, 36) * 1000 >= now.getTime())) throw refused(); // NaN too
  const expected = Buffer.from(sessionTag(deps.fieldCrypto, sessionId, `${exp}.${random}`));
  const given = Buffer.from(tag);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused();
  if (!(await spendNonce(deps.db, sessionId, `captcha|${input.captchaId}`))) throw refused();
  if (captchaAnswerFor(deps.fieldCrypto, input.captchaId) !== input.captchaText.trim()) throw refused();
}
