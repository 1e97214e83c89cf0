import { asc, eq, sql } from 'drizzle-orm';
import type { OpsBranch } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import { branchCompanies, rescuers, stores } from '../db/schema/index.js';
import { changedFields, writeAudit, type AuditActor } from './audit.js';
import { branchOpenness } from './branch-companies.js';
import { isUniqueViolation, outcomeOf, Refused, type Outcome } from './refusals.js';

/** Branch companies as the console's network screen keeps them: each change one transaction with its audit line. */

export async function branchRows(db: DbOrTx, code?: string): Promise<OpsBranch[]> {
  const rows = await db
    .select({
      code: branchCompanies.code,
      name: branchCompanies.name,
      nameEn: branchCompanies.nameEn,
      enabled: branchCompanies.enabled,
      storeCount: sql<number>`(select count(*)::int from ${stores} s where s.branch_code = ${branchCompanies.code})`,
      rescuerCount: sql<number>`(select count(*)::int from ${rescuers} r where r.branch_code = ${branchCompanies.code})`,
    })
    .from(branchCompanies)
    .where(code ? eq(branchCompanies.code, code) : undefined)
    .orderBy(asc(branchCompanies.code));
  return rows.map((r) => ({ ...r, storeCount: Number(r.storeCount), rescuerCount: Number(r.rescuerCount) }));
}

/** Why a store or rescuer cannot be put under a branch company. */
export type ClosedBranch = 'noBranch' | 'branchDisabled';

/** New or moved stores and rescuers need an existing, enabled branch company: throws `Refused` inside their transaction. */
export async function requireOpenBranch(tx: DbOrTx, code: string): Promise<void> {
  const openness = await branchOpenness(tx, code);
  if (openness === 'missing') throw new Refused<ClosedBranch>('noBranch');
  if (openness === 'disabled') throw new Refused<ClosedBranch>('branchDisabled');
}

export type BranchRefusal = 'exists' | 'notFound';

/** Adds a branch company or renames one; refused when the code is taken (create) or unknown (edit). */
export async function saveBranchCompany(
  db: Db,
  operator: AuditActor,
  body: { create: boolean; branchCode: string; name: string; nameEn: string },
): Promise<Outcome<OpsBranch, BranchRefusal>> {
  const { branchCode: code, name, nameEn } = body;
  let saved: Outcome<void, BranchRefusal>;
  try {
    saved = await outcomeOf(() =>
      db.transaction(async (tx) => {
        if (body.create) {
          const [row] = await tx
            .insert(branchCompanies)
            .values({ code, name, nameEn })
            .onConflictDoNothing()
            .returning();
          if (!row) throw new Refused('exists');
          await writeAudit(tx, operator, {
            action: 'branch.create',
            objectType: 'branch',
            objectId: code,
            after: { name, nameEn },
          });
          return;
        }
        const [before] = await tx
          .select()
          .from(branchCompanies)
          .where(eq(branchCompanies.code, code))
          .for('update');
        if (!before) throw new Refused('notFound');
        await tx.update(branchCompanies).set({ name, nameEn }).where(eq(branchCompanies.code, code));
        const diff = changedFields({ name: before.name, nameEn: before.nameEn }, { name, nameEn });
        if (Object.keys(diff.after).length > 0)
          await writeAudit(tx, operator, {
            action: 'branch.edit',
            objectType: 'branch',
            objectId: code,
            ...diff,
          });
      }),
    );
  } catch (e) {
    if (isUniqueViolation(e)) return { ok: false, reason: 'exists' };
    throw e;
  }
  if (!saved.ok) return saved;
  const [row] = await branchRows(db, code);
  return row ? { ok: true, value: row } : { ok: false, reason: 'notFound' };
}

/** Enables or disables a branch company (already in that state: nothing is written); null when it is unknown. */
export async function setBranchCompanyEnabled(
  db: Db,
  operator: AuditActor,
  body: { branchCode: string; enabled: boolean },
): Promise<OpsBranch | null> {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(branchCompanies)
      .set({ enabled: body.enabled })
      .where(
        sql`${branchCompanies.code} = ${body.branchCode} and ${branchCompanies.enabled} = ${!body.enabled}`,
      )
      .returning({ code: branchCompanies.code });
    // Already in that state: nothing changes and nothing is written.
    if (!changed) return;
    await writeAudit(tx, operator, {
      action: body.enabled ? 'branch.enable' : 'branch.disable',
      objectType: 'branch',
      objectId: body.branchCode,
      before: { enabled: !body.enabled },
      after: { enabled: body.enabled },
    });
  });
  const [row] = await branchRows(db, body.branchCode);
  return row ?? null;
}
