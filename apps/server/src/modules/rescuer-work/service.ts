import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Locale, Rescuer, TowVehicle } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { toast } from '../../http/errors.js';
import { openSession } from '../../http/session-store.js';
import { maskMobile } from '../../domain/masking.js';
import { verifyPassword } from '../../domain/rescue.js';
import { openDispatchStatuses } from '../../domain/rescue-moves.js';
import { rescueDispatches, rescuers, towVehicles } from '../../db/schema/index.js';
import { texts } from './texts.js';

type RescuerRow = typeof rescuers.$inferSelect;
type VehicleRow = typeof towVehicles.$inferSelect;

export function toRescuer(deps: AppDeps, r: RescuerRow, locale: Locale): Rescuer {
  return {
    rescuerId: r.id,
    name: r.name,
    mobile: maskMobile(deps.fieldCrypto.open(r.mobileSealed)),
    companyName: locale === 'en-US' && r.companyNameEn ? r.companyNameEn : r.companyName,
  };
}

export async function rescuerById(deps: AppDeps, rescuerId: string | null): Promise<RescuerRow> {
  if (!rescuerId) throw toast(texts.badLogin);
  const [r] = await deps.db.select().from(rescuers).where(eq(rescuers.id, rescuerId));
  if (!r) throw toast(texts.badLogin);
  return r;
}

export async function login(
  deps: AppDeps,
  input: { account: string; password: string },
  address: string,
  locale: Locale,
  now = new Date(),
): Promise<{ token: string; rescuer: Rescuer }> {
  // Locked per account and address, before the account is even looked up: an unknown
  // account locks and answers exactly like a real one (http/login-lockout.ts).
  if (deps.loginLockout.isLocked('rescuer', input.account, address)) throw toast(texts.locked);
  const [r] = await deps.db.select().from(rescuers).where(eq(rescuers.loginName, input.account));
  // An unknown account costs the same scrypt work as a wrong password (domain/rescue.ts).
  if (!(await verifyPassword(input.password, r?.passwordHash ?? null)) || !r) {
    const locked = deps.loginLockout.fail('rescuer', input.account, address);
    throw toast(locked ? texts.locked : texts.badLogin);
  }
  // A rescuer the console disabled is refused like a wrong password (issue 12).
  if (!r.enabled) throw toast(texts.badLogin);
  deps.loginLockout.clear('rescuer', input.account, address);
  const opened = await openSession(
    deps.db,
    deps.fieldCrypto,
    { idleSeconds: deps.config.sessionIdleSeconds, absoluteSeconds: deps.config.sessionAbsoluteSeconds },
    { kind: 'rescuer', rescuerId: r.id, channelId: r.channelId, branchCode: r.branchCode },
    now,
  );
  return { token: opened.token, rescuer: toRescuer(deps, r, locale) };
}

async function busyVehicles(deps: AppDeps, vehicleNos: string[]): Promise<Map<string, string>> {
  if (vehicleNos.length === 0) return new Map();
  const rows = await deps.db
    .select({ vehicleNo: rescueDispatches.vehicleNo, subTicketId: rescueDispatches.subTicketId })
    .from(rescueDispatches)
    .where(
      and(
        inArray(rescueDispatches.vehicleNo, vehicleNos),
        inArray(rescueDispatches.status, ['accepted', 'departed', 'arrived', 'inService']),
      ),
    );
  return new Map(rows.map((r) => [r.vehicleNo ?? '', r.subTicketId]));
}

export function toVehicle(v: VehicleRow, driverName: string, currentTicketId: string | null): TowVehicle {
  return {
    vehicleNo: v.vehicleNo,
    vehicleType: v.vehicleType,
    driverName,
    state: currentTicketId ? 'busy' : 'idle',
    currentTicketId,
    boundAt: (v.boundAt ?? new Date(0)).toISOString(),
  };
}

