import { exchangeGift, giftCatalogue, giftExchangeDetail, giftExchangeHistory } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import * as gift from './service.js';

/** Gifts for points: the catalogue, one exchange per gift and customer, and the history (spec 7, gift). */
export function giftRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(giftCatalogue, ({ body, session, locale }) =>
      gift.catalogue(deps, gift.customerOf(session), body.category || undefined, locale),
    ),
    handle(exchangeGift, ({ body, session, locale }) =>
      gift.exchange(deps, gift.customerOf(session), body.giftId, body.quantity, locale),
    ),
    handle(giftExchangeDetail, ({ body, session, locale }) =>
      gift.exchangeDetail(deps, gift.customerOf(session), body.exchangeId, locale),
    ),
    handle(giftExchangeHistory, ({ query, session, locale }) =>
      gift.history(deps, gift.customerOf(session), query, locale),
    ),
  ];
}
