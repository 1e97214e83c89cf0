import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { branchCompanies } from '../db/schema/index.js';

/** Whether a branch company exists and is enabled (new or moved stores and rescuers need an open one). */
export async function branchOpenness(tx: DbOrTx, code: string): Promise<'open' | 'disabled' | 'missing'> {
  const [b] = await tx
    .select({ enabled: branchCompanies.enabled })
    .from(branchCompanies)
    .where(eq(branchCompanies.code, code));
  if (!b) return 'missing';
  return b.enabled ? 'open' : 'disabled';
}
