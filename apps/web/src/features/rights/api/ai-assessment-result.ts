import { queryOptions, useQuery } from '@tanstack/react-query';
import { aiAssessmentResult } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** AIMeasureApi/R00020102: the result of the assessment with this key. */
export const aiAssessmentResultQuery = (key: string) =>
  queryOptions({
    queryKey: queryKeyOf(aiAssessmentResult, key),
    queryFn: ({ signal }) => callEndpoint(aiAssessmentResult, { query: { key }, signal }),
    enabled: key.length > 0,
  });

export const useAiAssessmentResult = (key: string) => useQuery(aiAssessmentResultQuery(key));
