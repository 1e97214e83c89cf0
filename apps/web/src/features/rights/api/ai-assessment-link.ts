import { useMutation } from '@tanstack/react-query';
import { aiAssessmentLink } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** AIMeasureApi/R00020101: the assessor's link for a new assessment key. */
export function useAiAssessmentLink() {
  return useMutation({
    mutationFn: (key: string) => callEndpoint(aiAssessmentLink, { query: { key } }),
  });
}
