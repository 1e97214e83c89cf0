import { eq } from 'drizzle-orm';
import type { UserVo } from '@rc/contract';
import type { Db } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { sessions } from '../db/schema/sessions.js';
import { servingBranchesOf, type CustomerBranch } from './customer-branches.js';
import { userVoForSession, userVoOf } from './user-vo.js';
import type { CustomerRow } from './rights-viewer.js';

/**
 * authority/R00010093: the session acts under another of the customer's branch companies, and
 * answers the userVo as it now stands. Null: not one of the owner's branch companies still in
 * service (a disabled one is not offered); nothing changed.
 */
export async function switchSessionBranch(
  db: Db,
  crypto: FieldCrypto,
  session: { id: string; ownerId: string; actingCustomerId: string | null },
  viewed: CustomerRow,
  code: string,
  now = new Date(),
): Promise<{ branch: CustomerBranch; userVo: UserVo } | null> {
  const [row] = await servingBranchesOf(db, session.ownerId, code);
  if (!row) return null;
  const [s] = await db
    .update(sessions)
    .set({ branchCode: code })
    .where(eq(sessions.id, session.id))
    .returning({ publicSecret: sessions.publicSecret });
  // The VIN is only ever sent sealed for the browser's key at login; a branch switch does not repeat it.
  const userVo: UserVo = {
    ...userVoOf(viewed, crypto, { publicSecret: s?.publicSecret ?? '', traceId: session.id }, now),
    branchCompanyCode: row.code,
    userVo: null,
  };
  // Switched to a grantor: the grantor stays nested, as the grantee may see them (decision 040).
  if (session.actingCustomerId) userVo.userVo = (await userVoForSession(db, crypto, session.id, now)).userVo;
  return { branch: row, userVo };
}
