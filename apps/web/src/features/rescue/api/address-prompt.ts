import { queryOptions, useQuery } from '@tanstack/react-query';
import { addressPromptSwitch } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** location/switchConfig: whether to ask the customer to confirm the located address, and the locate time-out. */
export function addressPromptQuery() {
  return queryOptions({
    queryKey: queryKeyOf(addressPromptSwitch),
    queryFn: ({ signal }) => callEndpoint(addressPromptSwitch, { signal, quiet: true }),
    staleTime: Infinity,
  });
}

export function useAddressPrompt() {
  return useQuery(addressPromptQuery());
}
