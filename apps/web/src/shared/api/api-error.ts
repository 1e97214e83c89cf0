/**
 * Every rejection of the API client. `status` rejections carry the business
 * status of the envelope (spec 8); `transport` ones an HTTP or network failure
 * (status -1 then, `httpStatus` says more); `aborted` a call its caller cancelled.
 */
export type ApiErrorKind = 'status' | 'transport' | 'aborted';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
    readonly httpStatus: number | null,
    /** The contract name of the endpoint that failed. */
    readonly endpoint: string,
  ) {
    super(statusText || `${endpoint} failed (${kind} ${status})`);
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** The field errors a `-5` reply carries in `data.errors` (read without zod, see docs/decisions/006). */
export function fieldErrorsOf(data: unknown): { field: string; message: string }[] {
  if (!data || typeof data !== 'object' || !Array.isArray((data as { errors?: unknown }).errors)) return [];
  return (data as { errors: unknown[] }).errors.filter(
    (e): e is { field: string; message: string } =>
      !!e &&
      typeof e === 'object' &&
      typeof (e as { field?: unknown }).field === 'string' &&
      typeof (e as { message?: unknown }).message === 'string',
  );
}
