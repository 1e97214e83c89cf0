import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { OpsStore } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import { merchants, stores } from '../db/schema/index.js';
import { changedFields, writeAudit, type AuditActor } from './audit.js';
import { likePattern } from './console-search.js';
import { requireOpenBranch, type ClosedBranch } from './network-branches.js';
import { isUniqueViolation, outcomeOf, Refused, type Outcome } from './refusals.js';

/** Partner stores as the console's network screen keeps them: each change one transaction with its audit line. */

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

export async function storeRows(
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

export async function storeById(db: DbOrTx, id: string): Promise<OpsStore | null> {
  const [row] = (await storeRows(db, { id })).list;
  return row ?? null;
}

export interface StoreFields {
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
function summary(s: StoreFields): Record<string, unknown> {
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

export type StoreRefusal = 'noMerchant' | ClosedBranch | 'snExists' | 'notFound';

/**
 * Adds a store (no `givenId`) or edits one. Its merchant must exist; a new store, or one moved
 * to another branch company, needs an open branch; the SN code is unique (upper-cased).
 */
export async function saveStoreFields(
  db: Db,
  operator: AuditActor,
  givenId: string | undefined,
  fields: StoreFields,
): Promise<Outcome<OpsStore, StoreRefusal>> {
  try {
    const saved = await outcomeOf<string, StoreRefusal>(() =>
      db.transaction(async (tx) => {
        const [merchant] = await tx
          .select({ id: merchants.id })
          .from(merchants)
          .where(eq(merchants.id, fields.merchantId));
        if (!merchant) throw new Refused('noMerchant');
        if (!givenId) {
          await requireOpenBranch(tx, fields.branchCode);
          const [row] = await tx
            .insert(stores)
            .values(fields)
            .onConflictDoNothing()
            .returning({ id: stores.id });
          if (!row) throw new Refused('snExists');
          await writeAudit(tx, operator, {
            action: 'store.create',
            objectType: 'store',
            objectId: row.id,
            after: summary(fields),
          });
          return row.id;
        }
        const [before] = await tx.select().from(stores).where(eq(stores.id, givenId)).for('update');
        if (!before) throw new Refused('notFound');
        if (before.branchCode !== fields.branchCode) await requireOpenBranch(tx, fields.branchCode);
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
      }),
    );
    if (!saved.ok) return saved;
    const store = await storeById(db, saved.value);
    return store ? { ok: true, value: store } : { ok: false, reason: 'notFound' };
  } catch (e) {
    if (isUniqueViolation(e)) return { ok: false, reason: 'snExists' };
    throw e;
  }
}

/** Opens or closes a store (already in that state: nothing is written); null when it is unknown. */
export async function setStoreOpen(
  db: Db,
  operator: AuditActor,
  body: { id: string; enabled: boolean },
): Promise<OpsStore | null> {
  await db.transaction(async (tx) => {
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
  return storeById(db, body.id);
}
