import type { Locale, OpsCatalogueEntry } from '@rc/contract';
import {
  allBranchCodesKnown,
  catalogueForConsole,
  saveCatalogueEntry,
} from '../../domain/console-catalogue.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { badField } from '../../http/validate.js';

const words = {
  exists: { 'zh-CN': '该服务类型编号已存在', 'en-US': 'This service type code exists already' },
};

export function list(deps: AppDeps, locale: Locale) {
  return catalogueForConsole(deps.db, locale);
}

export interface CatalogueInput extends Omit<OpsCatalogueEntry, 'jumpType'> {
  create: boolean;
  jumpType: '1' | '2' | '3';
}

/**
 * Adds or edits a right/service. A jump type 3 needs its URL; branch codes must
 * be known branch companies (none: offered everywhere). Customers' screens see
 * the change at once in this process (domain/console-catalogue.ts).
 */
export async function save(
  deps: AppDeps,
  operator: OperatorContext,
  input: CatalogueInput,
  locale: Locale,
): Promise<OpsCatalogueEntry> {
  if (input.jumpType === '3' && !input.jumpUrl) throw badField('jumpUrl', locale);
  const branchCodes = [...new Set(input.branchCodes)];
  if (branchCodes.length && !(await allBranchCodesKnown(deps.db, branchCodes)))
    throw badField('branchCodes', locale);
  const { create, ...fields } = input;
  const saved = await saveCatalogueEntry(deps.db, operator, create, { ...fields, branchCodes });
  if (saved.ok) return saved.value;
  throw saved.reason === 'exists' ? toast(words.exists) : notFound();
}
