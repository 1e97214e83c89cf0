import { queryOptions, useQuery } from '@tanstack/react-query';
import { Status } from '@rc/contract';
import { giftPackageRights } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** rights/R00010020: the gift package of /rights/getown (-2: none, shown on the page). */
export const giftPackageQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(giftPackageRights),
    queryFn: ({ signal }) =>
      callEndpoint(giftPackageRights, { body: {}, signal, quiet: [Status.keepOnScreen] }),
    retry: false,
  });

export const useGiftPackage = () => useQuery(giftPackageQuery());
