import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Status, type BodyOf } from '@rc/contract';
import { submitCarWashOrder } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { refreshAfterStoreOrder } from './store-order-placed.js';

/** coonetwork/orderSubmit: the car-wash order, sent as an SM2-encrypted message. */
export function useSubmitCarWash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['coonetwork', 'orderSubmit'],
    mutationFn: (body: BodyOf<typeof submitCarWashOrder>) =>
      callEndpoint(submitCarWashOrder, { body, quiet: [Status.badInput] }),
    onSuccess: () => refreshAfterStoreOrder(queryClient),
  });
}
