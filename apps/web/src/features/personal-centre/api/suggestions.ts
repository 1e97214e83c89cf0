import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@rc/contract';
import { mySuggestions, submitSuggestion } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

export const suggestionsKey = queryKeyOf(mySuggestions);

/** suggest/R00010030: one page of my suggestions and their replies. */
export function fetchSuggestionPage(page: number, signal: AbortSignal) {
  return callEndpoint(mySuggestions, { query: { onPagenum: page, onPagesize: 10 }, signal });
}

/** suggest/R00010031: send a suggestion or complaint. */
export function useSubmitSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof submitSuggestion>) =>
      callEndpoint(submitSuggestion, { body, quiet: [-5] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suggestionsKey }),
  });
}
