import type { OpsBranch } from '@rc/contract';
import { branchRows, saveBranchCompany, setBranchCompanyEnabled } from '../../domain/network-branches.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { networkTexts } from './texts.js';

export async function listBranches(deps: AppDeps): Promise<{ list: OpsBranch[] }> {
  return { list: await branchRows(deps.db) };
}

export async function saveBranch(
  deps: AppDeps,
  operator: OperatorContext,
  body: { create: boolean; branchCode: string; name: string; nameEn: string },
): Promise<OpsBranch> {
  const saved = await saveBranchCompany(deps.db, operator, body);
  if (saved.ok) return saved.value;
  throw saved.reason === 'exists' ? toast(networkTexts.branchExists) : notFound();
}

export async function setBranchEnabled(
  deps: AppDeps,
  operator: OperatorContext,
  body: { branchCode: string; enabled: boolean },
): Promise<OpsBranch> {
  const row = await setBranchCompanyEnabled(deps.db, operator, body);
  if (!row) throw notFound();
  return row;
}
