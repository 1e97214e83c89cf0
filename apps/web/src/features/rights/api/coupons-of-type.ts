import { couponsOfType } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** The page size of /rights/coupons/:type. */
export const couponsPageSize = 10;

export const couponsOfTypeKey = (type: string) => queryKeyOf(couponsOfType, type);

/** rights/R00010026/{type}: one page of the customer's coupons of a type (for the shared paged list). */
export function fetchCouponsOfType(type: string, page: number, signal: AbortSignal) {
  return callEndpoint(couponsOfType, {
    params: { type },
    query: { onPagenum: page, onPagesize: couponsPageSize },
    signal,
  });
}
