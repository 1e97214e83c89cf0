import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { branchCompanies, customerBranches } from '../db/schema/index.js';

export interface CustomerBranch {
  code: string;
  name: string;
  nameEn: string;
}

/**
 * The branch companies a customer may act under: theirs and still in service.
 * A branch the console disabled is no longer offered (login orgList, the
 * branch choice, a switch, branch-area offers); see decision 023.
 */
export async function servingBranchesOf(
  db: DbOrTx,
  customerId: string,
  code?: string,
): Promise<CustomerBranch[]> {
  return db
    .select({ code: branchCompanies.code, name: branchCompanies.name, nameEn: branchCompanies.nameEn })
    .from(customerBranches)
    .innerJoin(branchCompanies, eq(branchCompanies.code, customerBranches.branchCode))
    .where(
      and(
        eq(customerBranches.customerId, customerId),
        eq(branchCompanies.enabled, true),
        code === undefined ? undefined : eq(customerBranches.branchCode, code),
      ),
    )
    .orderBy(asc(branchCompanies.code));
}

/** A branch company the console took out of service, or null when it is serving (or unknown). */
export async function retiredBranch(db: DbOrTx, code: string): Promise<CustomerBranch | null> {
  if (!code) return null;
  const [row] = await db
    .select({
      code: branchCompanies.code,
      name: branchCompanies.name,
      nameEn: branchCompanies.nameEn,
      enabled: branchCompanies.enabled,
    })
    .from(branchCompanies)
    .where(eq(branchCompanies.code, code));
  return row && !row.enabled ? { code: row.code, name: row.name, nameEn: row.nameEn } : null;
}
