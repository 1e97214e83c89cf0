import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../shared/api/api-error.js';

/**
 * Business answers (-2, -3, -5 ...) are final: retrying them only repeats the
 * message. A network failure gets one more try.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error)) return error.kind === 'transport' && error.httpStatus === null && failureCount < 1;
  return false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
