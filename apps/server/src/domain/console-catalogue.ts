import { asc, eq } from 'drizzle-orm';
import type { Locale, OpsCatalogueEntry } from '@rc/contract';
import { invalidateCatalogue } from '../db/catalogue-cache.js';
import type { Db } from '../db/client.js';
import { branchCompanies, serviceCatalogue } from '../db/schema/index.js';
import { changedFields, writeAudit, type AuditActor } from './audit.js';
import type { Outcome } from './refusals.js';

/** The rights and services catalogue as the console edits it, each change with its audit line. */

type Row = typeof serviceCatalogue.$inferSelect;

function entryOf(r: Row): OpsCatalogueEntry {
  return {
    serviceType: r.serviceType,
    name: r.name,
    nameEn: r.nameEn,
    showName: r.showName,
    showNameEn: r.showNameEn,
    module: r.module,
    jumpType: r.jumpType,
    jumpUrl: r.jumpUrl,
    wechatOnly: r.wechatOnly,
    vipOnly: r.vipOnly,
    branchCodes: r.branchCodes,
    transferable: r.transferable,
    sort: r.sort,
    enabled: r.enabled,
  };
}

/** Every entry in display order, with the branch companies an entry may be limited to. */
export async function catalogueForConsole(db: Db, locale: Locale) {
  const rows = await db
    .select()
    .from(serviceCatalogue)
    .orderBy(asc(serviceCatalogue.sort), asc(serviceCatalogue.serviceType));
  const branches = await db.select().from(branchCompanies).orderBy(asc(branchCompanies.code));
  return {
    list: rows.map(entryOf),
    branches: branches.map((b) => ({ code: b.code, name: locale === 'en-US' ? b.nameEn : b.name })),
  };
}

/** Whether every code names a branch company (disabled ones included). */
export async function allBranchCodesKnown(db: Db, codes: readonly string[]): Promise<boolean> {
  const known = new Set(
    (await db.select({ code: branchCompanies.code }).from(branchCompanies)).map((b) => b.code),
  );
  return !codes.some((c) => !known.has(c));
}

export type CatalogueRefusal = 'exists' | 'notFound';

/**
 * Adds (`create`) or edits a right/service. Customers' screens see the change at once in this
 * process (the catalogue cache is dropped). Refused, with nothing written, when a new code exists
 * already or an edited one does not.
 */
export async function saveCatalogueEntry(
  db: Db,
  operator: AuditActor,
  create: boolean,
  values: Omit<OpsCatalogueEntry, 'jumpType'> & { jumpType: '1' | '2' | '3' },
): Promise<Outcome<OpsCatalogueEntry, CatalogueRefusal>> {
  const result = await db.transaction(async (tx): Promise<Outcome<OpsCatalogueEntry, CatalogueRefusal>> => {
    if (create) {
      const [row] = await tx.insert(serviceCatalogue).values(values).onConflictDoNothing().returning();
      if (!row) return { ok: false, reason: 'exists' };
      await writeAudit(tx, operator, {
        action: 'catalogue.create',
        objectType: 'catalogue',
        objectId: row.serviceType,
        after: entryOf(row),
      });
      return { ok: true, value: entryOf(row) };
    }
    const [before] = await tx
      .select()
      .from(serviceCatalogue)
      .where(eq(serviceCatalogue.serviceType, values.serviceType))
      .for('update');
    if (!before) return { ok: false, reason: 'notFound' };
    const [row] = await tx
      .update(serviceCatalogue)
      .set(values)
      .where(eq(serviceCatalogue.serviceType, values.serviceType))
      .returning();
    if (!row) return { ok: false, reason: 'notFound' };
    await writeAudit(tx, operator, {
      action: 'catalogue.update',
      objectType: 'catalogue',
      objectId: row.serviceType,
      ...changedFields(entryOf(before), entryOf(row)),
    });
    return { ok: true, value: entryOf(row) };
  });
  invalidateCatalogue(db);
  return result;
}
