import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias, PgTransaction } from 'drizzle-orm/pg-core';
import { generateKeyPair } from '@rc/sm2';
import type { DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { customers, sessions } from '../db/schema/index.js';
import { sessionCacheOf } from './session-cache.js';

/** The customer a session acts for, read with the session in the same query. */
export interface SessionViewer {
  customer: typeof customers.$inferSelect;
  /** Codes of the customer's branch companies still in service (domain/customer-branches.ts). */
  branches: string[];
}

export interface SessionContext {
  id: string;
  kind: 'customer' | 'rescuer';
  customerId: string | null;
  rescuerId: string | null;
  channelId: string;
  actingCustomerId: string | null;
  branchCode: string;
  /** An order pass (an SMS link): only this order may be read (http/order-pass.ts); null for an account login. */
  scopeOrderId: string | null;
  createdAt: Date;
  expiresAt: Date;
  lastSeenAt: Date;
  /**
   * The customer the session acts for (acting ?? own) with their branch codes,
   * when the session was looked up by findSession: every customer screen needs
   * it, so it comes with the session instead of in a second and third query.
   */
  viewer?: Readonly<SessionViewer> | null;
}

export interface SessionPolicy {
  idleSeconds: number;
  absoluteSeconds: number;
}

/** 256 random bits, URL-safe. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reads the session token from `Authorization` (`Bearer ` optional). */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length >= 16 && token.length <= 256 ? token : null;
}

export interface OpenedSession {
  token: string;
  session: SessionContext;
  publicSecret: string;
}

export async function openSession(
  db: DbOrTx,
  crypto: FieldCrypto,
  policy: SessionPolicy,
  who: {
    kind: 'customer' | 'rescuer';
    customerId?: string;
    rescuerId?: string;
    channelId: string;
    branchCode?: string;
    /** An order pass: the session reads this order only, and lives `passSeconds` at most. */
    scopeOrderId?: string;
    passSeconds?: number;
  },
  now = new Date(),
): Promise<OpenedSession> {
  const token = newSessionToken();
  const publicSecret = randomBytes(24).toString('base64url');
  const submit = generateKeyPair();
  const read = generateKeyPair();
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      kind: who.kind,
      customerId: who.customerId ?? null,
      rescuerId: who.rescuerId ?? null,
      channelId: who.channelId,
      branchCode: who.branchCode ?? '',
      scopeOrderId: who.scopeOrderId ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(
        now.getTime() + Math.min(policy.absoluteSeconds, who.passSeconds ?? Infinity) * 1000,
      ),
      publicSecret,
      submitPublicKey: submit.publicKey,
      submitPrivateKeySealed: crypto.seal(submit.privateKey),
      readPublicKey: read.publicKey,
      readPrivateKeySealed: crypto.seal(read.privateKey),
    })
    .returning();
  if (!row) throw new Error('session insert returned nothing');
  return { token, session: toContext(row), publicSecret };
}

function toContext(
  row: Pick<
    typeof sessions.$inferSelect,
    | 'id'
    | 'kind'
    | 'customerId'
    | 'rescuerId'
    | 'channelId'
    | 'actingCustomerId'
    | 'branchCode'
    | 'scopeOrderId'
    | 'createdAt'
    | 'expiresAt'
    | 'lastSeenAt'
  >,
): SessionContext {
  return {
    id: row.id,
    kind: row.kind,
    customerId: row.customerId,
    rescuerId: row.rescuerId,
    channelId: row.channelId,
    actingCustomerId: row.actingCustomerId,
    branchCode: row.branchCode,
    scopeOrderId: row.scopeOrderId,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    lastSeenAt: row.lastSeenAt,
  };
}

/** Touching last-seen on every call would make every read a write; once a minute is enough for idle expiry. */
const touchEverySeconds = 60;

/** What a call needs of its session row (not the sealed keys: the encrypted-body plumbing reads those). */
const sessionColumns = {
  id: sessions.id,
  kind: sessions.kind,
  customerId: sessions.customerId,
  rescuerId: sessions.rescuerId,
  channelId: sessions.channelId,
  actingCustomerId: sessions.actingCustomerId,
  branchCode: sessions.branchCode,
  scopeOrderId: sessions.scopeOrderId,
  createdAt: sessions.createdAt,
  expiresAt: sessions.expiresAt,
  lastSeenAt: sessions.lastSeenAt,
  revokedAt: sessions.revokedAt,
};

