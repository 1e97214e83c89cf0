import { useMutation } from '@tanstack/react-query';
import { createLocationLink } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** disaster/createLocationLink: a one-time location link (expires after 1800 s). */
export function useCreateLink() {
  return useMutation({
    mutationFn: (mobile: string) => callEndpoint(createLocationLink, { body: mobile ? { mobile } : {} }),
  });
}
