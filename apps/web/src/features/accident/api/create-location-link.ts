import { useMutation } from '@tanstack/react-query';
import { createLocationLink } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** disaster/createLocationLink: a one-time location link for a customer (30 minutes). */
export function useCreateLocationLink() {
  return useMutation({
    mutationFn: (mobile: string) => callEndpoint(createLocationLink, { body: mobile ? { mobile } : {} }),
  });
}
