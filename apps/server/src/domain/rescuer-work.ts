import { and, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { chinaDay, chinaDayStart } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import { rescueDispatches, rescuers, towVehicles } from '../db/schema/index.js';
import type { DispatchStatus } from '../db/schema/rescue.js';
import { busyDispatchStatuses } from './rescue-dispatch.js';
import { openDispatchStatuses } from './rescue-moves.js';

/** A rescuer's account and the tow vehicles they bind (the rescuer's side of roadside rescue). */

export type RescuerRow = typeof rescuers.$inferSelect;
export type VehicleRow = typeof towVehicles.$inferSelect;

/** A rescuer by id, or null. */
export async function rescuerRow(db: DbOrTx, rescuerId: string): Promise<RescuerRow | null> {
  const [r] = await db.select().from(rescuers).where(eq(rescuers.id, rescuerId));
  return r ?? null;
}

/** A rescuer by login name, or null. */
export async function rescuerByLogin(db: DbOrTx, loginName: string): Promise<RescuerRow | null> {
  const [r] = await db.select().from(rescuers).where(eq(rescuers.loginName, loginName));
  return r ?? null;
}

/**
 * The one test of "a vehicle of this company a rescuer may take": its plate (as typed, in
 * upper case), the company, enabled. Binding a vehicle and handing a work order to another
 * vehicle both ask it.
 */
export function companyVehicle(vehicleNo: string, companyName: string): SQL {
  return and(
    eq(towVehicles.vehicleNo, vehicleNo.toUpperCase()),
    eq(towVehicles.companyName, companyName),
    eq(towVehicles.enabled, true),
  ) as SQL;
}

/** A work order of the vehicle in one of `statuses`, or null: the vehicle is not free for another. */
export async function workOfVehicle(
  db: DbOrTx,
  vehicleNo: string,
  statuses: readonly DispatchStatus[],
): Promise<{ id: string } | null> {
  const [busy] = await db
    .select({ id: rescueDispatches.id })
    .from(rescueDispatches)
    .where(and(eq(rescueDispatches.vehicleNo, vehicleNo), inArray(rescueDispatches.status, [...statuses])))
    .limit(1);
  return busy ?? null;
}

/** Of these vehicles, those serving a work order, with its sub-ticket. */
export async function busyVehicles(db: DbOrTx, vehicleNos: string[]): Promise<Map<string, string>> {
  if (vehicleNos.length === 0) return new Map();
  const rows = await db
    .select({ vehicleNo: rescueDispatches.vehicleNo, subTicketId: rescueDispatches.subTicketId })
    .from(rescueDispatches)
    .where(
      and(
        inArray(rescueDispatches.vehicleNo, vehicleNos),
        inArray(rescueDispatches.status, [...busyDispatchStatuses]),
      ),
    );
  return new Map(rows.map((r) => [r.vehicleNo ?? '', r.subTicketId]));
}

/** The vehicles bound to a rescuer. */
export async function vehiclesBoundTo(db: DbOrTx, rescuerId: string): Promise<VehicleRow[]> {
  return db.select().from(towVehicles).where(eq(towVehicles.boundRescuerId, rescuerId));
}

/** One vehicle bound to the rescuer, or null. */
export async function boundVehicle(
  db: DbOrTx,
  rescuerId: string,
  vehicleNo: string,
): Promise<VehicleRow | null> {
  const [v] = await db
    .select()
    .from(towVehicles)
    .where(and(eq(towVehicles.vehicleNo, vehicleNo), eq(towVehicles.boundRescuerId, rescuerId)));
  return v ?? null;
}

/**
 * Binds a vehicle of the rescuer's company that nobody else holds (conditional UPDATE):
 * `taken` when another rescuer holds it, `unknown` when the company has no such vehicle.
 */
export async function bindVehicle(
  db: DbOrTx,
  rescuer: Pick<RescuerRow, 'id' | 'companyName'>,
  vehicleNo: string,
  now = new Date(),
): Promise<VehicleRow | 'taken' | 'unknown'> {
  const [row] = await db
    .update(towVehicles)
    .set({ boundRescuerId: rescuer.id, boundAt: now })
    .where(
      and(
        // Checked again in the UPDATE, with the worker's row share-locked: a console change of the
        // worker to driver (which locks that row, then looks for bound vehicles) either waits for
        // this bind and sees the vehicle, or commits first and this condition, re-read, fails.
        sql`exists (select 1 from ${rescuers} r where r.id = ${rescuer.id} and r.kind = 'tow' for share)`,
        companyVehicle(vehicleNo, rescuer.companyName),
        sql`(${towVehicles.boundRescuerId} is null or ${towVehicles.boundRescuerId} = ${rescuer.id})`,
      ),
    )
    .returning();
  if (row) return row;
  const [exists] = await db
    .select({ id: towVehicles.id })
    .from(towVehicles)
    .where(
      and(
        eq(towVehicles.vehicleNo, vehicleNo.toUpperCase()),
        eq(towVehicles.companyName, rescuer.companyName),
      ),
    );
  return exists ? 'taken' : 'unknown';
}

/**
 * Unbinds one of the rescuer's vehicles unless it is serving a work order (`busy`);
 * `unknown` when it is not bound to them.
 */
export async function unbindVehicle(
  db: DbOrTx,
  rescuerId: string,
  vehicleNo: string,
): Promise<{ vehicleNo: string } | 'busy' | 'unknown'> {
  const busy = await busyVehicles(db, [vehicleNo]);
  if (busy.size > 0) return 'busy';
  const [row] = await db
    .update(towVehicles)
    .set({ boundRescuerId: null, boundAt: null })
    .where(and(eq(towVehicles.vehicleNo, vehicleNo), eq(towVehicles.boundRescuerId, rescuerId)))
    .returning({ vehicleNo: towVehicles.vehicleNo });
  return row ?? 'unknown';
}

/**
 * The rescuer's home figures: open work (offers to the company's pool and their own
 * open work orders), work orders finished today (the China day), vehicles bound.
 */
export async function rescuerFigures(
  db: DbOrTx,
  rescuer: Pick<RescuerRow, 'id' | 'companyName'>,
  now = new Date(),
): Promise<{ openCount: number; finishedTodayCount: number; vehicleCount: number }> {
  const startOfDay = chinaDayStart(chinaDay(now));
  const [open] = await db
    .select({ n: count() })
    .from(rescueDispatches)
    .where(
      sql`(${rescueDispatches.status} = 'offered' and ${rescueDispatches.companyName} = ${rescuer.companyName})
        or (${rescueDispatches.rescuerId} = ${rescuer.id} and ${inArray(
          rescueDispatches.status,
          openDispatchStatuses.filter((s) => s !== 'offered'),
        )})`,
    );
  const [done] = await db
    .select({ n: count() })
    .from(rescueDispatches)
    .where(
      and(
        eq(rescueDispatches.rescuerId, rescuer.id),
        eq(rescueDispatches.status, 'finished'),
        gte(rescueDispatches.finishedAt, startOfDay),
      ),
    );
  const [vehicles] = await db
    .select({ n: count() })
    .from(towVehicles)
    .where(eq(towVehicles.boundRescuerId, rescuer.id));
  return {
    openCount: open?.n ?? 0,
    finishedTodayCount: done?.n ?? 0,
    vehicleCount: vehicles?.n ?? 0,
  };
}