function sessionQuery(db: DbOrTx) {
  const viewer = alias(customers, 'viewer');
  return db
    .select({
      session: sessionColumns,
      customer: viewer,
      branches: sql<
        string[]
      >`coalesce((select json_agg(cb.branch_code) from customer_branches cb join branch_companies bc on bc.code = cb.branch_code and bc.enabled where cb.customer_id = ${viewer.id}), '[]'::json)`,
    })
    .from(sessions)
    .leftJoin(viewer, eq(viewer.id, sql`coalesce(${sessions.actingCustomerId}, ${sessions.customerId})`))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('rc_find_session_v3');
}

type FoundSession = Awaited<ReturnType<ReturnType<typeof sessionQuery>['execute']>>[number];
type SessionRow = FoundSession['session'];

/** Every call looks its session up: the query is built once per database handle (and prepared on PostgreSQL). */
const sessionQueries = new WeakMap<object, ReturnType<typeof sessionQuery>>();

/** A cached viewer is shared by the calls of that session: frozen, so no call can change another's. */
function frozenViewer(found: FoundSession): SessionViewer | null {
  if (!found.customer) return null;
  const viewer: SessionViewer = { customer: found.customer, branches: found.branches };
  for (const part of [
    viewer.customer.plateNumbers,
    viewer.customer.landing,
    viewer.customer,
    viewer.branches,
  ])
    Object.freeze(part);
  return Object.freeze(viewer);
}

interface LiveSession {
  row: SessionRow;
  viewer: SessionViewer | null;
}

async function readSession(db: DbOrTx, hash: string): Promise<LiveSession | null> {
  let query = sessionQueries.get(db);
  if (!query) {
    query = sessionQuery(db);
    sessionQueries.set(db, query);
  }
  const [found] = await query.execute({ tokenHash: hash });
  if (!found || found.session.revokedAt) return null;
  return { row: found.session, viewer: frozenViewer(found) };
}

/**
 * The live session for a token, or null when unknown, revoked, idle too long or past its absolute expiry.
 * Read from the process's session cache when it holds the token and nothing changed it since (http/session-cache.ts).
 */
export async function findSession(
  db: DbOrTx,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<SessionContext | null> {
  const hash = hashToken(token);
  const cache = sessionCacheOf<LiveSession>(db);
  const nowMs = now.getTime();
  let live = (await cache?.get(hash, nowMs))?.value ?? null;
  if (!live) {
    const generation = cache?.generation ?? 0;
    live = await readSession(db, hash);
    if (live && cache) {
      const { row } = live;
      const customerIds = [row.customerId, row.actingCustomerId].filter((id): id is string => !!id);
      cache.set(hash, { at: nowMs, sessionId: row.id, customerIds, value: live }, generation);
    }
  }
  if (!live) return null;
  const { row, viewer } = live;
  if (row.expiresAt.getTime() <= nowMs) return null;
  if (row.lastSeenAt.getTime() + policy.idleSeconds * 1000 <= nowMs) return null;
  let lastSeenAt = row.lastSeenAt;
  if (nowMs - row.lastSeenAt.getTime() > touchEverySeconds * 1000) {
    // The update's trigger drops the cached entry in every process; the next call reads it again.
    await touchSession(db, row.id, now);
    cache?.remove(hash);
    lastSeenAt = now;
  }
  return { ...toContext(row), lastSeenAt, viewer };
}

/**
 * Moves a session's last-seen time (once a minute per session). Its trigger's NOTIFY
 * takes PostgreSQL's cluster-wide notify lock until the commit is durable, so a
 * thousand sessions touched at once committed one fsync at a time (decision 055).
 * Outside a transaction the touch commits without waiting for the disk: a touch lost
 * in a crash only makes the session look idle a minute early, never later.
 */
async function touchSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  if (db instanceof PgTransaction) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
    return;
  }
  // set_config(…, true) holds for this statement's own transaction only.
  await db.execute(sql`
    update sessions set last_seen_at = ${now}
    from (select set_config('synchronous_commit', 'off', true)) as no_wait
    where sessions.id = ${sessionId}`);
}

export function idleExpiry(session: SessionContext, policy: SessionPolicy): Date {
  const idle = new Date(session.lastSeenAt.getTime() + policy.idleSeconds * 1000);
  return idle < session.expiresAt ? idle : session.expiresAt;
}

export async function revokeSession(db: DbOrTx, sessionId: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Rotates the token of a live session: the old token stops working at once; the
 * absolute expiry stays where login put it. Returns null if the session was
 * revoked or rotated meanwhile (two refreshes racing with one token: one wins).
 */
export async function rotateSessionToken(
  db: DbOrTx,
  oldToken: string,
  now = new Date(),
): Promise<string | null> {
  const token = newSessionToken();
  const updated = await db
    .update(sessions)
    .set({ tokenHash: hashToken(token), lastSeenAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(oldToken)), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return updated.length === 1 ? token : null;
}
