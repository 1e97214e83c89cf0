import type { Locale, Localized, OrderDetail, OrderSummary } from '@rc/contract';
import type { FieldCrypto } from '../../db/field-crypto.js';
import { maskMobile } from '../../domain/masking.js';
import { cancellableStatuses, type OrderRow } from '../../domain/orders.js';
import type { OrderNames, OrderStatusValue } from '../../domain/customer-orders.js';

export const statusWords: Record<OrderStatusValue, Localized> = {
  submitted: { 'zh-CN': '待接单', 'en-US': 'Submitted' },
  accepted: { 'zh-CN': '已接单', 'en-US': 'Accepted' },
  inService: { 'zh-CN': '服务中', 'en-US': 'In service' },
  toVerify: { 'zh-CN': '待核销', 'en-US': 'To verify' },
  completed: { 'zh-CN': '已完成', 'en-US': 'Completed' },
  cancelled: { 'zh-CN': '已取消', 'en-US': 'Cancelled' },
};

export function orderSummary(row: OrderRow, names: OrderNames, locale: Locale): OrderSummary {
  return {
    id: row.id,
    primaryCheck: row.primaryCheck,
    ticketId: row.orderNo,
    businessType: row.businessType,
    serviceType: row.serviceType,
    serviceTypeName: names.serviceTypeName,
    status: row.status,
    statusText: statusWords[row.status][locale],
    createdAt: row.createdAt.toISOString(),
    appointmentAt: row.appointmentAt?.toISOString() ?? null,
    couponId: row.couponId,
    plateNumber: row.plateNumber || null,
    shopName: names.shopName,
  };
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

export function orderDetail(
  row: OrderRow,
  names: OrderNames,
  history: { status: OrderStatusValue; at: Date; note: string }[],
  fieldCrypto: FieldCrypto,
  locale: Locale,
  images: OrderDetail['images'] = [],
): OrderDetail {
  const location = row.locationSealed
    ? (JSON.parse(fieldCrypto.open(row.locationSealed)) as {
        address: string;
        lng: number;
        lat: number;
        cityCode?: string;
        cityName?: string;
      })
    : null;
  const details = row.details;
  const destination = details.destination as OrderDetail['destination'] | undefined;
  return {
    ...orderSummary(row, names, locale),
    contactName: row.contactName,
    contactMobile: row.contactMobileSealed ? maskMobile(fieldCrypto.open(row.contactMobileSealed)) : '',
    place: location
      ? {
          address: location.address,
          lng: location.lng,
          lat: location.lat,
          cityCode: location.cityCode ?? null,
          cityName: location.cityName ?? null,
        }
      : names.shopPlace,
    destination: destination ?? null,
    remark: str(details.remark),
    amount: row.priceFen,
    images,
    history: history.map((h) => ({ status: h.status, at: h.at.toISOString(), note: h.note })),
    canCancel: cancellableStatuses.includes(row.status),
    canUrge: row.status === 'submitted' || row.status === 'accepted',
    formCode: typeof details.form === 'string' ? details.form : null,
  };
}
