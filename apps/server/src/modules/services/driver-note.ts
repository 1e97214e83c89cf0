import { randomBytes } from 'node:crypto';
import type { Locale, Localized } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import type { DbOrTx } from '../../db/client.js';
import { maskMobile } from '../../domain/masking.js';
import type { OrderRow } from '../../domain/orders.js';
import type { SmsSender } from '../../domain/sms.js';
import { openSmsLink, smsLinkLifetimeMs } from '../../http/sms-link.js';

const words = {
  booked: {
    'zh-CN': '【权益服务中心】您的代驾已预约（订单 {orderNo}），司机出发后可查看位置：{link}',
    'en-US': '[Rights centre] Your designated driver is booked (order {orderNo}). Follow the driver: {link}',
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
    expiresAt: new Date(now.getTime() + smsLinkLifetimeMs),
  });
  return maskMobile(mobile);
}

/**
 * driverOrder/R00010062: the sid of a designated-driver text, opened for the
 * first time within its day, becomes a single-use code for a pass to that
 * booking (http/sms-link.ts) and the booking's progress screen. Only
 * designated-driver texts open here.
 */
export async function driverNote(deps: AppDeps, sid: string, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const { code, order } = await openSmsLink(tx, sid, (o) => o.details.form === 'designatedDriver', now);
    return {
      rcNeedCode: code,
      jumpUrl: `/order/driveStatus?id=${order.id}&primaryCheck=${encodeURIComponent(order.primaryCheck)}`,
      businessType: order.businessType,
    };
  });
}
