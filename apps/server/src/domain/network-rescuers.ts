import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { OpsRescuer, WorkerKind } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { rescueDispatches, rescuers, sessions, towVehicles } from '../db/schema/index.js';
import { changedFields, writeAudit, type AuditActor } from './audit.js';
import { likePattern } from './console-search.js';
import { maskMobile } from './masking.js';
import { requireOpenBranch, type ClosedBranch } from './network-branches.js';
import { hashPassword } from './rescue.js';
import { busyDispatchStatuses } from './rescue-dispatch.js';
import { isUniqueViolation, outcomeOf, Refused, type Outcome } from './refusals.js';

/** Rescuers and designated drivers as the console's network screen keeps them (mobiles sealed, shown masked). */

export async function rescuerRows(
  db: DbOrTx,
  fieldCrypto: FieldCrypto,
  where: { id?: string; keyword?: string | undefined },
  page = { offset: 0, limit: 1 },
): Promise<{ list: OpsRescuer[]; total: number }> {
  const filter = and(
    where.id ? eq(rescuers.id, where.id) : undefined,
    where.keyword
      ? or(
          ilike(rescuers.name, likePattern(where.keyword)),
          ilike(rescuers.loginName, likePattern(where.keyword)),
          ilike(rescuers.companyName, likePattern(where.keyword)),
        )
      : undefined,
  );
  const rows = await db
    .select({
      r: rescuers,
      vehicles: sql<
        string[] | null
      >`(select array_agg(v.vehicle_no order by v.vehicle_no) from ${towVehicles} v
        where v.bound_rescuer_id = ${rescuers.id})`,
    })
    .from(rescuers)
    .where(filter)
    .orderBy(asc(rescuers.companyName), asc(rescuers.loginName))
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rescuers)
    .where(filter);
  return {
    total: Number(count?.n ?? 0),
    list: rows.map(({ r, vehicles }) => ({
      id: r.id,
      loginName: r.loginName,
      name: r.name,
      kind: r.kind,
      jobNo: r.jobNo,
      mobile: maskMobile(fieldCrypto.open(r.mobileSealed)),
      companyName: r.companyName,
      companyNameEn: r.companyNameEn,
      branchCode: r.branchCode,
      enabled: r.enabled,
      vehicles: vehicles ?? [],
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export async function rescuerById(
  db: DbOrTx,
  fieldCrypto: FieldCrypto,
  id: string,
): Promise<OpsRescuer | null> {
  const [row] = (await rescuerRows(db, fieldCrypto, { id })).list;
  return row ?? null;
}

export interface RescuerFields {
  loginName: string;
  name: string;
  kind: WorkerKind;
  jobNo: string;
  companyName: string;
  companyNameEn: string;
  branchCode: string;
}

export type RescuerRefusal = ClosedBranch | 'loginExists' | 'notFound' | 'driverHasVehicles' | 'serving';

async function found(
  db: Db,
  fieldCrypto: FieldCrypto,
  id: string,
): Promise<Outcome<OpsRescuer, RescuerRefusal>> {
  const row = await rescuerById(db, fieldCrypto, id);
  return row ? { ok: true, value: row } : { ok: false, reason: 'notFound' };
}

/** A new rescuer account under an open branch company; the sign-in name is unique. */
export async function createRescuer(
  db: Db,
  fieldCrypto: FieldCrypto,
  operator: AuditActor,
  plain: RescuerFields,
  mobile: string,
  password: string,
): Promise<Outcome<OpsRescuer, RescuerRefusal>> {
  try {
    const made = await outcomeOf<string, RescuerRefusal>(() =>
      db.transaction(async (tx) => {
        await requireOpenBranch(tx, plain.branchCode);
        const [row] = await tx
          .insert(rescuers)
          .values({
            ...plain,
            mobileSealed: fieldCrypto.seal(mobile),
            passwordHash: await hashPassword(password),
          })
          .onConflictDoNothing()
          .returning({ id: rescuers.id });
        if (!row) throw new Refused('loginExists');
        await writeAudit(tx, operator, {
          action: 'rescuer.create',
          objectType: 'rescuer',
          objectId: row.id,
          after: { ...plain, mobile: maskMobile(mobile) },
        });
        return row.id;
      }),
    );
    if (!made.ok) return made;
    return await found(db, fieldCrypto, made.value);
  } catch (e) {
    if (isUniqueViolation(e)) return { ok: false, reason: 'loginExists' };
    throw e;
  }
}

/**
 * Edits a rescuer: a move to another branch company needs an open one; a tow worker becomes a
 * driver only with no vehicle bound; a new password also clears a lock from wrong guesses.
 */
export async function editRescuer(
  db: Db,
  fieldCrypto: FieldCrypto,
  operator: AuditActor,
  id: string,
  plain: RescuerFields,
  secrets: { mobile?: string | undefined; password?: string | undefined },
): Promise<Outcome<OpsRescuer, RescuerRefusal>> {
  try {
    const edited = await outcomeOf<void, RescuerRefusal>(() =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(rescuers).where(eq(rescuers.id, id)).for('update');
        if (!before) throw new Refused('notFound');
        if (before.branchCode !== plain.branchCode) await requireOpenBranch(tx, plain.branchCode);
        // A driver holds no tow vehicle: the vehicles are unbound first (by the worker or on the vehicles screen).
        if (plain.kind !== 'tow' && before.kind === 'tow') {
          const [bound] = await tx
            .select({ id: towVehicles.id })
            .from(towVehicles)
            .where(eq(towVehicles.boundRescuerId, id))
            .limit(1);
          if (bound) throw new Refused('driverHasVehicles');
        }
        const oldMobile = fieldCrypto.open(before.mobileSealed);
        await tx
          .update(rescuers)
          .set({
            ...plain,
            ...(secrets.mobile ? { mobileSealed: fieldCrypto.seal(secrets.mobile) } : {}),
            // A reset password also clears a lock from wrong guesses.
            ...(secrets.password
              ? { passwordHash: await hashPassword(secrets.password), failedLogins: 0, lockedUntil: null }
              : {}),
          })
          .where(eq(rescuers.id, id));
        const diff = changedFields(
          {
            loginName: before.loginName,
            name: before.name,
            kind: before.kind,
            jobNo: before.jobNo,
            companyName: before.companyName,
            companyNameEn: before.companyNameEn,
            branchCode: before.branchCode,
            mobile: maskMobile(oldMobile),
          },
          { ...plain, mobile: maskMobile(secrets.mobile ?? oldMobile) },
        );
        // The password itself is never written anywhere but as its hash; the line only says it was reset.
        if (secrets.password) {
          diff.before.password = '';
          diff.after.password = 'reset';
        }
        if (secrets.mobile && secrets.mobile !== oldMobile && !('mobile' in diff.after))
          diff.after.mobile = maskMobile(secrets.mobile);
        if (Object.keys(diff.after).length > 0)
          await writeAudit(tx, operator, {
            action: 'rescuer.edit',
            objectType: 'rescuer',
            objectId: id,
            ...diff,
          });
      }),
    );
    if (!edited.ok) return edited;
    return await found(db, fieldCrypto, id);
  } catch (e) {
    if (isUniqueViolation(e)) return { ok: false, reason: 'loginExists' };
    throw e;
  }
}

/**
 * Disabling a rescuer ends their sessions and refuses their sign-in; it is
 * refused while they hold work in progress (the dispatcher reassigns it first),
 * so no stranded customer is left with a truck nobody drives.
 */
export async function setRescuerAccountEnabled(
  db: Db,
  fieldCrypto: FieldCrypto,
  operator: AuditActor,
  body: { id: string; enabled: boolean },
  now = new Date(),
): Promise<Outcome<OpsRescuer, RescuerRefusal>> {
  const changed = await db.transaction(async (tx): Promise<Outcome<void, RescuerRefusal>> => {
    const [locked] = await tx
      .select({ id: rescuers.id })
      .from(rescuers)
      .where(eq(rescuers.id, body.id))
      .for('update');
    if (!locked) return { ok: false, reason: 'notFound' };
    if (!body.enabled) {
      const [busy] = await tx
        .select({ id: rescueDispatches.id })
        .from(rescueDispatches)
        .where(
          and(
            eq(rescueDispatches.rescuerId, body.id),
            inArray(rescueDispatches.status, ['offered', ...busyDispatchStatuses]),
          ),
        )
        .limit(1);
      if (busy) return { ok: false, reason: 'serving' };
    }
    const [updated] = await tx
      .update(rescuers)
      .set({ enabled: body.enabled })
      .where(and(eq(rescuers.id, body.id), eq(rescuers.enabled, !body.enabled)))
      .returning({ id: rescuers.id });
    if (!updated) return { ok: true, value: undefined };
    if (!body.enabled)
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(eq(sessions.kind, 'rescuer'), eq(sessions.rescuerId, body.id), isNull(sessions.revokedAt)),
        );
    await writeAudit(tx, operator, {
      action: body.enabled ? 'rescuer.enable' : 'rescuer.disable',
      objectType: 'rescuer',
      objectId: body.id,
      before: { enabled: !body.enabled },
      after: { enabled: body.enabled },
    });
    return { ok: true, value: undefined };
  });
  if (!changed.ok) return changed;
  return found(db, fieldCrypto, body.id);
}
