import { randomBytes, randomInt } from 'node:crypto';
import { Status, type Locale, type Localized } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { BusinessError, notFound, toast } from '../../http/errors.js';
import { maskMobile } from '../../domain/masking.js';
import type { SmsSender } from '../../domain/sms.js';
import { customerOrderByTicket } from '../../domain/customer-orders.js';
import {
  codeLifetimeMs,
  resendAfterSeconds,
  spendVerificationCode,
  textedRecently,
} from '../../domain/verification-codes.js';
import { issueMobileProof } from '../../domain/mobile-proof.js';
import type { DbOrTx } from '../../db/client.js';
import { serviceTypeNames } from '../../domain/order-coupons.js';
import { spendCaptcha } from './captcha.js';
import { smsLinkLifetimeMs } from '../../http/sms-link.js';

const words = {
  codeWrong: {
    'zh-CN': '验证码错误，还可尝试 {left} 次',
    'en-US': 'The code is wrong; {left} tries left',
  },
  codeVoid: {
    'zh-CN': '验证码已失效，请重新获取',
    'en-US': 'The code has expired or was tried too often; please get a new one',
  },
  tooSoon: {
    'zh-CN': '短信发送过于频繁，请 60 秒后再试',
    'en-US': 'Messages are sent too often, please try again in 60 seconds',
  },
  codeText: {
    'zh-CN': '【权益服务中心】您的验证码为 {code}，5 分钟内有效，请勿告诉他人。',
    'en-US': '[Rights centre] Your verification code is {code}, valid for 5 minutes. Do not share it.',
  },
  ticketText: {
    'zh-CN': '【权益服务中心】您的{service}订单 {orderNo} 已受理，查看进度：{link}',
    'en-US': '[Rights centre] Your {service} order {orderNo} is received. Follow it: {link}',
  },
} satisfies Record<string, Localized>;

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}

async function assertNotTooSoon(deps: AppDeps, mobile: string, now: Date): Promise<void> {
  if (await textedRecently(deps.db, deps.fieldCrypto, mobile, now)) throw toast(words.tooSoon);
}

/**
 * R00010041: a 6-digit code to the mobile given, once the picture captcha is
 * solved; the captcha is spent by this one send, so it is bound to this number.
 */
export async function sendVerificationCode(
  deps: AppDeps,
  sms: SmsSender,
  session: { id: string; customerId: string },
  input: { mobile: string; captchaId: string; captchaText: string },
  locale: Locale,
  now = new Date(),
) {
  const { customerId } = session;
  await spendCaptcha(deps, session.id, input, now);
  await assertNotTooSoon(deps, input.mobile, now);
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  await sms(deps.db, {
    mobile: input.mobile,
    kind: 'verificationCode',
    body: fill(words.codeText[locale], { code }),
    customerId,
    code,
    expiresAt: new Date(now.getTime() + codeLifetimeMs),
  });
  return { sentTo: maskMobile(input.mobile), resendAfterSeconds };
}

/**
 * The order's ticket SMS: its number and a link that opens it. The link's sid
 * is the rescue-note intake of /order/list?Message=… (spec 4).
 */
export async function sendTicketSms(
  deps: AppDeps,
  db: DbOrTx,
  sms: SmsSender,
  order: { id: string; orderNo: string; customerId: string; contactMobileSealed: string },
  serviceName: string,
  locale: Locale,
  now = new Date(),
): Promise<string> {
  const mobile = deps.fieldCrypto.open(order.contactMobileSealed);
  const sid = randomBytes(18).toString('base64url');
  const origin = deps.config.publicUrl || '';
  await sms(db, {
    mobile,
    kind: 'orderTicket',
    body: fill(words.ticketText[locale], {
      service: serviceName,
      orderNo: order.orderNo,
      link: `${origin}/order/list?Message=${sid}`,
    }),
    customerId: order.customerId,
    orderId: order.id,
    linkSid: sid,
    expiresAt: new Date(now.getTime() + smsLinkLifetimeMs),
  });
  return maskMobile(mobile);
}

/** R00010043: the ticket SMS again, for the customer's own order by its ticket number. */
export async function resendTicket(
  deps: AppDeps,
  sms: SmsSender,
  customerId: string,
  ticketId: string,
  locale: Locale,
) {
  const row = await customerOrderByTicket(deps.db, customerId, ticketId);
  if (!row || !row.contactMobileSealed) throw notFound();
  await assertNotTooSoon(deps, deps.fieldCrypto.open(row.contactMobileSealed), new Date());
  const names = await serviceTypeNames(deps.db, [row.serviceType], locale);
  const sentTo = await sendTicketSms(deps, deps.db, sms, row, names.get(row.serviceType) ?? '', locale);
  return { sentTo };
}

function codeRefused(text: string): BusinessError {
  return new BusinessError(
    Status.badInput,
    { 'zh-CN': text, 'en-US': text },
    {
      errors: [{ field: 'code', message: text }],
    },
  );
}

/**
 * order/verifyCode: the code last sent to this number for this customer, while
 * it lives. Each guess is counted in the same UPDATE that checks the count, so
 * racing guesses cannot exceed five; the right code is spent at once.
 */
export async function checkVerificationCode(
  deps: AppDeps,
  customerId: string,
  input: { mobile: string; code: string },
  locale: Locale,
  now = new Date(),
) {
  const spent = await spendVerificationCode(deps.db, deps.fieldCrypto, customerId, input, now);
  if (!spent.ok) {
    if (spent.reason === 'void') throw codeRefused(words.codeVoid[locale]);
    throw codeRefused(fill(words.codeWrong[locale], { left: String(spent.left) }));
  }
  const proof = issueMobileProof(deps.fieldCrypto, customerId, input.mobile, now);
  return {
    mobile: maskMobile(input.mobile),
    mobileProof: proof.mobileProof,
    expiresAt: proof.expiresAt.toISOString(),
  };
}
