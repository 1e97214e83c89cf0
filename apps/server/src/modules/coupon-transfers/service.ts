import {
  chinaDay,
  type Coupon,
  type Locale,
  type TransferDetail,
  type TransferSummary,
  isUuid,
} from '@rc/contract';
import { toCoupon } from '../../domain/coupon-views.js';
import { maskName } from '../../domain/masking.js';
import {
  catalogueNamesOf,
  expireTransfer,
  giftableCoupons,
  isNamedRecipient,
  namesOf,
  ownCoupon,
  receiveTransfer,
  shareUrlOf,
  startTransfer,
  transferById,
  transferByShareCode,
  transferDetailOf,
  transferRecordsOf,
  withdrawTransfer,
  type TransferRow,
} from '../../domain/coupon-transfers.js';
import type { AppDeps } from '../../http/deps.js';
import { keepOnScreen, notFound, toast } from '../../http/errors.js';
import { badField } from '../../http/validate.js';

/**
 * Coupon transfers as the customer meets them: who may see, give, take back and claim, and the
 * words of each refusal. The queries and the state changes are domain/coupon-transfers.ts; the
 * WeChat share signature is ./wechat-signature.ts.
 */

const text = {
  notTransferable: {
    'zh-CN': '该权益当前不可转赠（已使用、已过期或正在转赠中）',
    'en-US': 'This coupon cannot be given now (used, expired or already being given).',
  },
  wholeCoupon: {
    'zh-CN': '转赠需包含该券的全部次数',
    'en-US': 'A gift gives all the uses of the coupon.',
  },
  notGiving: {
    'zh-CN': '该转赠已被领取、取消或已过期',
    'en-US': 'This gift has already been claimed, cancelled or has expired.',
  },
  expired: {
    'zh-CN': '该转赠已过期，权益已退回赠送人',
    'en-US': 'This gift has expired and went back to the giver.',
  },
  ownGift: {
    'zh-CN': '不能领取自己转赠的权益',
    'en-US': 'You cannot claim your own gift.',
  },
  notForYou: {
    'zh-CN': '该转赠指定了其他领取人',
    'en-US': 'This gift is meant for someone else.',
  },
  shareTitle: { 'zh-CN': '{name}送你一份车主权益', 'en-US': '{name} sent you a car-owner gift' },
  shareDescription: {
    'zh-CN': '{coupon} ×{n}，点击领取，{date}前有效',
    'en-US': '{coupon} ×{n}. Tap to claim before {date}.',
  },
} as const;

async function loadDetail(
  deps: AppDeps,
  t: TransferRow,
  me: string,
  locale: Locale,
  now: Date,
): Promise<TransferDetail> {
  const detail = await transferDetailOf(deps.db, deps.config.publicUrl, t, me, locale, now);
  if (!detail) throw notFound();
  return detail;
}

// ---------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------

export function transferableCoupons(
  deps: AppDeps,
  me: string,
  q: { onPagenum: number; onPagesize: number; serviceType?: string | undefined },
  locale: Locale,
  now = new Date(),
): Promise<{ list: Coupon[]; total: number }> {
  return giftableCoupons(deps.db, me, q, locale, now);
}

export async function createTransfer(
  deps: AppDeps,
  me: string,
  body: {
    couponId: string;
    quantity: number;
    message?: string | undefined;
    recipientMobile?: string | undefined;
  },
  locale: Locale,
  now = new Date(),
): Promise<TransferDetail> {
  if (!isUuid(body.couponId)) throw notFound();
  const coupon = await ownCoupon(deps.db, body.couponId, me);
  if (!coupon) throw notFound();
  if (body.quantity !== coupon.quantity - coupon.usedCount) {
    if (coupon.usedCount === 0) throw badField('quantity', locale);
    throw toast(text.wholeCoupon);
  }
  const transfer = await startTransfer(deps.db, deps.fieldCrypto, me, coupon, body, now);
  if (!transfer) throw toast(text.notTransferable);
  return loadDetail(deps, transfer, me, locale, now);
}

