import { randomInt } from 'node:crypto';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { OpsMerchant } from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import { changedFields, writeAudit } from '../../domain/audit.js';
import { maskMobile } from '../../domain/masking.js';
import { customers, merchants, stores } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { badField } from '../../http/validate.js';
import type { Locale } from '@rc/contract';
import { likePattern } from './shared.js';

async function merchantRows(
  deps: AppDeps,
  db: DbOrTx,
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
      staffMobile: maskMobile(deps.fieldCrypto.open(r.staffMobileSealed)),
      enabled: r.m.enabled,
      storeCount: Number(r.storeCount),
      createdAt: r.m.createdAt.toISOString(),
    })),
  };
}

async function merchantById(deps: AppDeps, id: string): Promise<OpsMerchant> {
  const [row] = (await merchantRows(deps, deps.db, { id })).list;
  if (!row) throw notFound();
  return row;
}

export function listMerchants(
  deps: AppDeps,
  query: { onPagenum: number; onPagesize: number; keyword?: string | undefined },
): Promise<{ list: OpsMerchant[]; total: number }> {
  return merchantRows(
    deps,
    deps.db,
    { keyword: query.keyword || undefined },
    {
      offset: (query.onPagenum - 1) * query.onPagesize,
      limit: query.onPagesize,
    },
  );
}

/** The staff account's partner id: what the partner's hand-off names (isGiftBag S lands on the merchant pages). */
function newStaffPid(): string {
  return `MCH${Date.now().toString().slice(-6)}${String(randomInt(10_000)).padStart(4, '0')}`;
}

export async function saveMerchant(
  deps: AppDeps,
  operator: OperatorContext,
  body: {
    id?: string | undefined;
    name: string;
    nameEn: string;
    contactPhone: string;
    staffName?: string | undefined;
    staffMobile?: string | undefined;
  },
  locale: Locale,
): Promise<OpsMerchant> {
  const fields = { name: body.name, nameEn: body.nameEn, contactPhone: body.contactPhone };
  if (!body.id) {
    // A merchant is worked by a person: their account is made with it.
    if (!body.staffName) throw badField('staffName', locale);
    if (!body.staffMobile) throw badField('staffMobile', locale);
    const staffName = body.staffName;
    const staffMobile = body.staffMobile;
    const id = await deps.db.transaction(async (tx) => {
      const [staff] = await tx
        .insert(customers)
        .values({
          pid: newStaffPid(),
          custName: staffName,
          mobileSealed: deps.fieldCrypto.seal(staffMobile),
          mobileIndex: deps.fieldCrypto.blindIndex(staffMobile),
          isVerify: 'Y',
          role: 'merchant',
          landing: { isGiftBag: 'S' },
        })
        .returning({ id: customers.id });
      if (!staff) throw new Error('staff insert returned nothing');
      const [m] = await tx
        .insert(merchants)
        .values({ ...fields, accountCustomerId: staff.id })
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
    return merchantById(deps, id);
  }
  const id = body.id;
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(merchants).where(eq(merchants.id, id)).for('update');
    if (!before) throw notFound();
    await tx.update(merchants).set(fields).where(eq(merchants.id, id));
    const diff = changedFields(
      { name: before.name, nameEn: before.nameEn, contactPhone: before.contactPhone },
      fields,
    );
    if (Object.keys(diff.after).length > 0)
      await writeAudit(tx, operator, {
        action: 'merchant.edit',
        objectType: 'merchant',
        objectId: id,
        ...diff,
      });
  });
  return merchantById(deps, id);
}

export async function setMerchantEnabled(
  deps: AppDeps,
  operator: OperatorContext,
  body: { id: string; enabled: boolean },
): Promise<OpsMerchant> {
  await deps.db.transaction(async (tx) => {
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
  return merchantById(deps, body.id);
}
