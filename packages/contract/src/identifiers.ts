/**
 * The shapes of the identifiers both sides check (issue 24: one home for each rule).
 * Zod-free, so the browser's forms use them without the schemas.
 */

/** A mainland mobile number as the product takes it: 11 digits, the first a 1. */
export const mobilePattern = /^1\d{10}$/;

export function isMobile(value: string): boolean {
  return mobilePattern.test(value);
}

/** Row ids are UUIDs; anything else names no row (and must not reach a uuid column, where it would be a fault). */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
