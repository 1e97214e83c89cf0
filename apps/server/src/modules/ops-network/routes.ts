import {
  opsBranchList,
  opsBranchSave,
  opsBranchSetEnabled,
  opsMerchantList,
  opsMerchantSave,
  opsMerchantSetEnabled,
  opsRescuerList,
  opsRescuerSave,
  opsRescuerSetEnabled,
  opsStoreList,
  opsStoreSave,
  opsStoreSetEnabled,
  opsVehicleList,
  opsVehicleSave,
  opsVehicleSetEnabled,
} from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { requireOperator } from '../../http/operator-session.js';
import { listBranches, saveBranch, setBranchEnabled } from './branches.js';
import { listMerchants, saveMerchant, setMerchantEnabled } from './merchants.js';
import { listRescuers, saveRescuer, setRescuerEnabled } from './rescuers.js';
import { listStores, saveStore, setStoreEnabled } from './stores.js';
import { listVehicles, saveVehicle, setVehicleEnabled } from './vehicles.js';

/** The console's network management: branches, merchants, stores, rescuers, tow vehicles (docs/console.md). */
export function opsNetworkRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(opsBranchList, () => listBranches(deps)),
    handle(opsBranchSave, ({ body, operator }) => saveBranch(deps, requireOperator(operator), body)),
    handle(opsBranchSetEnabled, ({ body, operator }) =>
      setBranchEnabled(deps, requireOperator(operator), body),
    ),
    handle(opsMerchantList, ({ query }) => listMerchants(deps, query)),
    handle(opsMerchantSave, ({ body, operator, locale }) =>
      saveMerchant(deps, requireOperator(operator), body, locale),
    ),
    handle(opsMerchantSetEnabled, ({ body, operator }) =>
      setMerchantEnabled(deps, requireOperator(operator), body),
    ),
    handle(opsStoreList, ({ query }) => listStores(deps, query)),
    handle(opsStoreSave, ({ body, operator, locale }) =>
      saveStore(deps, requireOperator(operator), body, locale),
    ),
    handle(opsStoreSetEnabled, ({ body, operator }) =>
      setStoreEnabled(deps, requireOperator(operator), body),
    ),
    handle(opsRescuerList, ({ query }) => listRescuers(deps, query)),
    handle(opsRescuerSave, ({ body, operator, locale }) =>
      saveRescuer(deps, requireOperator(operator), body, locale),
    ),
    handle(opsRescuerSetEnabled, ({ body, operator }) =>
      setRescuerEnabled(deps, requireOperator(operator), body),
    ),
    handle(opsVehicleList, ({ query }) => listVehicles(deps, query)),
    handle(opsVehicleSave, ({ body, operator }) => saveVehicle(deps, requireOperator(operator), body)),
    handle(opsVehicleSetEnabled, ({ body, operator }) =>
      setVehicleEnabled(deps, requireOperator(operator), body),
    ),
  ];
}
