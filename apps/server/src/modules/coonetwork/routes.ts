import {
  carWashCoupons,
  initCarWashOrder,
  initStandardServiceOrder,
  nearbyShops,
  placeNames,
  placeTypes,
  shopRegions,
  submitCarWashOrder,
  submitValueAddedOrder,
} from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { sessionInvalid } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';
import { searchShops, shopRegions as regionsOf } from './shops.js';
import * as network from './service.js';

function customerOf(session: SessionContext | null): string {
  const id = session?.actingCustomerId ?? session?.customerId;
  if (!id) throw sessionInvalid();
  return id;
}

/** The co-operation network: stores, regions, the car-wash order and value-added services. */
export function coonetworkRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(nearbyShops, ({ body, locale }) => searchShops(deps.db, body, locale)),
    handle(shopRegions, ({ body, locale }) => regionsOf(deps.db, body, locale)),
    handle(placeTypes, ({ query, locale }) => Promise.resolve(network.placeTypes(query, locale))),
    handle(placeNames, ({ query, locale }) => network.placeNames(deps, query, locale)),
    handle(initCarWashOrder, ({ session, body, locale }) =>
      network.initCarWash(deps, customerOf(session), body, locale),
    ),
    handle(carWashCoupons, ({ session, body, locale }) =>
      network.couponsAtShop(deps, customerOf(session), body, locale),
    ),
    handle(initStandardServiceOrder, ({ session, body, locale }) =>
      network.initStandardService(deps, customerOf(session), body, locale),
    ),
    handle(submitValueAddedOrder, ({ session, body, locale }) =>
      network.placeShopOrder(deps, customerOf(session), body, 'valueAdded', locale),
    ),
    handle(submitCarWashOrder, ({ session, body, locale }) =>
      network.placeShopOrder(deps, customerOf(session), body, 'carWash', locale),
    ),
  ];
}
