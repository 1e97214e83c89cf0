import type { Locale, Localized, OrderDetail, OrderSummary } from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import { plateInScope, type ActingFor } from '../../http/acting-for.js';
import type { OrderRow } from '../../domain/orders.js';
import {
  cancelCustomerOrder,
  customerOrdersPage,
  findCustomerOrder,
  orderDetailParts,
  type OrderDetailParts,
  type OrderNames,
} from '../../domain/customer-orders.js';
import { orderDetail, orderSummary } from './view.js';

export const orderWords = {
  notCancellable: {
    'zh-CN': '订单已开始服务或已结束，无法取消',
    'en-US': 'This order has started or ended and can no longer be cancelled',
  },
  qrNotAvailable: {
    'zh-CN': '该订单当前无需出示服务码',
    'en-US': 'This order has no service code to show now',
  },
} satisfies Record<string, Localized>;

/**
 * One order of the customer: by its id, and its check value when given. Any
 * other customer's order (or an id that is no order) answers -3 "not found".
 */
export async function findOwnOrder(
  db: DbOrTx,
  who: ActingFor,
  id: string,
  primaryCheck?: string,
): Promise<OrderRow> {
  const row = await findCustomerOrder(db, who.id, id, primaryCheck, (plate) => plateInScope(who, plate));
  if (!row) throw notFound();
  return row;
}

export async function listOrders(
  deps: AppDeps,
  who: ActingFor,
  which: 'ongoing' | 'ended',
  page: { onPagenum: number; onPagesize: number; businessType?: string | undefined },
  locale: Locale,
): Promise<{ list: OrderSummary[]; total: number }> {
  const { rows, names, total } = await customerOrdersPage(deps.db, who.id, who.plates, which, page, locale);
  return {
    list: rows.map((r) => orderSummary(r, names.get(r.id) as OrderNames, locale)),
    total,
  };
}

function detailFrom(deps: AppDeps, parts: OrderDetailParts, locale: Locale): OrderDetail {
  return orderDetail(parts.row, parts.names, parts.history, deps.fieldCrypto, locale, parts.images);
}

export async function orderDetailFor(
  deps: AppDeps,
  who: ActingFor,
  id: string,
  primaryCheck: string | undefined,
  locale: Locale,
): Promise<OrderDetail> {
  const row = await findOwnOrder(deps.db, who, id, primaryCheck);
  return detailFrom(deps, await orderDetailParts(deps.db, row, locale), locale);
}

export const cancelReasons: { code: string; name: Localized }[] = [
  { code: 'plan', name: { 'zh-CN': '行程有变，暂不需要', 'en-US': 'My plans changed' } },
  { code: 'store', name: { 'zh-CN': '想换一家门店', 'en-US': 'I want another store' } },
  { code: 'time', name: { 'zh-CN': '预约时间不合适', 'en-US': 'The time does not suit me' } },
  { code: 'wrong', name: { 'zh-CN': '信息填写有误', 'en-US': 'I entered wrong details' } },
  { code: 'other', name: { 'zh-CN': '其他原因', 'en-US': 'Another reason' } },
];

/**
 * Cancels the customer's order and gives its coupon use back, in one
 * transaction: the status move checks the order is still cancellable, so a
 * merchant accepting at the same moment and this cancel cannot both win.
 */
export async function cancelOwnOrder(
  deps: AppDeps,
  who: ActingFor,
  input: { orderPrimaryId: string; primaryCheck: string; reasonCode: string; reason?: string | undefined },
  locale: Locale,
): Promise<OrderDetail> {
  const picked = cancelReasons.find((r) => r.code === input.reasonCode);
  const note = [picked?.name['zh-CN'] ?? input.reasonCode, input.reason].filter(Boolean).join('：');
  const outcome = await cancelCustomerOrder(
    deps.db,
    who.id,
    (plate) => plateInScope(who, plate),
    input,
    note,
    locale,
  );
  if (!outcome.ok) throw outcome.reason === 'notFound' ? notFound() : toast(orderWords.notCancellable);
  return detailFrom(deps, outcome.detail, locale);
}
