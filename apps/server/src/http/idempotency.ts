import { createHash } from 'node:crypto';
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
import { withAmbientTx } from '../db/ambient-tx.js';
import { BusinessError, keepOnScreen } from './errors.js';
import type { SessionContext } from './session-store.js';

/** Rows live a day (issue 22): a retry later than that is a new call. */
const keepFor = sql`interval '1 day'`;
/** A reservation whose call has not finished in this long was left by a process that died. */
const abandonedAfter = sql`interval '2 minutes'`;

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

const fingerprintOf = (input: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(input ?? null))
    .digest('base64url');

type Outcome =
  { ran: true; data: unknown } | { ran: false; refusal: BusinessError } | { earlier: EarlierRow };
interface EarlierRow {
  fingerprint: string;
  reply: unknown;
  abandoned: boolean;
}

/**
 * Runs a state-changing call at most once per key (decisions 038 and 044). One
 * transaction holds the key's reservation, the handler's state change (the handler's
 * own transactions are savepoints inside it: db/ambient-tx.ts) and the recorded reply,
 * so a process that dies at any point leaves either nothing or the committed outcome.
 * - An overlapping call with the same key waits on the first one's uncommitted row (a
 *   unique-index wait on PostgreSQL, the single connection on PGlite), then answers its
 *   reply; a later retry (the first reply lost) answers it at once.
 * - A business refusal gives the key back and keeps what the handler recorded (a spent
 *   encrypted message, a counted attempt); a fault rolls everything back. Either way the
 *   retry runs again and meets the same rules.
 * - The same key with other input is a -5 naming the header. An encrypted submit
 *   (`readOnce`: the replay guard refuses the same message twice) is read by the call
 *   that holds the key only, so a re-sent message still answers the first reply; its
 *   input is not compared.
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
    const outcome = await db.transaction((tx): Promise<Outcome> =>
      withAmbientTx(tx, async () => {
        // Only this key's own row, if it has lapsed: purging the whole table is the
        // hourly sweep's job (purgeExpiredKeys), not every state-changing call's.
        await tx
          .delete(idempotencyKeys)
          .where(and(rowOf(scope), lt(idempotencyKeys.createdAt, sql`now() - ${keepFor}`)));
        const [mine] = await tx
          .insert(idempotencyKeys)
          .values({ ...scope, fingerprint: '', reply: null })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (!mine) {
          const [row] = await tx
            .select({
              fingerprint: idempotencyKeys.fingerprint,
              reply: idempotencyKeys.reply,
              abandoned: sql<boolean>`${idempotencyKeys.createdAt} < now() - ${abandonedAfter}`,
            })
            .from(idempotencyKeys)
            .where(rowOf(scope));
          // Gone between the insert and the select (the first call refused): go again.
          return { earlier: row ?? { fingerprint: '', reply: null, abandoned: true } };
        }
        try {
          const input = await read();
          const data = await run(input);
          await tx
            .update(idempotencyKeys)
            .set({
              fingerprint: fingerprintOf(input),
              reply: sql`${JSON.stringify({ data: data ?? null })}::jsonb`,
            })
            .where(rowOf(scope));
          return { ran: true, data };
        } catch (err) {
          if (!(err instanceof BusinessError)) throw err;
          await tx.delete(idempotencyKeys).where(rowOf(scope));
          return { ran: false, refusal: err };
        }
      }),
    );
    if ('ran' in outcome) {
      if (outcome.ran) return outcome.data;
      throw outcome.refusal;
    }
    const { earlier } = outcome;
    if (earlier.reply !== null) {
      // An encrypted message is read by the call that holds the key only: opening it here
      // would spend it (the replay guard), so its input is not compared.
      if (!readOnce && earlier.fingerprint !== fingerprintOf(await read())) throw badKey(locale);
      return (earlier.reply as { data: unknown }).data;
    }
    // A row without a reply was reserved by a version before decision 044 (it reserved
    // in a transaction of its own): taken over once abandoned, else still running.
    if (!earlier.abandoned) throw keepOnScreen('requestInProgress');
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          rowOf(scope),
          isNull(idempotencyKeys.reply),
          lt(idempotencyKeys.createdAt, sql`now() - ${abandonedAfter}`),
        ),
      );
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
