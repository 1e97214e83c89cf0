import type { QueryClient } from '@tanstack/react-query';

/** After an order at a store (car wash or store service): the order lists, the store lookups and the coupons change. */
export function refreshAfterStoreOrder(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['order', 'list'] }),
    queryClient.invalidateQueries({ queryKey: ['coonetwork'] }),
    queryClient.invalidateQueries({ queryKey: ['rights'] }),
    queryClient.invalidateQueries({ queryKey: ['coupons'] }),
  ]);
}