async function findMine(deps: AppDeps, id: string, me: string): Promise<TransferRow> {
  // Not an id at all: the same answer as someone else's (the uuid column would refuse it with a fault).
  if (!isUuid(id)) throw notFound();
  const t = await transferById(deps.db, id);
  if (!t || (t.giverId !== me && t.receiverId !== me)) throw notFound();
  return t;
}

export async function transferDetail(
  deps: AppDeps,
  me: string,
  id: string,
  locale: Locale,
  now = new Date(),
): Promise<TransferDetail> {
  let t = await findMine(deps, id, me);
  if (t.state === 'giving' && t.expiresAt <= now) {
    await expireTransfer(deps.db, t.id, now);
    t = await findMine(deps, id, me);
  }
  return loadDetail(deps, t, me, locale, now);
}

export function transferRecords(
  deps: AppDeps,
  me: string,
  q: { onPagenum: number; onPagesize: number; direction: 'sent' | 'received' },
  locale: Locale,
  now = new Date(),
): Promise<{ list: TransferSummary[]; total: number }> {
  return transferRecordsOf(deps.db, me, q, locale, now);
}

export async function cancelTransfer(
  deps: AppDeps,
  me: string,
  id: string,
  locale: Locale,
  now = new Date(),
): Promise<TransferDetail> {
  const t = await findMine(deps, id, me);
  if (t.giverId !== me) throw notFound();
  if (t.state === 'giving' && t.expiresAt <= now) {
    await expireTransfer(deps.db, t.id, now);
    throw keepOnScreen(text.expired);
  }
  const ended = await withdrawTransfer(deps.db, me, id, now);
  if (!ended) throw keepOnScreen(text.notGiving);
  return loadDetail(deps, ended, me, locale, now);
}

async function findByCode(deps: AppDeps, shareCode: string): Promise<TransferRow> {
  const t = await transferByShareCode(deps.db, shareCode);
  if (!t) throw notFound();
  return t;
}

export async function transferPreview(
  deps: AppDeps,
  me: string,
  shareCode: string,
  locale: Locale,
  now = new Date(),
): Promise<TransferDetail> {
  let t = await findByCode(deps, shareCode);
  if (t.state === 'giving' && t.expiresAt <= now) {
    await expireTransfer(deps.db, t.id, now);
    t = await findByCode(deps, shareCode);
  }
  return loadDetail(deps, t, me, locale, now);
}

export async function claimTransfer(
  deps: AppDeps,
  me: string,
  shareCode: string,
  locale: Locale,
  now = new Date(),
): Promise<{ transfer: TransferDetail; coupon: Coupon }> {
  const t = await findByCode(deps, shareCode);
  if (t.giverId === me) throw toast(text.ownGift);
  if (t.state === 'giving' && t.expiresAt <= now) {
    await expireTransfer(deps.db, t.id, now);
    throw keepOnScreen(text.expired);
  }
  if (t.recipientMobileIndex && !(await isNamedRecipient(deps.db, me, t.recipientMobileIndex))) {
    throw toast(text.notForYou);
  }
  const result = await receiveTransfer(deps.db, me, t, now);
  if (!result) throw keepOnScreen(text.notGiving);
  const cat = await catalogueNamesOf(deps.db, result.moved.serviceType);
  return {
    transfer: await loadDetail(deps, result.row, me, locale, now),
    coupon: toCoupon(result.moved, cat, locale, now),
  };
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}

export async function transferShareCard(
  deps: AppDeps,
  me: string,
  id: string,
  locale: Locale,
  now = new Date(),
): Promise<{ title: string; description: string; imageUrl: string; link: string }> {
  const t = await findMine(deps, id, me);
  if (t.giverId !== me) throw notFound();
  if (t.state !== 'giving' || t.expiresAt <= now) throw keepOnScreen(text.notGiving);
  const detail = await loadDetail(deps, t, me, locale, now);
  const names = await namesOf(deps.db, [me]);
  const date = chinaDay(t.expiresAt);
  return {
    title: fill(text.shareTitle[locale], { name: maskName(names.get(me) ?? '') }),
    description: fill(text.shareDescription[locale], {
      coupon: detail.couponName,
      n: String(detail.quantity),
      date,
    }),
    imageUrl: `${deps.config.publicUrl}/gift-card.png`,
    link: shareUrlOf(deps.config.publicUrl, t.shareCode),
  };
}
