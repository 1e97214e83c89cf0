import { queryOptions, useQuery } from '@tanstack/react-query';
import { giftCatalogue } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** gift/R00010048: the gifts on offer and the customer's points. */
export const giftCatalogueKey = queryKeyOf(giftCatalogue);

export function giftCatalogueQuery() {
  return queryOptions({
    queryKey: giftCatalogueKey,
    queryFn: ({ signal }) => callEndpoint(giftCatalogue, { body: {}, signal }),
  });
}

export function useGiftCatalogue(enabled = true) {
  return useQuery({ ...giftCatalogueQuery(), enabled });
}
