import type { Locale, OpsServiceType } from '@rc/contract';
import { repriceServiceType, serviceTypeList } from '../../domain/console-service-types.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { badField } from '../../http/validate.js';

/**
 * Console: the bookable service types' prices and on/off (docs/decisions/015
 * descriptions; the rules in domain/console-service-types.ts). Prices and the enabled
 * flag are edited here, the form itself in `service-type-forms.ts`.
 */

export const words = {
  changed: {
    'zh-CN': '该服务已被同事修改，请刷新后重新编辑',
    'en-US': 'A colleague changed this service meanwhile; reload it and edit again',
  },
};

export function listServiceTypes(deps: AppDeps, locale: Locale) {
  return serviceTypeList(deps.db, locale);
}

export async function saveServiceType(
  deps: AppDeps,
  operator: OperatorContext,
  input: {
    code: string;
    version: number;
    baseFen: number;
    couponCoversFen: number;
    fieldPrices: { key: string; option: string; fen: number }[];
    enabled: boolean;
  },
  locale: Locale,
  now = new Date(),
): Promise<OpsServiceType> {
  const saved = await repriceServiceType(deps.db, operator, input, locale, now);
  if (saved.ok) return saved.value;
  if (saved.reason === 'fieldPrices') throw badField('fieldPrices', locale);
  throw saved.reason === 'changed' ? toast(words.changed) : notFound();
}
