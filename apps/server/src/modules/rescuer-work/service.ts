import type { Locale, Rescuer, TowVehicle } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { toast } from '../../http/errors.js';
import { openSession } from '../../http/session-store.js';
import { maskMobile } from '../../domain/masking.js';
import { verifyPassword } from '../../domain/rescue.js';
import {
  bindVehicle as bind,
  busyVehicles,
  rescuerByLogin,
  rescuerFigures,
  rescuerRow,
  unbindVehicle as unbind,
  vehiclesBoundTo,
  type RescuerRow,
  type VehicleRow,
} from '../../domain/rescuer-work.js';
import { texts } from './texts.js';

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
  const r = await rescuerRow(deps.db, rescuerId);
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
  const r = await rescuerByLogin(deps.db, input.account);
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
  const rows = await vehiclesBoundTo(deps.db, rescuerId);
  const busy = await busyVehicles(
    deps.db,
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
  const bound = await bind(deps.db, r, vehicleNo);
  if (bound === 'taken') throw toast(texts.vehicleTaken);
  if (bound === 'unknown') throw toast(texts.vehicleUnknown);
  return toVehicle(bound, r.name, null);
}

export async function home(deps: AppDeps, rescuerId: string, locale: Locale, now = new Date()) {
  const r = await rescuerById(deps, rescuerId);
  return { rescuer: toRescuer(deps, r, locale), ...(await rescuerFigures(deps.db, r, now)) };
}

/** Unbinds one of the rescuer's vehicles unless it is serving a work order. */
export async function unbindVehicle(deps: AppDeps, rescuerId: string, vehicleNo: string) {
  const row = await unbind(deps.db, rescuerId, vehicleNo);
  if (row === 'busy') throw toast(texts.vehicleBusy);
  if (row === 'unknown') throw toast(texts.vehicleUnknown);
  return row;
}
