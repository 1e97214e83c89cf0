import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  idempotencyKeyHeader,
  idempotencyKeyPattern,
  localize,
  messages,
  Status,
  type Locale,
} from '@rc/contract';
import { idempotencyKeys } from '../db/schema/index.js';
import type { Db } from '../db/client.js';
import { BusinessError, keepOnScreen } from './errors.js';
import type { SessionContext } from './session-store.js';

/** Rows live a day (issue 22): a retry later than that is a new call. */
const keepFor = sql`interval '1 day'`;
/** A reservation whose call has not finished in this long was left by a process that died. */
const abandonedAfter = sql`interval '2 minutes'`;
const pollMs = 25;
const waitAtMostMs = 30_000;

export interface IdempotencyScope {
  actor: string;
  endpoint: string;
  key: string;
}

/**
 * The idempotency scope of a call, from its `Idempotency-Key` header, or null when it
 * sends none. A malformed key is a -5 naming the header.
 */
export function idempotencyScope(
  header: string | string[] | undefined,
  endpoint: string,
  session: SessionContext | null,
  locale: Locale,
): IdempotencyScope | null {
  if (header === undefined || !session) return null;
  const key = Array.isArray(header) ? header.join(',') : header;
  if (!idempotencyKeyPattern.test(key)) throw badKey(locale);
  const actor =
    session.kind === 'customer' ? `customer:${session.customerId}` : `rescuer:${session.rescuerId}`;
  return { actor, endpoint, key };
}

function rowOf(scope: IdempotencyScope) {
  return and(
    eq(idempotencyKeys.actor, scope.actor),
    eq(idempotencyKeys.endpoint, scope.endpoint),
    eq(idempotencyKeys.key, scope.key),
  );
}

/**
 * Reserves the key; true when this call is the one to run. Expired rows (a day old) and
 * reservations abandoned by a dead process are taken over.
 */
async function reserve(db: Db, scope: IdempotencyScope, fingerprint: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Only this key's own row, if it has lapsed: purging the whole table is the hourly
    // sweep's job (purgeExpiredKeys), not every state-changing call's.
    await tx
      .delete(idempotencyKeys)
      .where(and(rowOf(scope), lt(idempotencyKeys.createdAt, sql`now() - ${keepFor}`)));
    const [mine] = await tx
      .insert(idempotencyKeys)
      .values({ ...scope, fingerprint, reply: null })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (mine) return true;
    const [takenOver] = await tx
      .update(idempotencyKeys)
      .set({ createdAt: sql`now()`, fingerprint })
      .where(
        and(
          rowOf(scope),
          isNull(idempotencyKeys.reply),
          lt(idempotencyKeys.createdAt, sql`now() - ${abandonedAfter}`),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return takenOver !== undefined;
  });
}

/**
 * Waits for the first call with this key: its reply (`{ data }`) once it succeeded, or
 * null when no call holds the key (none ran, or the first failed and gave it back).
 * `fingerprint` (when known) must match the first call's input: other input is a -5.
 */
async function firstOutcome(
  db: Db,
  scope: IdempotencyScope,
  fingerprint: string | null,
  locale: Locale,
): Promise<{ data: unknown } | null> {
  const started = Date.now();
  for (;;) {
    const [row] = await db
      .select({ fingerprint: idempotencyKeys.fingerprint, reply: idempotencyKeys.reply })
      .from(idempotencyKeys)
      .where(rowOf(scope));
    if (!row) return null;
    if (row.reply !== null) {
      if (fingerprint !== null && row.fingerprint !== fingerprint) throw badKey(locale);
      return row.reply as { data: unknown };
    }
    if (Date.now() - started > waitAtMostMs) throw keepOnScreen('requestInProgress');
    // Still running elsewhere: look again shortly.
    await sleep(pollMs);
  }
}

const fingerprintOf = (input: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(input ?? null))
    .digest('base64url');

/**
 * Runs a state-changing call at most once per key: the first call reads its input and
 * runs, and its reply is kept; an overlapping call with the same key waits for it and
 * answers the same reply; a later retry (the first reply lost) answers it at once. A call
 * that fails (bad input, a business refusal or a fault) gives the key back, so its retry
 * runs again and meets the same rules. The same key with other input is a -5 naming the
 * header. The key is reserved before the input is read: an encrypted submit (`readOnce`: the
 * replay guard refuses the same message twice) re-sent as it was still answers the first
 * reply; its input is not compared.
 */
export async function runOnce<I>(
  db: Db,
  scope: IdempotencyScope | null,
  locale: Locale,
  read: () => Promise<I>,
  run: (input: I) => Promise<unknown>,
  readOnce: boolean,
): Promise<unknown> {
  if (!scope) return run(await read());
  for (;;) {
    if (await reserve(db, scope, '')) {
      let data: unknown;
      try {
        const input = await read();
        await db
          .update(idempotencyKeys)
          .set({ fingerprint: fingerprintOf(input) })
          .where(rowOf(scope));
        data = await run(input);
      } catch (err) {
        await db.delete(idempotencyKeys).where(and(rowOf(scope), isNull(idempotencyKeys.reply)));
        throw err;
      }
      await db
        .update(idempotencyKeys)
        .set({ reply: sql`${JSON.stringify({ data: data ?? null })}::jsonb` })
        .where(rowOf(scope));
      return data;
    }
    // An encrypted message is read by the call that holds the key only: opening it here
    // would spend it (the replay guard), so its input is not compared.
    const fingerprint = readOnce ? null : fingerprintOf(await read());
    const first = await firstOutcome(db, scope, fingerprint, locale);
    if (first) return first.data;
    // The first call failed and gave the key back: this one runs.
  }
}

/** Drops the rows kept longer than a day (run on an interval by every process; idempotent). */
export async function purgeExpiredKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${keepFor}`));
}

function badKey(locale: Locale): BusinessError {
  const message = localize(messages.invalidField, locale, { field: idempotencyKeyHeader });
  return new BusinessError(
    Status.badInput,
    { 'zh-CN': message, 'en-US': message },
    { errors: [{ field: idempotencyKeyHeader, message }] },
  );
}
