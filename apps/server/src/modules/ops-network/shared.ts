import type { Locale } from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import { branchOpenness } from '../../domain/branch-companies.js';
import { toast } from '../../http/errors.js';
import { badField } from '../../http/validate.js';
import { networkTexts } from './texts.js';

/** A unique index refused the row (two saves racing for one code): PostgreSQL 23505, possibly wrapped by Drizzle. */
export function isUniqueViolation(e: unknown): boolean {
  for (let cur: unknown = e; cur && typeof cur === 'object'; cur = (cur as { cause?: unknown }).cause) {
    if ((cur as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** New or moved stores and rescuers need an existing, enabled branch company. */
export async function requireOpenBranch(tx: DbOrTx, code: string, locale: Locale): Promise<void> {
  const openness = await branchOpenness(tx, code);
  if (openness === 'missing') throw badField('branchCode', locale);
  if (openness === 'disabled') throw toast(networkTexts.branchDisabled);
}

/** A `keyword` search as an ILIKE pattern, with the user's % and _ taken literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
