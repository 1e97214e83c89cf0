import { checkCardOrder, type CardOrder, type Locale } from '@rc/contract';
import { customerCardOrder } from '../../domain/health-cards.js';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';

/** cardorder/R00040014: one card order of the customer (health-insurance payment card and similar). */
export async function cardOrderOf(
  deps: AppDeps,
  customerId: string,
  id: string,
  locale: Locale = 'zh-CN',
): Promise<CardOrder> {
  const order = await customerCardOrder(deps.db, customerId, id, locale);
  if (!order) throw notFound();
  return order;
}

export function healthCardRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(checkCardOrder, ({ customer, params, locale }) =>
      cardOrderOf(deps, customer.id, params.id, locale),
    ),
  ];
}
