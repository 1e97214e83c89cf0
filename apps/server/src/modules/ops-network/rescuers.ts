import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Locale, OpsRescuer, WorkerKind } from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import { changedFields, writeAudit } from '../../domain/audit.js';
import { maskMobile } from '../../domain/masking.js';
import { hashPassword } from '../../domain/rescue.js';
import { busyDispatchStatuses } from '../../domain/rescue-dispatch.js';
import { rescueDispatches, rescuers, sessions, towVehicles } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { badField } from '../../http/validate.js';
import { isUniqueViolation, likePattern, requireOpenBranch } from './shared.js';
import { networkTexts } from './texts.js';

async function rescuerRows(
  deps: AppDeps,
  db: DbOrTx,
  where: { id?: string; keyword?: string | undefined },
  page = { offset: 0, limit: 1 },
): Promise<{ list: OpsRescuer[]; total: number }> {
  const filter = and(
    where.id ? eq(rescuers.id, where.id) : undefined,
    where.keyword
      ? or(
          ilike(rescuers.name, likePattern(where.keyword)),
          ilike(rescuers.loginName, likePattern(where.keyword)),
          ilike(rescuers.companyName, likePattern(where.keyword)),
        )
      : undefined,
  );
  const rows = await db
    .select({
      r: rescuers,
      vehicles: sql<
        string[] | null
      >`(select array_agg(v.vehicle_no order by v.vehicle_no) from ${towVehicles} v
        where v.bound_rescuer_id = ${rescuers.id})`,
    })
    .from(rescuers)
    .where(filter)
    .orderBy(asc(rescuers.companyName), asc(rescuers.loginName))
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rescuers)
    .where(filter);
  return {
    total: Number(count?.n ?? 0),
    list: rows.map(({ r, vehicles }) => ({
      id: r.id,
      loginName: r.loginName,
      name: r.name,
      kind: r.kind,
      jobNo: r.jobNo,
      mobile: maskMobile(deps.fieldCrypto.open(r.mobileSealed)),
      companyName: r.companyName,
      companyNameEn: r.companyNameEn,
      branchCode: r.branchCode,
      enabled: r.enabled,
      vehicles: vehicles ?? [],
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

async function rescuerById(deps: AppDeps, id: string): Promise<OpsRescuer> {
  const [row] = (await rescuerRows(deps, deps.db, { id })).list;
  if (!row) throw notFound();
  return row;
}

export function listRescuers(
  deps: AppDeps,
  query: { onPagenum: number; onPagesize: number; keyword?: string | undefined },
): Promise<{ list: OpsRescuer[]; total: number }> {
  return rescuerRows(
    deps,
    deps.db,
    { keyword: query.keyword || undefined },
    {
      offset: (query.onPagenum - 1) * query.onPagesize,
      limit: query.onPagesize,
    },
  );
}

export interface RescuerInput {
  id?: string | undefined;
  loginName: string;
  name: string;
  kind: WorkerKind;
  jobNo: string;
  mobile?: string | undefined;
  password?: string | undefined;
  companyName: string;
  companyNameEn: string;
  branchCode: string;
}

export async function saveRescuer(
  deps: AppDeps,
  operator: OperatorContext,
  body: RescuerInput,
  locale: Locale,
): Promise<OpsRescuer> {
  const plain = {
    loginName: body.loginName,
    name: body.name,
    kind: body.kind,
    jobNo: body.jobNo,
    companyName: body.companyName,
    companyNameEn: body.companyNameEn,
    branchCode: body.branchCode,
  };
  try {
    if (!body.id) {
      if (!body.mobile) throw badField('mobile', locale);
      if (!body.password) throw badField('password', locale);
      const mobile = body.mobile;
      const password = body.password;
      const id = await deps.db.transaction(async (tx) => {
        await requireOpenBranch(tx, plain.branchCode, locale);
        const [row] = await tx
          .insert(rescuers)
          .values({
            ...plain,
            mobileSealed: deps.fieldCrypto.seal(mobile),
            passwordHash: await hashPassword(password),
          })
          .onConflictDoNothing()
          .returning({ id: rescuers.id });
        if (!row) throw toast(networkTexts.loginExists);
        await writeAudit(tx, operator, {
          action: 'rescuer.create',
          objectType: 'rescuer',
          objectId: row.id,
          after: { ...plain, mobile: maskMobile(mobile) },
        });
        return row.id;
      });
      return await rescuerById(deps, id);
    }
    const id = body.id;
    await deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(rescuers).where(eq(rescuers.id, id)).for('update');
      if (!before) throw notFound();
      if (before.branchCode !== plain.branchCode) await requireOpenBranch(tx, plain.branchCode, locale);
      // A driver holds no tow vehicle: the vehicles are unbound first (by the worker or on the vehicles screen).
      if (plain.kind !== 'tow' && before.kind === 'tow') {
        const [bound] = await tx
          .select({ id: towVehicles.id })
          .from(towVehicles)
          .where(eq(towVehicles.boundRescuerId, id))
          .limit(1);
        if (bound) throw toast(networkTexts.driverHasVehicles);
      }
      const oldMobile = deps.fieldCrypto.open(before.mobileSealed);
      await tx
        .update(rescuers)
        .set({
          ...plain,
          ...(body.mobile ? { mobileSealed: deps.fieldCrypto.seal(body.mobile) } : {}),
          // A reset password also clears a lock from wrong guesses.
          ...(body.password
            ? { passwordHash: await hashPassword(body.password), failedLogins: 0, lockedUntil: null }
            : {}),
        })
        .where(eq(rescuers.id, id));
      const diff = changedFields(
        {
          loginName: before.loginName,
          name: before.name,
          kind: before.kind,
          jobNo: before.jobNo,
          companyName: before.companyName,
          companyNameEn: before.companyNameEn,
          branchCode: before.branchCode,
          mobile: maskMobile(oldMobile),
        },
        { ...plain, mobile: maskMobile(body.mobile ?? oldMobile) },
      );
      // The password itself is never written anywhere but as its hash; the line only says it was reset.
      if (body.password) {
        diff.before.password = '';
        diff.after.password = 'reset';
      }
      if (body.mobile && body.mobile !== oldMobile && !('mobile' in diff.after))
        diff.after.mobile = maskMobile(body.mobile);
      if (Object.keys(diff.after).length > 0)
        await writeAudit(tx, operator, {
          action: 'rescuer.edit',
          objectType: 'rescuer',
          objectId: id,
          ...diff,
        });
    });
    return await rescuerById(deps, id);
  } catch (e) {
    if (isUniqueViolation(e)) throw toast(networkTexts.loginExists);
    throw e;
  }
}

/**
 * Disabling a rescuer ends their sessions and refuses their sign-in; it is
 * refused while they hold work in progress (the dispatcher reassigns it first),
 * so no stranded customer is left with a truck nobody drives.
 */
export async function setRescuerEnabled(
  deps: AppDeps,
  operator: OperatorContext,
  body: { id: string; enabled: boolean },
  now = new Date(),
): Promise<OpsRescuer> {
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: rescuers.id })
      .from(rescuers)
      .where(eq(rescuers.id, body.id))
      .for('update');
    if (!locked) throw notFound();
    if (!body.enabled) {
      const [busy] = await tx
        .select({ id: rescueDispatches.id })
        .from(rescueDispatches)
        .where(
          and(
            eq(rescueDispatches.rescuerId, body.id),
            inArray(rescueDispatches.status, ['offered', ...busyDispatchStatuses]),
          ),
        )
        .limit(1);
      if (busy) throw toast(networkTexts.rescuerServing);
    }
    const [changed] = await tx
      .update(rescuers)
      .set({ enabled: body.enabled })
      .where(and(eq(rescuers.id, body.id), eq(rescuers.enabled, !body.enabled)))
      .returning({ id: rescuers.id });
    if (!changed) return;
    if (!body.enabled)
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(eq(sessions.kind, 'rescuer'), eq(sessions.rescuerId, body.id), isNull(sessions.revokedAt)),
        );
    await writeAudit(tx, operator, {
      action: body.enabled ? 'rescuer.enable' : 'rescuer.disable',
      objectType: 'rescuer',
      objectId: body.id,
      before: { enabled: !body.enabled },
      after: { enabled: body.enabled },
    });
  });
  return rescuerById(deps, body.id);
}
