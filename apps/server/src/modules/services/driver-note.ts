import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Locale, Localized } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { toast } from '../../http/errors.js';
import type { DbOrTx } from '../../db/client.js';
import { maskMobile } from '../../db/masking.js';
import type { OrderRow } from '../../db/orders.js';
import { sha256, type SmsSender } from '../../db/sms.js';
import { channels, loginCodes, orders, smsOutbox } from '../../db/schema/index.js';

/** How long the link in a designated-driver text opens the booking. */
const linkLifetimeMs = 3 * 86_400_000;
/** How long the login code a note answers may wait before the entrance uses it. */
const codeLifetimeMs = 10 * 60_000;

const words = {
  booked: {
    'zh-CN': '【权益服务中心】您的代驾已预约（订单 {orderNo}），司机出发后可查看位置：{link}',
    'en-US': '[Rights centre] Your designated driver is booked (order {orderNo}). Follow the driver: {link}',
  },
  linkInvalid: {
    'zh-CN': '短信链接已失效，请从合作方应用重新进入',
    'en-US': 'This message link has expired, please enter again from the partner app',
  },
} satisfies Record<string, Localized>;

/**
 * The text a designated-driver booking sends: its link opens
 * /order/intelligentDrive, which signs the customer in through
 * driverOrder/R00010062 and shows the driver's progress.
 */
export async function sendDriverBookedSms(
  deps: AppDeps,
  tx: DbOrTx,
  sms: SmsSender,
  order: OrderRow,
  locale: Locale,
  now = new Date(),
): Promise<string> {
  const mobile = deps.fieldCrypto.open(order.contactMobileSealed);
  const sid = randomBytes(18).toString('base64url');
  const link = `${deps.config.publicUrl || ''}/order/intelligentDrive?Message=${sid}`;
  await sms(tx, {
    mobile,
    kind: 'orderTicket',
    body: words.booked[locale].replace('{orderNo}', order.orderNo).replace('{link}', link),
    customerId: order.customerId,
    orderId: order.id,
    linkSid: sid,
    expiresAt: new Date(now.getTime() + linkLifetimeMs),
  });
  return maskMobile(mobile);
}

/**
 * driverOrder/R00010062: the sid of a designated-driver text becomes a
 * single-use login code (stored as its SHA-256 like every login code) and the
 * booking's progress screen. Only designated-driver texts open here.
 */
export async function driverNote(deps: AppDeps, sid: string, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const [msg] = await tx
      .select({ customerId: smsOutbox.customerId, orderId: smsOutbox.orderId })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.linkSidHash, sha256(sid)), gt(smsOutbox.expiresAt, now)));
    if (!msg?.customerId || !msg.orderId) throw toast(words.linkInvalid);
    const [order] = await tx.select().from(orders).where(eq(orders.id, msg.orderId));
    const [channel] = await tx
      .select({ id: channels.id })
      .from(channels)
      .where(eq(channels.loginChannel, '0'))
      .orderBy(asc(channels.id))
      .limit(1);
    if (!order || order.details.form !== 'designatedDriver' || !channel) throw toast(words.linkInvalid);
    const code = randomBytes(24).toString('base64url');
    await tx.insert(loginCodes).values({
      codeHash: sha256(code),
      kind: 'rcNeedCode',
      customerId: msg.customerId,
      channelId: channel.id,
      expiresAt: new Date(now.getTime() + codeLifetimeMs),
    });
    return {
      rcNeedCode: code,
      jumpUrl: `/order/driveStatus?id=${order.id}&primaryCheck=${encodeURIComponent(order.primaryCheck)}`,
      businessType: order.businessType,
    };
  });
}
