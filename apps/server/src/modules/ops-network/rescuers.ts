import type { Locale, OpsRescuer, WorkerKind } from '@rc/contract';
import {
  createRescuer,
  editRescuer,
  rescuerRows,
  setRescuerAccountEnabled,
  type RescuerRefusal,
} from '../../domain/network-rescuers.js';
import type { Outcome } from '../../domain/refusals.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast, type BusinessError } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { badField } from '../../http/validate.js';
import { networkTexts } from './texts.js';

export function listRescuers(
  deps: AppDeps,
  query: { onPagenum: number; onPagesize: number; keyword?: string | undefined },
): Promise<{ list: OpsRescuer[]; total: number }> {
  return rescuerRows(
    deps.db,
    deps.fieldCrypto,
    { keyword: query.keyword || undefined },
    {
      offset: (query.onPagenum - 1) * query.onPagesize,
      limit: query.onPagesize,
    },
  );
}

export interface RescuerInput {
  id?: string | undefined;
  loginName: string;
  name: string;
  kind: WorkerKind;
  jobNo: string;
  mobile?: string | undefined;
  password?: string | undefined;
  companyName: string;
  companyNameEn: string;
  branchCode: string;
}

function refusal(reason: RescuerRefusal, locale: Locale): BusinessError {
  switch (reason) {
    case 'noBranch':
      return badField('branchCode', locale);
    case 'branchDisabled':
      return toast(networkTexts.branchDisabled);
    case 'loginExists':
      return toast(networkTexts.loginExists);
    case 'driverHasVehicles':
      return toast(networkTexts.driverHasVehicles);
    case 'serving':
      return toast(networkTexts.rescuerServing);
    case 'notFound':
      return notFound();
  }
}

function worded(outcome: Outcome<OpsRescuer, RescuerRefusal>, locale: Locale): OpsRescuer {
  if (!outcome.ok) throw refusal(outcome.reason, locale);
  return outcome.value;
}

export async function saveRescuer(
  deps: AppDeps,
  operator: OperatorContext,
  body: RescuerInput,
  locale: Locale,
): Promise<OpsRescuer> {
  const plain = {
    loginName: body.loginName,
    name: body.name,
    kind: body.kind,
    jobNo: body.jobNo,
    companyName: body.companyName,
    companyNameEn: body.companyNameEn,
    branchCode: body.branchCode,
  };
  if (!body.id) {
    if (!body.mobile) throw badField('mobile', locale);
    if (!body.password) throw badField('password', locale);
    return worded(
      await createRescuer(deps.db, deps.fieldCrypto, operator, plain, body.mobile, body.password),
      locale,
    );
  }
  return worded(
    await editRescuer(deps.db, deps.fieldCrypto, operator, body.id, plain, {
      mobile: body.mobile,
      password: body.password,
    }),
    locale,
  );
}

/**
 * Disabling a rescuer ends their sessions and refuses their sign-in; it is
 * refused while they hold work in progress (the dispatcher reassigns it first).
 */
export async function setRescuerEnabled(
  deps: AppDeps,
  operator: OperatorContext,
  body: { id: string; enabled: boolean },
  now = new Date(),
): Promise<OpsRescuer> {
  const changed = await setRescuerAccountEnabled(deps.db, deps.fieldCrypto, operator, body, now);
  if (changed.ok) return changed.value;
  throw changed.reason === 'serving' ? toast(networkTexts.rescuerServing) : notFound();
}
