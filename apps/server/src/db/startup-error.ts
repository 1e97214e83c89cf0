/**
 * A start-up failure the operator can act on: its message says in words what is
 * wrong and what to do, and is printed as it is (no stack trace).
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
