import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsDetail } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** news/R00010010: one article (readable without a session: shared links). */
export const newsDetailQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeyOf(newsDetail, id),
    queryFn: ({ signal }) => callEndpoint(newsDetail, { params: { id }, signal, quiet: [-3] }),
  });

export const useNewsDetail = (id: string) => useQuery(newsDetailQuery(id));
