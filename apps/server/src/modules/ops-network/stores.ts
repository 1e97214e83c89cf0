import type { Locale, OpsStore } from '@rc/contract';
import { saveStoreFields, setStoreOpen, storeRows, type StoreRefusal } from '../../domain/network-stores.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast, type BusinessError } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { badField } from '../../http/validate.js';
import { networkTexts } from './texts.js';

export function listStores(
  deps: AppDeps,
  query: {
    onPagenum: number;
    onPagesize: number;
    merchantId?: string | undefined;
    keyword?: string | undefined;
  },
): Promise<{ list: OpsStore[]; total: number }> {
  return storeRows(
    deps.db,
    { merchantId: query.merchantId, keyword: query.keyword || undefined },
    { offset: (query.onPagenum - 1) * query.onPagesize, limit: query.onPagesize },
  );
}

export interface StoreInput {
  id?: string | undefined;
  merchantId: string;
  snCode: string;
  name: string;
  nameEn: string;
  address: string;
  addressEn: string;
  phone: string;
  branchCode: string;
  lat: number;
  lng: number;
  serviceTypes: string[];
  openHours: string;
}

function refusal(reason: StoreRefusal, locale: Locale): BusinessError {
  switch (reason) {
    case 'noMerchant':
      return badField('merchantId', locale);
    case 'noBranch':
      return badField('branchCode', locale);
    case 'branchDisabled':
      return toast(networkTexts.branchDisabled);
    case 'snExists':
      return toast(networkTexts.snExists);
    case 'notFound':
      return notFound();
  }
}

export async function saveStore(
  deps: AppDeps,
  operator: OperatorContext,
  body: StoreInput,
  locale: Locale,
): Promise<OpsStore> {
  const [from, to] = body.openHours.split('-');
  if (!from || !to || from >= to) throw badField('openHours', locale);
  const { id: givenId, ...fields } = { ...body, snCode: body.snCode.toUpperCase() };
  fields.serviceTypes = [...new Set(fields.serviceTypes)];
  const saved = await saveStoreFields(deps.db, operator, givenId, fields);
  if (!saved.ok) throw refusal(saved.reason, locale);
  return saved.value;
}

export async function setStoreEnabled(
  deps: AppDeps,
  operator: OperatorContext,
  body: { id: string; enabled: boolean },
): Promise<OpsStore> {
  const store = await setStoreOpen(deps.db, operator, body);
  if (!store) throw notFound();
  return store;
}
