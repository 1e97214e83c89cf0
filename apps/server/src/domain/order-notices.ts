import type { Locale, Localized } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { serviceTypeNames } from './order-coupons.js';
import type { OrderRow } from './orders.js';
import type { SmsSender } from './sms.js';

/** The steps of a store booking the customer is told about by text message. */
export type OrderNotice = 'accepted' | 'inService' | 'completed' | 'notAccepted';

const noticeText: Record<OrderNotice, Localized> = {
  accepted: {
    'zh-CN': '【权益服务中心】门店已接单：您的{service}订单 {orderNo}，请按预约时间到店并出示服务码。',
    'en-US':
      '[Rights centre] The store accepted your {service} order {orderNo}. Please come at the booked time and show your service code.',
  },
  inService: {
    'zh-CN': '【权益服务中心】门店已核验您的服务码，{service}订单 {orderNo} 服务开始。',
    'en-US': '[Rights centre] The store verified your code; your {service} order {orderNo} is being served.',
  },
  completed: {
    'zh-CN': '【权益服务中心】您的{service}订单 {orderNo} 已完成，感谢使用。',
    'en-US': '[Rights centre] Your {service} order {orderNo} is complete. Thank you.',
  },
  notAccepted: {
    'zh-CN':
      '【权益服务中心】很抱歉，门店未能按时接单，您的{service}订单 {orderNo} 已取消，权益券已退回您的账户。',
    'en-US':
      '[Rights centre] Sorry, the store did not accept your {service} order {orderNo} in time. It was cancelled and your coupon returned.',
  },
};

/**
 * The note each store step leaves on the order's history, which the customer's
 * timeline shows under the step: written for the customer, in Chinese as the
 * stores' and staff's notes are (the English screen shows the step alone).
 * Never an internal id: the redemption is linked to its order by its own row.
 */
export const orderNotes = {
  accepted: '门店已接单',
  inService: '门店已核验服务码，服务开始',
  completed: '门店已完成服务',
  notAccepted: '门店未按时接单，订单已自动取消，权益券已退回',
} as const satisfies Partial<Record<OrderNotice, string>>;

/**
 * Tells the customer a step of their booking, by text to the order's contact
 * number, in the caller's transaction (a rolled-back step sends nothing). The
 * text names the order by its number only: no link, nothing that opens it.
 */
export async function sendOrderNotice(
  db: DbOrTx,
  fieldCrypto: FieldCrypto,
  sms: SmsSender,
  order: Pick<OrderRow, 'id' | 'orderNo' | 'customerId' | 'serviceType' | 'contactMobileSealed'>,
  notice: OrderNotice,
  locale: Locale = 'zh-CN',
): Promise<void> {
  if (!order.contactMobileSealed) return;
  const names = await serviceTypeNames(db, [order.serviceType], locale);
  const body = noticeText[notice][locale]
    .replace('{service}', names.get(order.serviceType) ?? '')
    .replace('{orderNo}', order.orderNo);
  await sms(db, {
    mobile: fieldCrypto.open(order.contactMobileSealed),
    kind: 'orderNotice',
    body,
    customerId: order.customerId,
    orderId: order.id,
  });
}
