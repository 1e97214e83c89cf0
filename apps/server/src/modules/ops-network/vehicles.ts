import type { OpsVehicle } from '@rc/contract';
import {
  saveTowVehicle,
  setTowVehicleEnabled,
  vehicleRows,
  type VehicleRefusal,
} from '../../domain/network-vehicles.js';
import type { Outcome } from '../../domain/refusals.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { networkTexts } from './texts.js';

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

function worded(outcome: Outcome<OpsVehicle, VehicleRefusal>): OpsVehicle {
  if (outcome.ok) return outcome.value;
  switch (outcome.reason) {
    case 'exists':
      throw toast(networkTexts.vehicleExists);
    case 'serving':
      throw toast(networkTexts.vehicleServing);
    case 'notFound':
      throw notFound();
  }
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
  return worded(await saveTowVehicle(deps.db, operator, body.id, fields));
}

/** Out of dispatch: no new offers and no binding; refused while it is on a job (reassign first). */
export async function setVehicleEnabled(
  deps: AppDeps,
  operator: OperatorContext,
  body: { id: string; enabled: boolean },
): Promise<OpsVehicle> {
  return worded(await setTowVehicleEnabled(deps.db, operator, body));
}
