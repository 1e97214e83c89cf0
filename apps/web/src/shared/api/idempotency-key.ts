/**
 * A fresh idempotency key for one user action (issue 22): the client sends it with the
 * call and its automatic retry, so the server answers a retry with the first outcome.
 */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