export async function myVehicles(deps: AppDeps, rescuerId: string): Promise<TowVehicle[]> {
  const r = await rescuerById(deps, rescuerId);
  const rows = await deps.db.select().from(towVehicles).where(eq(towVehicles.boundRescuerId, rescuerId));
  const busy = await busyVehicles(
    deps,
    rows.map((v) => v.vehicleNo),
  );
  return rows
    .sort((a, b) => a.vehicleNo.localeCompare(b.vehicleNo))
    .map((v) => toVehicle(v, r.name, busy.get(v.vehicleNo) ?? null));
}

/** Binds a vehicle of the rescuer's company that nobody else holds (conditional UPDATE). */
export async function bindVehicle(deps: AppDeps, rescuerId: string, vehicleNo: string): Promise<TowVehicle> {
  const r = await rescuerById(deps, rescuerId);
  if (r.kind !== 'tow') throw toast(texts.driverNoVehicle);
  const now = new Date();
  const [row] = await deps.db
    .update(towVehicles)
    .set({ boundRescuerId: rescuerId, boundAt: now })
    .where(
      and(
        // Checked again in the UPDATE, with the worker's row share-locked: a console change of the
        // worker to driver (which locks that row, then looks for bound vehicles) either waits for
        // this bind and sees the vehicle, or commits first and this condition, re-read, fails.
        sql`exists (select 1 from ${rescuers} r where r.id = ${rescuerId} and r.kind = 'tow' for share)`,
        eq(towVehicles.vehicleNo, vehicleNo.toUpperCase()),
        eq(towVehicles.companyName, r.companyName),
        eq(towVehicles.enabled, true),
        sql`(${towVehicles.boundRescuerId} is null or ${towVehicles.boundRescuerId} = ${rescuerId})`,
      ),
    )
    .returning();
  if (row) return toVehicle(row, r.name, null);
  const [exists] = await deps.db
    .select({ id: towVehicles.id })
    .from(towVehicles)
    .where(
      and(eq(towVehicles.vehicleNo, vehicleNo.toUpperCase()), eq(towVehicles.companyName, r.companyName)),
    );
  throw toast(exists ? texts.vehicleTaken : texts.vehicleUnknown);
}

export async function home(deps: AppDeps, rescuerId: string, locale: Locale, now = new Date()) {
  const r = await rescuerById(deps, rescuerId);
  const startOfDay = new Date(now);
  startOfDay.setHours(0, 0, 0, 0);
  const [open] = await deps.db
    .select({ n: count() })
    .from(rescueDispatches)
    .where(
      sql`(${rescueDispatches.status} = 'offered' and ${rescueDispatches.companyName} = ${r.companyName})
        or (${rescueDispatches.rescuerId} = ${rescuerId} and ${inArray(
          rescueDispatches.status,
          openDispatchStatuses.filter((s) => s !== 'offered'),
        )})`,
    );
  const [done] = await deps.db
    .select({ n: count() })
    .from(rescueDispatches)
    .where(
      and(
        eq(rescueDispatches.rescuerId, rescuerId),
        eq(rescueDispatches.status, 'finished'),
        gte(rescueDispatches.finishedAt, startOfDay),
      ),
    );
  const [vehicles] = await deps.db
    .select({ n: count() })
    .from(towVehicles)
    .where(eq(towVehicles.boundRescuerId, rescuerId));
  return {
    rescuer: toRescuer(deps, r, locale),
    openCount: open?.n ?? 0,
    finishedTodayCount: done?.n ?? 0,
    vehicleCount: vehicles?.n ?? 0,
  };
}

/** Unbinds one of the rescuer's vehicles unless it is serving a work order. */
export async function unbindVehicle(deps: AppDeps, rescuerId: string, vehicleNo: string) {
  const busy = await busyVehicles(deps, [vehicleNo]);
  if (busy.size > 0) throw toast(texts.vehicleBusy);
  const [row] = await deps.db
    .update(towVehicles)
    .set({ boundRescuerId: null, boundAt: null })
    .where(and(eq(towVehicles.vehicleNo, vehicleNo), eq(towVehicles.boundRescuerId, rescuerId)))
    .returning({ vehicleNo: towVehicles.vehicleNo });
  if (!row) throw toast(texts.vehicleUnknown);
  return row;
}
