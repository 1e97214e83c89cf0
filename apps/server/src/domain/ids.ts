const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Row ids are UUIDs; anything else names no row (and must not reach a uuid cast, which would throw). */
export function isUuid(id: string): boolean {
  return uuidPattern.test(id);
}
