import { exchangeGift, giftCatalogue, giftExchangeDetail, giftExchangeHistory } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import * as gift from './service.js';

/** Gifts for points: the catalogue, one exchange per gift and customer, and the history (spec 7, gift). */
export function giftRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(giftCatalogue, ({ body, customer, locale }) =>
      gift.catalogue(deps, customer.id, body.category || undefined, locale),
    ),
    handle(exchangeGift, ({ body, customer, locale }) =>
      gift.exchange(deps, customer.id, body.giftId, body.quantity, locale),
    ),
    handle(giftExchangeDetail, ({ body, customer, locale }) =>
      gift.exchangeDetail(deps, customer.id, body.exchangeId, locale),
    ),
    handle(giftExchangeHistory, ({ query, customer, locale }) =>
      gift.history(deps, customer.id, query, locale),
    ),
  ];
}
