import type { Shop } from '@rc/contract';
import { nearbyShops } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

export interface ShopSearch {
  serviceType: string;
  lat?: number;
  lng?: number;
  /** A city code of coonetwork/regionInit: only its stores. */
  regionCode?: string;
  keyword?: string;
}

export interface ShopPage {
  list: Shop[];
  snCode: string;
  noMoreData: boolean;
}

export const shopPageSize = 10;
export const nearbyShopsKey = (s: ShopSearch) => queryKeyOf(nearbyShops, s);

/** coonetwork/snQuery: one page of stores; later pages pass back the first page's snCode. */
export function fetchShops(
  search: ShopSearch,
  page: number,
  snCode: string | undefined,
  signal: AbortSignal,
) {
  return callEndpoint(nearbyShops, {
    body: {
      serviceType: search.serviceType,
      onPagenum: page,
      onPagesize: shopPageSize,
      ...(search.lat !== undefined && search.lng !== undefined ? { lat: search.lat, lng: search.lng } : {}),
      ...(search.regionCode ? { regionCode: search.regionCode } : {}),
      ...(search.keyword ? { keyword: search.keyword } : {}),
      ...(snCode ? { snCode } : {}),
    },
    signal,
  });
}
