import { randomInt } from 'node:crypto';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { OpsMerchant } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { customers, merchants, stores } from '../db/schema/index.js';
import { changedFields, writeAudit, type AuditActor } from './audit.js';
import { likePattern } from './console-search.js';
import { maskMobile } from './masking.js';

/** Merchants as the console's network screen keeps them, each with the staff account that works it. */

export async function merchantRows(
  db: DbOrTx,
  fieldCrypto: FieldCrypto,
  where: { id?: string; keyword?: string | undefined },
  page = { offset: 0, limit: 1 },
): Promise<{ list: OpsMerchant[]; total: number }> {
  const filter = and(
    where.id ? eq(merchants.id, where.id) : undefined,
    where.keyword
      ? or(
          ilike(merchants.name, likePattern(where.keyword)),
          ilike(merchants.nameEn, likePattern(where.keyword)),
        )
      : undefined,
  );
  const rows = await db
    .select({
      m: merchants,
      staffName: customers.custName,
      staffMobileSealed: customers.mobileSealed,
      storeCount: sql<number>`(select count(*)::int from ${stores} s where s.merchant_id = ${merchants.id})`,
    })
    .from(merchants)
    .innerJoin(customers, eq(customers.id, merchants.accountCustomerId))
    .where(filter)
    .orderBy(desc(merchants.createdAt), merchants.name)
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(merchants)
    .where(filter);
  return {
    total: Number(count?.n ?? 0),
    list: rows.map((r) => ({
      id: r.m.id,
      name: r.m.name,
      nameEn: r.m.nameEn,
      contactPhone: r.m.contactPhone,
      staffName: r.staffName,
      staffMobile: maskMobile(fieldCrypto.open(r.staffMobileSealed)),
      enabled: r.m.enabled,
      storeCount: Number(r.storeCount),
      createdAt: r.m.createdAt.toISOString(),
    })),
  };
}

export async function merchantById(
  db: DbOrTx,
  fieldCrypto: FieldCrypto,
  id: string,
): Promise<OpsMerchant | null> {
  const [row] = (await merchantRows(db, fieldCrypto, { id })).list;
  return row ?? null;
}

/** The staff account's partner id: what the partner's hand-off names (isGiftBag S lands on the merchant pages). */
function newStaffPid(): string {
  return `MCH${Date.now().toString().slice(-6)}${String(randomInt(10_000)).padStart(4, '0')}`;
}

export interface MerchantFields {
  name: string;
  nameEn: string;
  contactPhone: string;
}

/** A new merchant with the account of the person who works it, in one transaction with its audit line. */
export async function createMerchant(
  db: Db,
  fieldCrypto: FieldCrypto,
  operator: AuditActor,
  fields: MerchantFields,
  staff: { name: string; mobile: string },
): Promise<OpsMerchant | null> {
  const staffName = staff.name;
  const staffMobile = staff.mobile;
  const id = await db.transaction(async (tx) => {
    const [person] = await tx
      .insert(customers)
      .values({
        pid: newStaffPid(),
        custName: staffName,
        mobileSealed: fieldCrypto.seal(staffMobile),
        mobileIndex: fieldCrypto.blindIndex(staffMobile),
        isVerify: 'Y',
        role: 'merchant',
        landing: { isGiftBag: 'S' },
      })
      .returning({ id: customers.id });
    if (!person) throw new Error('staff insert returned nothing');
    const [m] = await tx
      .insert(merchants)
      .values({ ...fields, accountCustomerId: person.id })
      .returning({ id: merchants.id });
    if (!m) throw new Error('merchant insert returned nothing');
    await writeAudit(tx, operator, {
      action: 'merchant.create',
      objectType: 'merchant',
      objectId: m.id,
      after: { ...fields, staffName, staffMobile: maskMobile(staffMobile) },
    });
    return m.id;
  });
  return merchantById(db, fieldCrypto, id);
}

/** Edits a merchant's names and phone; null when it is unknown (nothing is written). */
export async function editMerchant(
  db: Db,
  fieldCrypto: FieldCrypto,
  operator: AuditActor,
  id: string,
  fields: MerchantFields,
): Promise<OpsMerchant | null> {
  const known = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(merchants).where(eq(merchants.id, id)).for('update');
    if (!before) return false;
    await tx.update(merchants).set(fields).where(eq(merchants.id, id));
    const diff = changedFields(
      { name: before.name, nameEn: before.nameEn, contactPhone: before.contactPhone },
      { ...fields },
    );
    if (Object.keys(diff.after).length > 0)
      await writeAudit(tx, operator, {
        action: 'merchant.edit',
        objectType: 'merchant',
        objectId: id,
        ...diff,
      });
    return true;
  });
  return known ? merchantById(db, fieldCrypto, id) : null;
}

/** Enables or disables a merchant (already in that state: nothing is written); null when it is unknown. */
export async function setMerchantOpen(
  db: Db,
  fieldCrypto: FieldCrypto,
  operator: AuditActor,
  body: { id: string; enabled: boolean },
): Promise<OpsMerchant | null> {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(merchants)
      .set({ enabled: body.enabled })
      .where(and(eq(merchants.id, body.id), eq(merchants.enabled, !body.enabled)))
      .returning({ id: merchants.id });
    if (!changed) return;
    await writeAudit(tx, operator, {
      action: body.enabled ? 'merchant.enable' : 'merchant.disable',
      objectType: 'merchant',
      objectId: body.id,
      before: { enabled: !body.enabled },
      after: { enabled: body.enabled },
    });
  });
  return merchantById(db, fieldCrypto, body.id);
}
