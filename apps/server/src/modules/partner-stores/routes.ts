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
import { searchShops, shopRegions as regionsOf } from './shops.js';
import * as network from './service.js';

/** The co-operation network: stores, regions, the car-wash order and value-added services. */
export function partnerStoreRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(nearbyShops, ({ body, locale }) => searchShops(deps.db, body, locale)),
    handle(shopRegions, ({ body, locale }) => regionsOf(deps.db, body, locale)),
    handle(placeTypes, ({ query, locale }) => Promise.resolve(network.placeTypes(query, locale))),
    handle(placeNames, ({ query, locale }) => network.placeNames(deps, query, locale)),
    handle(initCarWashOrder, ({ customer, body, locale }) =>
      network.initCarWash(deps, customer, body, locale),
    ),
    handle(carWashCoupons, ({ customer, body, locale }) =>
      network.couponsAtShop(deps, customer, body, locale),
    ),
    handle(initStandardServiceOrder, ({ customer, body, locale }) =>
      network.initStandardService(deps, customer, body, locale),
    ),
    handle(submitValueAddedOrder, ({ customer, body, locale }) =>
      network.placeShopOrder(deps, customer, body, 'valueAdded', locale),
    ),
    handle(submitCarWashOrder, ({ customer, body, locale }) =>
      network.placeShopOrder(deps, customer, body, 'carWash', locale),
    ),
  ];
}
