import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Locale, OpsStore } from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import { changedFields, writeAudit } from '../../domain/audit.js';
import { merchants, stores } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { badField } from '../../http/validate.js';
import { isUniqueViolation, likePattern, requireOpenBranch } from './shared.js';
import { networkTexts } from './texts.js';

type StoreRow = typeof stores.$inferSelect;

function toStore(s: StoreRow, merchantName: string): OpsStore {
  return {
    id: s.id,
    merchantId: s.merchantId,
    merchantName,
    snCode: s.snCode,
    name: s.name,
    nameEn: s.nameEn,
    address: s.address,
    addressEn: s.addressEn,
    phone: s.phone,
    branchCode: s.branchCode,
    lat: s.lat,
    lng: s.lng,
    serviceTypes: s.serviceTypes,
    openHours: s.openHours,
    enabled: s.enabled,
  };
}

async function storeRows(
  db: DbOrTx,
  where: { id?: string; merchantId?: string | undefined; keyword?: string | undefined },
  page = { offset: 0, limit: 1 },
): Promise<{ list: OpsStore[]; total: number }> {
  const filter = and(
    where.id ? eq(stores.id, where.id) : undefined,
    where.merchantId ? eq(stores.merchantId, where.merchantId) : undefined,
    where.keyword
      ? or(
          ilike(stores.name, likePattern(where.keyword)),
          ilike(stores.nameEn, likePattern(where.keyword)),
          ilike(stores.snCode, likePattern(where.keyword)),
        )
      : undefined,
  );
  const rows = await db
    .select({ s: stores, merchantName: merchants.name })
    .from(stores)
    .innerJoin(merchants, eq(merchants.id, stores.merchantId))
    .where(filter)
    .orderBy(asc(stores.snCode))
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stores)
    .where(filter);
  return { total: Number(count?.n ?? 0), list: rows.map((r) => toStore(r.s, r.merchantName)) };
}

async function storeById(db: DbOrTx, id: string): Promise<OpsStore> {
  const [row] = (await storeRows(db, { id })).list;
  if (!row) throw notFound();
  return row;
}

export function listStores(
  deps: AppDeps,
  query: {
    onPagenum: number;
    onPagesize: number;
    merchantId?: string | undefined;
    keyword?: string | undefined;
  },
): Promise<{ list: OpsStore[]; total: number }> {
  return storeRows(
    deps.db,
    { merchantId: query.merchantId, keyword: query.keyword || undefined },
    { offset: (query.onPagenum - 1) * query.onPagesize, limit: query.onPagesize },
  );
}

export interface StoreInput {
  id?: string | undefined;
  merchantId: string;
  snCode: string;
  name: string;
  nameEn: string;
  address: string;
  addressEn: string;
  phone: string;
  branchCode: string;
  lat: number;
  lng: number;
  serviceTypes: string[];
  openHours: string;
}

/** What an audit line shows of a store: the position rounded (a shop's place is public, but the line stays short). */
function summary(s: Omit<StoreInput, 'id'>): Record<string, unknown> {
  return {
    merchantId: s.merchantId,
    snCode: s.snCode,
    name: s.name,
    nameEn: s.nameEn,
    address: s.address,
    addressEn: s.addressEn,
    phone: s.phone,
    branchCode: s.branchCode,
    position: `${s.lat.toFixed(5)},${s.lng.toFixed(5)}`,
    serviceTypes: [...s.serviceTypes].sort(),
    openHours: s.openHours,
  };
}

export async function saveStore(
  deps: AppDeps,
  operator: OperatorContext,
  body: StoreInput,
  locale: Locale,
): Promise<OpsStore> {
  const [from, to] = body.openHours.split('-');
  if (!from || !to || from >= to) throw badField('openHours', locale);
  const { id: givenId, ...fields } = { ...body, snCode: body.snCode.toUpperCase() };
  fields.serviceTypes = [...new Set(fields.serviceTypes)];
  try {
    const id = await deps.db.transaction(async (tx) => {
      const [merchant] = await tx
        .select({ id: merchants.id })
        .from(merchants)
        .where(eq(merchants.id, fields.merchantId));
      if (!merchant) throw badField('merchantId', locale);
      if (!givenId) {
        await requireOpenBranch(tx, fields.branchCode, locale);
        const [row] = await tx
          .insert(stores)
          .values(fields)
          .onConflictDoNothing()
          .returning({ id: stores.id });
        if (!row) throw toast(networkTexts.snExists);
        await writeAudit(tx, operator, {
          action: 'store.create',
          objectType: 'store',
          objectId: row.id,
          after: summary(fields),
        });
        return row.id;
      }
      const [before] = await tx.select().from(stores).where(eq(stores.id, givenId)).for('update');
      if (!before) throw notFound();
      if (before.branchCode !== fields.branchCode) await requireOpenBranch(tx, fields.branchCode, locale);
      await tx.update(stores).set(fields).where(eq(stores.id, givenId));
      const diff = changedFields(summary(before), summary(fields));
      if (Object.keys(diff.after).length > 0)
        await writeAudit(tx, operator, {
          action: 'store.edit',
          objectType: 'store',
          objectId: givenId,
          ...diff,
        });
      return givenId;
    });
    return await storeById(deps.db, id);
  } catch (e) {
    if (isUniqueViolation(e)) throw toast(networkTexts.snExists);
    throw e;
  }
}

export async function setStoreEnabled(
  deps: AppDeps,
  operator: OperatorContext,
  body: { id: string; enabled: boolean },
): Promise<OpsStore> {
  await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(stores)
      .set({ enabled: body.enabled })
      .where(and(eq(stores.id, body.id), eq(stores.enabled, !body.enabled)))
      .returning({ id: stores.id });
    if (!changed) return;
    await writeAudit(tx, operator, {
      action: body.enabled ? 'store.enable' : 'store.disable',
      objectType: 'store',
      objectId: body.id,
      before: { enabled: !body.enabled },
      after: { enabled: body.enabled },
    });
  });
  return storeById(deps.db, body.id);
}
