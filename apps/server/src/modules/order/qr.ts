import type { AppDeps } from '../../http/deps.js';
import { toast } from '../../http/errors.js';
import { findOwnOrder, orderWords } from './service.js';
import { orderQrContent } from '../../domain/order-qr.js';
import type { ActingFor } from '../../http/acting-for.js';

const qrLifetimeSeconds = 300;
const refreshAfterSeconds = 60;

/** order/R00010039: a fresh service code for the customer's own live order. */
export async function refreshQr(
  deps: AppDeps,
  who: ActingFor,
  ref: { orderPrimaryId: string; primaryCheck: string },
  now = new Date(),
) {
  const row = await findOwnOrder(deps.db, who, ref.orderPrimaryId, ref.primaryCheck);
  if (!['submitted', 'accepted', 'inService', 'toVerify'].includes(row.status))
    throw toast(orderWords.qrNotAvailable);
  const expiresAt = new Date(now.getTime() + qrLifetimeSeconds * 1000);
  return {
    qrContent: orderQrContent(deps.fieldCrypto, row.orderNo, expiresAt),
    expiresAt: expiresAt.toISOString(),
    refreshAfterSeconds,
  };
}
