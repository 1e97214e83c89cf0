import type { Locale, OpsMerchant } from '@rc/contract';
import {
  createMerchant,
  editMerchant,
  merchantRows,
  setMerchantOpen,
} from '../../domain/network-merchants.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { badField } from '../../http/validate.js';

export function listMerchants(
  deps: AppDeps,
  query: { onPagenum: number; onPagesize: number; keyword?: string | undefined },
): Promise<{ list: OpsMerchant[]; total: number }> {
  return merchantRows(
    deps.db,
    deps.fieldCrypto,
    { keyword: query.keyword || undefined },
    {
      offset: (query.onPagenum - 1) * query.onPagesize,
      limit: query.onPagesize,
    },
  );
}

export async function saveMerchant(
  deps: AppDeps,
  operator: OperatorContext,
  body: {
    id?: string | undefined;
    name: string;
    nameEn: string;
    contactPhone: string;
    staffName?: string | undefined;
    staffMobile?: string | undefined;
  },
  locale: Locale,
): Promise<OpsMerchant> {
  const fields = { name: body.name, nameEn: body.nameEn, contactPhone: body.contactPhone };
  let saved: OpsMerchant | null;
  if (!body.id) {
    // A merchant is worked by a person: their account is made with it.
    if (!body.staffName) throw badField('staffName', locale);
    if (!body.staffMobile) throw badField('staffMobile', locale);
    saved = await createMerchant(deps.db, deps.fieldCrypto, operator, fields, {
      name: body.staffName,
      mobile: body.staffMobile,
    });
  } else {
    saved = await editMerchant(deps.db, deps.fieldCrypto, operator, body.id, fields);
  }
  if (!saved) throw notFound();
  return saved;
}

export async function setMerchantEnabled(
  deps: AppDeps,
  operator: OperatorContext,
  body: { id: string; enabled: boolean },
): Promise<OpsMerchant> {
  const merchant = await setMerchantOpen(deps.db, deps.fieldCrypto, operator, body);
  if (!merchant) throw notFound();
  return merchant;
}
