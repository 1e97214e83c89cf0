import type { QueryClient } from '@tanstack/react-query';
import type { EndpointRef } from '@rc/contract';

/** What varies between two cached reads of one endpoint (its parameters, a page's filter). */
export type KeyPart = string | number | boolean | null | undefined | object;

/**
 * The cache key of a read: the endpoint's name (unique in the contract), then what
 * varies. Every query, invalidation and cache write in the web app takes its key
 * from here (decision 056), so two screens reading one endpoint share its entry,
 * and `query-keys.test.ts` fails when a key is invalidated that no query reads.
 */
export function queryKeyOf<const P extends readonly KeyPart[]>(
  endpoint: EndpointRef,
  ...parts: P
): readonly [string, ...P] {
  return [endpoint.name, ...parts];
}

/** Marks every cached read of these endpoints stale; the ones on screen read again. */
export async function invalidateReads(
  client: QueryClient,
  ...endpoints: readonly EndpointRef[]
): Promise<void> {
  await Promise.all(
    endpoints.map((endpoint) => client.invalidateQueries({ queryKey: queryKeyOf(endpoint) })),
  );
}
