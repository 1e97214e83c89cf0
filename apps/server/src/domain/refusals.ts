/**
 * A rule's "no" as a value (decision 060): a domain function answers `{ ok: false, reason }`
 * and the module words it. Inside a transaction the refusal is thrown as `Refused`, so the
 * transaction rolls back whatever it wrote, and `outcomeOf` turns it back into the value.
 */
export type Outcome<T, R extends string> = { ok: true; value: T } | { ok: false; reason: R };

export class Refused<R extends string> extends Error {
  constructor(readonly reason: R) {
    super(`refused: ${reason}`);
    this.name = 'Refused';
  }
}

/** Runs `work` (usually a transaction); a `Refused` thrown inside becomes `{ ok: false, reason }`. */
export async function outcomeOf<T, R extends string>(work: () => Promise<T>): Promise<Outcome<T, R>> {
  try {
    return { ok: true, value: await work() };
  } catch (e) {
    if (e instanceof Refused) return { ok: false, reason: e.reason as R };
    throw e;
  }
}

/** A unique index refused the row (two saves racing for one code): PostgreSQL 23505, possibly wrapped by Drizzle. */
export function isUniqueViolation(e: unknown): boolean {
  for (let cur: unknown = e; cur && typeof cur === 'object'; cur = (cur as { cause?: unknown }).cause) {
    if ((cur as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
