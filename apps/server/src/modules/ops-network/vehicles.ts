import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { OpsVehicle } from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import { changedFields, writeAudit } from '../../domain/audit.js';
import { busyDispatchStatuses } from '../../domain/rescue-dispatch.js';
import { rescueDispatches, rescuers, towVehicles } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { isUniqueViolation, likePattern } from './shared.js';
import { networkTexts } from './texts.js';

async function vehicleRows(
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

async function vehicleById(db: DbOrTx, id: string): Promise<OpsVehicle> {
  const [row] = (await vehicleRows(db, { id })).list;
  if (!row) throw notFound();
  return row;
}

export function listVehicles(
  deps: AppDeps,
  query: { onPagenum: number; onPagesize: number; keyword?: string | undefined },
): Promise<{ list: OpsVehicle[]; total: number }> {
  return vehicleRows(
    deps.db,
    { keyword: query.keyword || undefined },
    {
      offset: (query.onPagenum - 1) * query.onPagesize,
      limit: query.onPagesize,
    },
  );
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

export async function saveVehicle(
  deps: AppDeps,
  operator: OperatorContext,
  body: { id?: string | undefined; vehicleNo: string; vehicleType: string; companyName: string },
): Promise<OpsVehicle> {
  const fields = {
    vehicleNo: body.vehicleNo.toUpperCase(),
    vehicleType: body.vehicleType,
    companyName: body.companyName,
  };
  try {
    const id = await deps.db.transaction(async (tx) => {
      if (!body.id) {
        const [row] = await tx
          .insert(towVehicles)
          .values(fields)
          .onConflictDoNothing()
          .returning({ id: towVehicles.id });
        if (!row) throw toast(networkTexts.vehicleExists);
        await writeAudit(tx, operator, {
          action: 'vehicle.create',
          objectType: 'vehicle',
          objectId: row.id,
          after: fields,
        });
        return row.id;
      }
      const givenId = body.id;
      const [before] = await tx.select().from(towVehicles).where(eq(towVehicles.id, givenId)).for('update');
      if (!before) throw notFound();
      const diff = changedFields(
        { vehicleNo: before.vehicleNo, vehicleType: before.vehicleType, companyName: before.companyName },
        fields,
      );
      // Its plate and company identify it to work orders: not while it is out on one.
      if (
        ('vehicleNo' in diff.after || 'companyName' in diff.after) &&
        (await servingDispatch(tx, before.vehicleNo))
      )
        throw toast(networkTexts.vehicleServing);
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
    });
    return await vehicleById(deps.db, id);
  } catch (e) {
    if (isUniqueViolation(e)) throw toast(networkTexts.vehicleExists);
    throw e;
  }
}

/** Out of dispatch: no new offers and no binding; refused while it is on a job (reassign first). */
export async function setVehicleEnabled(
  deps: AppDeps,
  operator: OperatorContext,
  body: { id: string; enabled: boolean },
): Promise<OpsVehicle> {
  await deps.db.transaction(async (tx) => {
    const [v] = await tx.select().from(towVehicles).where(eq(towVehicles.id, body.id)).for('update');
    if (!v) throw notFound();
    if (!body.enabled && (await servingDispatch(tx, v.vehicleNo))) throw toast(networkTexts.vehicleServing);
    const [changed] = await tx
      .update(towVehicles)
      .set({ enabled: body.enabled })
      .where(and(eq(towVehicles.id, body.id), eq(towVehicles.enabled, !body.enabled)))
      .returning({ id: towVehicles.id });
    if (!changed) return;
    await writeAudit(tx, operator, {
      action: body.enabled ? 'vehicle.enable' : 'vehicle.disable',
      objectType: 'vehicle',
      objectId: body.id,
      before: { enabled: !body.enabled },
      after: { enabled: body.enabled },
    });
  });
  return vehicleById(deps.db, body.id);
}
