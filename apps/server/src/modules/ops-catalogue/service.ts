import { asc, eq } from 'drizzle-orm';
import type { Locale, OpsCatalogueEntry } from '@rc/contract';
import { changedFields, writeAudit } from '../../domain/audit.js';
import { invalidateCatalogue } from '../../db/catalogue-cache.js';
import { branchCompanies, serviceCatalogue } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { badField } from '../../http/validate.js';

type Row = typeof serviceCatalogue.$inferSelect;

const words = {
  exists: { 'zh-CN': '该服务类型编号已存在', 'en-US': 'This service type code exists already' },
};

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

export async function list(deps: AppDeps, locale: Locale) {
  const rows = await deps.db
    .select()
    .from(serviceCatalogue)
    .orderBy(asc(serviceCatalogue.sort), asc(serviceCatalogue.serviceType));
  const branches = await deps.db.select().from(branchCompanies).orderBy(asc(branchCompanies.code));
  return {
    list: rows.map(entryOf),
    branches: branches.map((b) => ({ code: b.code, name: locale === 'en-US' ? b.nameEn : b.name })),
  };
}

export interface CatalogueInput extends Omit<OpsCatalogueEntry, 'jumpType'> {
  create: boolean;
  jumpType: '1' | '2' | '3';
}

/**
 * Adds or edits a right/service. A jump type 3 needs its URL; branch codes must
 * be known branch companies (none: offered everywhere). Customers' screens see
 * the change at once in this process (the catalogue cache is dropped).
 */
export async function save(
  deps: AppDeps,
  operator: OperatorContext,
  input: CatalogueInput,
  locale: Locale,
): Promise<OpsCatalogueEntry> {
  if (input.jumpType === '3' && !input.jumpUrl) throw badField('jumpUrl', locale);
  const branchCodes = [...new Set(input.branchCodes)];
  if (branchCodes.length) {
    const known = new Set(
      (await deps.db.select({ code: branchCompanies.code }).from(branchCompanies)).map((b) => b.code),
    );
    if (branchCodes.some((c) => !known.has(c))) throw badField('branchCodes', locale);
  }
  const { create, ...fields } = input;
  const values = { ...fields, branchCodes };
  const result = await deps.db.transaction(async (tx) => {
    if (create) {
      const [row] = await tx.insert(serviceCatalogue).values(values).onConflictDoNothing().returning();
      if (!row) throw toast(words.exists);
      await writeAudit(tx, operator, {
        action: 'catalogue.create',
        objectType: 'catalogue',
        objectId: row.serviceType,
        after: entryOf(row),
      });
      return entryOf(row);
    }
    const [before] = await tx
      .select()
      .from(serviceCatalogue)
      .where(eq(serviceCatalogue.serviceType, input.serviceType))
      .for('update');
    if (!before) throw notFound();
    const [row] = await tx
      .update(serviceCatalogue)
      .set(values)
      .where(eq(serviceCatalogue.serviceType, input.serviceType))
      .returning();
    if (!row) throw notFound();
    await writeAudit(tx, operator, {
      action: 'catalogue.update',
      objectType: 'catalogue',
      objectId: row.serviceType,
      ...changedFields(entryOf(before), entryOf(row)),
    });
    return entryOf(row);
  });
  invalidateCatalogue(deps.db);
  return result;
}
