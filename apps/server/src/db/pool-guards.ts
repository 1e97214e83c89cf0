import type pg from 'pg';

/**
 * What keeps a PostgreSQL pool serving after the database restarts or the network
 * drops connections (proved by src/security/db-faults.security.ts):
 *
 * - A client checked out for a transaction whose connection ends between two
 *   queries emits 'error' with no listener (the pool only listens while it is
 *   idle): that is an uncaught exception and would stop the process. Every client
 *   gets a listener for its whole life; the failed query still rejects, and the
 *   pool discards the client on release because it is no longer queryable.
 * - drizzle (0.45) releases a transaction's client in a `finally` that begins only
 *   after BEGIN succeeded: when BEGIN fails on a dead connection the client never
 *   returns to the pool, and ten of those leave the server waiting forever. A
 *   checkout whose first promise query fails is released here, with the error, so
 *   the pool drops it. (The pool's own `pool.query` uses callbacks and releases
 *   itself; it is left alone.)
 */
export function guardPool(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  pool.on('acquire', (client) => {
    // `query` is the client's class method; the own property set here hides it for
    // one call, then is deleted so the next checkout starts clean.
    const proto = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
    client.query = ((...args: unknown[]) => {
      Reflect.deleteProperty(client, 'query');
      const result = proto.query.apply(client, args);
      if (typeof args[args.length - 1] === 'function' || !(result instanceof Promise)) return result;
      return result.catch((err: unknown) => {
        client.release(err instanceof Error ? err : new Error(String(err)));
        throw err;
      });
    }) as typeof client.query;
  });
}
