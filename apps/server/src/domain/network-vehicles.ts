import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { OpsVehicle } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import { rescueDispatches, rescuers, towVehicles } from '../db/schema/index.js';
import { changedFields, writeAudit, type AuditActor } from './audit.js';
import { likePattern } from './console-search.js';
import { busyDispatchStatuses } from './rescue-dispatch.js';
import { isUniqueViolation, outcomeOf, Refused, type Outcome } from './refusals.js';

/** Tow vehicles as the console's network screen keeps them: not changed while out on a job. */

export async function vehicleRows(
  db: DbOrTx,
  where: { id?: string; keyword?: string | undefined },
  page = { offset: 0, limit: 1 },
): Promise<{ list: OpsVehicle[]; total: number }> {
  const filter = and(
    where.id ? eq(towVehicles.id, where.id) : undefined,
    where.keyword
      ? or(
          ilike(towVehicles.vehicleNo, likePattern(where.keyword)),
          ilike(towVehicles.companyName, likePattern(where.keyword)),
        )
      : undefined,
  );
  const rows = await db
    .select({ v: towVehicles, rescuerName: rescuers.name })
    .from(towVehicles)
    .leftJoin(rescuers, eq(rescuers.id, towVehicles.boundRescuerId))
    .where(filter)
    .orderBy(asc(towVehicles.companyName), asc(towVehicles.vehicleNo))
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(towVehicles)
    .where(filter);
  return {
    total: Number(count?.n ?? 0),
    list: rows.map(({ v, rescuerName }) => ({
      id: v.id,
      vehicleNo: v.vehicleNo,
      vehicleType: v.vehicleType,
      companyName: v.companyName,
      rescuerName,
      enabled: v.enabled,
      lastSeenAt: v.lastSeenAt?.toISOString() ?? null,
    })),
  };
}

export async function vehicleById(db: DbOrTx, id: string): Promise<OpsVehicle | null> {
  const [row] = (await vehicleRows(db, { id })).list;
  return row ?? null;
}

async function servingDispatch(tx: DbOrTx, vehicleNo: string): Promise<boolean> {
  const [busy] = await tx
    .select({ id: rescueDispatches.id })
    .from(rescueDispatches)
    .where(
      and(
        eq(rescueDispatches.vehicleNo, vehicleNo),
        inArray(rescueDispatches.status, ['offered', ...busyDispatchStatuses]),
      ),
    )
    .limit(1);
  return Boolean(busy);
}

export type VehicleRefusal = 'exists' | 'notFound' | 'serving';

async function found(db: DbOrTx, id: string): Promise<Outcome<OpsVehicle, VehicleRefusal>> {
  const row = await vehicleById(db, id);
  return row ? { ok: true, value: row } : { ok: false, reason: 'notFound' };
}

/**
 * Registers a tow vehicle (no `givenId`; the plate is unique) or edits one: its plate and company
 * identify it to work orders, so they do not change while it is out on one; moving it to another
 * company unbinds it.
 */
export async function saveTowVehicle(
  db: Db,
  operator: AuditActor,
  givenId: string | undefined,
  fields: { vehicleNo: string; vehicleType: string; companyName: string },
): Promise<Outcome<OpsVehicle, VehicleRefusal>> {
  try {
    const saved = await outcomeOf<string, VehicleRefusal>(() =>
      db.transaction(async (tx) => {
        if (!givenId) {
          const [row] = await tx
            .insert(towVehicles)
            .values(fields)
            .onConflictDoNothing()
            .returning({ id: towVehicles.id });
          if (!row) throw new Refused('exists');
          await writeAudit(tx, operator, {
            action: 'vehicle.create',
            objectType: 'vehicle',
            objectId: row.id,
            after: fields,
          });
          return row.id;
        }
        const [before] = await tx.select().from(towVehicles).where(eq(towVehicles.id, givenId)).for('update');
        if (!before) throw new Refused('notFound');
        const diff = changedFields(
          { vehicleNo: before.vehicleNo, vehicleType: before.vehicleType, companyName: before.companyName },
          fields,
        );
        // Its plate and company identify it to work orders: not while it is out on one.
        if (
          ('vehicleNo' in diff.after || 'companyName' in diff.after) &&
          (await servingDispatch(tx, before.vehicleNo))
        )
          throw new Refused('serving');
        // Moving it to another company unbinds it: that company's rescuers bind it themselves.
        const moved = 'companyName' in diff.after;
        await tx
          .update(towVehicles)
          .set({ ...fields, ...(moved ? { boundRescuerId: null, boundAt: null } : {}) })
          .where(eq(towVehicles.id, givenId));
        if (Object.keys(diff.after).length > 0)
          await writeAudit(tx, operator, {
            action: 'vehicle.edit',
            objectType: 'vehicle',
            objectId: givenId,
            ...diff,
          });
        return givenId;
      }),
    );
    if (!saved.ok) return saved;
    return await found(db, saved.value);
  } catch (e) {
    if (isUniqueViolation(e)) return { ok: false, reason: 'exists' };
    throw e;
  }
}

/** Out of dispatch: no new offers and no binding; refused while it is on a job (reassign first). */
export async function setTowVehicleEnabled(
  db: Db,
  operator: AuditActor,
  body: { id: string; enabled: boolean },
): Promise<Outcome<OpsVehicle, VehicleRefusal>> {
  const changed = await db.transaction(async (tx): Promise<Outcome<void, VehicleRefusal>> => {
    const [v] = await tx.select().from(towVehicles).where(eq(towVehicles.id, body.id)).for('update');
    if (!v) return { ok: false, reason: 'notFound' };
    if (!body.enabled && (await servingDispatch(tx, v.vehicleNo))) return { ok: false, reason: 'serving' };
    const [updated] = await tx
      .update(towVehicles)
      .set({ enabled: body.enabled })
      .where(and(eq(towVehicles.id, body.id), eq(towVehicles.enabled, !body.enabled)))
      .returning({ id: towVehicles.id });
    if (!updated) return { ok: true, value: undefined };
    await writeAudit(tx, operator, {
      action: body.enabled ? 'vehicle.enable' : 'vehicle.disable',
      objectType: 'vehicle',
      objectId: body.id,
      before: { enabled: !body.enabled },
      after: { enabled: body.enabled },
    });
    return { ok: true, value: undefined };
  });
  if (!changed.ok) return changed;
  return found(db, body.id);
}
