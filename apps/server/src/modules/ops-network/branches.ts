import { asc, eq, sql } from 'drizzle-orm';
import type { OpsBranch } from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import { changedFields, writeAudit } from '../../domain/audit.js';
import { branchCompanies, rescuers, stores } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { networkTexts } from './texts.js';
import { isUniqueViolation } from './shared.js';

async function branchRows(db: DbOrTx, code?: string): Promise<OpsBranch[]> {
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

export async function listBranches(deps: AppDeps): Promise<{ list: OpsBranch[] }> {
  return { list: await branchRows(deps.db) };
}

export async function saveBranch(
  deps: AppDeps,
  operator: OperatorContext,
  body: { create: boolean; branchCode: string; name: string; nameEn: string },
): Promise<OpsBranch> {
  const { branchCode: code, name, nameEn } = body;
  try {
    await deps.db.transaction(async (tx) => {
      if (body.create) {
        const [row] = await tx
          .insert(branchCompanies)
          .values({ code, name, nameEn })
          .onConflictDoNothing()
          .returning();
        if (!row) throw toast(networkTexts.branchExists);
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
      if (!before) throw notFound();
      await tx.update(branchCompanies).set({ name, nameEn }).where(eq(branchCompanies.code, code));
      const diff = changedFields({ name: before.name, nameEn: before.nameEn }, { name, nameEn });
      if (Object.keys(diff.after).length > 0)
        await writeAudit(tx, operator, {
          action: 'branch.edit',
          objectType: 'branch',
          objectId: code,
          ...diff,
        });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw toast(networkTexts.branchExists);
    throw e;
  }
  const [row] = await branchRows(deps.db, code);
  if (!row) throw notFound();
  return row;
}

export async function setBranchEnabled(
  deps: AppDeps,
  operator: OperatorContext,
  body: { branchCode: string; enabled: boolean },
): Promise<OpsBranch> {
  await deps.db.transaction(async (tx) => {
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
  const [row] = await branchRows(deps.db, body.branchCode);
  if (!row) throw notFound();
  return row;
}
