import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkCardOrder, endedOrders, ongoingOrders } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** Card orders are filed under this business type (cardorder/R00040014 reads them). */
export const cardBusinessType = 'card';

/**
 * The customer's health insurance payment cards: their card orders, ongoing
 * and ended (order/R00010014, R00010035), each read as a card (R00040014).
 * A customer holds a handful at most, so one page of each is all of them.
 */
export function healthCardsOptions() {
  return queryOptions({
    queryKey: queryKeyOf(ongoingOrders, 'mine'),
    queryFn: async ({ signal }) => {
      const query = { onPagenum: 1, onPagesize: 50, businessType: cardBusinessType };
      const [going, ended] = await Promise.all([
        callEndpoint(ongoingOrders, { query, signal }),
        callEndpoint(endedOrders, { query, signal }),
      ]);
      const ids = [...going.orderOnGoing, ...ended.orderEndingAndConceled].map((o) => o.id);
      return Promise.all(ids.map((id) => callEndpoint(checkCardOrder, { params: { id }, signal })));
    },
  });
}

export function useHealthCards() {
  return useQuery(healthCardsOptions());
}
