import { and, desc, eq } from 'drizzle-orm';
import type { AuthorizedUser, Locale } from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import {
  authorizedUserView,
  granteeOf,
  liveAuthorization,
  type AuthorizationRow,
} from '../../domain/authorizations.js';
import { authorizations, customers, sessions } from '../../db/schema/index.js';
import { userVoForSession } from '../../domain/user-vo.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';
import { badField } from '../../http/validate.js';

function me(session: SessionContext): string {
  if (!session.customerId) throw new Error('authority calls are for customer sessions');
  return session.customerId;
}

/**
 * Switches the session to a customer who authorised the caller, or back to the
 * caller (their own pid). From then on the login data, userVo.userVo and every
 * rights read act for `sessions.acting_customer_id`.
 */
export async function switchUser(deps: AppDeps, session: SessionContext, targetPid: string) {
  const customerId = me(session);
  const now = new Date();
  const [target] = await deps.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.pid, targetPid));
  if (!target) throw notFound();
  if (target.id === customerId) {
    await deps.db.update(sessions).set({ actingCustomerId: null }).where(eq(sessions.id, session.id));
  } else {
    const [grant] = await deps.db
      .select({ id: authorizations.id })
      .from(authorizations)
      .where(
        and(
          eq(authorizations.grantorId, target.id),
          eq(authorizations.granteeId, customerId),
          liveAuthorization(now),
        ),
      )
      .limit(1);
    // Someone who did not authorise the caller looks the same as no one.
    if (!grant) throw notFound();
    await deps.db.update(sessions).set({ actingCustomerId: target.id }).where(eq(sessions.id, session.id));
  }
  return { userVo: await userVoForSession(deps.db, deps.fieldCrypto, session.id, now) };
}

/** Makes one of the caller's own plates the current one. */
export async function switchPlate(deps: AppDeps, session: SessionContext, plate: string, locale: Locale) {
  const customerId = me(session);
  const [row] = await deps.db
    .select({ plates: customers.plateNumbers })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row?.plates.includes(plate)) throw badField('plate', locale);
  await deps.db
    .update(customers)
    .set({ currentPlate: plate, updatedAt: new Date() })
    .where(eq(customers.id, customerId));
  return { userVo: await userVoForSession(deps.db, deps.fieldCrypto, session.id) };
}

export interface NewAuthorization {
  custName: string;
  mobile: string;
  idType: string;
  idNumber: string;
  plateNumbers: string[];
  validTo?: string | undefined;
}

const alreadyAuthorised = {
  'zh-CN': '您已授权过该手机号，请勿重复授权',
  'en-US': 'You have already authorised this mobile number',
};
const notYourself = { 'zh-CN': '不能授权给自己', 'en-US': 'You cannot authorise yourself' };

export async function addAuthorization(
  deps: AppDeps,
  session: SessionContext,
  input: NewAuthorization,
  locale: Locale,
): Promise<AuthorizedUser> {
  const customerId = me(session);
  const now = new Date();
  if (input.validTo && new Date(input.validTo) <= now) throw badField('validTo', locale);
  if (input.idType === '1' && !/^(\d{17}[\dX]|\d{15})$/.test(input.idNumber)) {
    throw badField('idNumber', locale);
  }
  const crypto = deps.fieldCrypto;
  const mobileIndex = crypto.blindIndex(input.mobile);
  return deps.db.transaction(async (tx) => {
    const [grantor] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
    if (!grantor) throw notFound();
    for (const plate of input.plateNumbers) {
      if (!grantor.plateNumbers.includes(plate)) throw badField('plateNumbers', locale);
    }
    if (grantor.mobileIndex === mobileIndex) throw toast(notYourself);
    const [dup] = await tx
      .select({ id: authorizations.id })
      .from(authorizations)
      .where(
        and(
          eq(authorizations.grantorId, customerId),
          eq(authorizations.granteeMobileIndex, mobileIndex),
          liveAuthorization(now),
        ),
      )
      .limit(1);
    if (dup) throw toast(alreadyAuthorised);
    const [grantee] = await tx
      .select({ id: customers.id, pid: customers.pid })
      .from(customers)
      .where(eq(customers.mobileIndex, mobileIndex))
      .limit(1);
    const [row] = await tx
      .insert(authorizations)
      .values({
        grantorId: customerId,
        granteeId: grantee?.id ?? null,
        granteeName: input.custName,
        granteeMobileSealed: crypto.seal(input.mobile),
        granteeMobileIndex: mobileIndex,
        granteeIdType: input.idType,
        granteeIdNumberSealed: crypto.seal(input.idNumber),
        plateNumbers: [...new Set(input.plateNumbers)],
        validTo: input.validTo ? new Date(input.validTo) : null,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('authorisation insert returned nothing');
    return authorizedUserView(crypto, row, granteeOf(row, grantee?.pid ?? ''), now);
  });
}

async function granteePids(db: DbOrTx, rows: AuthorizationRow[]): Promise<Map<string, string>> {
  const pids = new Map<string, string>();
  for (const row of rows) {
    if (!row.granteeId || pids.has(row.granteeId)) continue;
    const [c] = await db
      .select({ pid: customers.pid })
      .from(customers)
      .where(eq(customers.id, row.granteeId));
    if (c) pids.set(row.granteeId, c.pid);
  }
  return pids;
}

export async function authorizedUsers(deps: AppDeps, session: SessionContext) {
  const customerId = me(session);
  const now = new Date();
  const grantedRows = await deps.db
    .select()
    .from(authorizations)
    .where(eq(authorizations.grantorId, customerId))
    .orderBy(desc(authorizations.createdAt));
  const pids = await granteePids(deps.db, grantedRows);
  const receivedRows = await deps.db
    .select({
      row: authorizations,
      grantor: { pid: customers.pid, name: customers.custName, mobileSealed: customers.mobileSealed },
    })
    .from(authorizations)
    .innerJoin(customers, eq(customers.id, authorizations.grantorId))
    .where(and(eq(authorizations.granteeId, customerId), liveAuthorization(now)))
    .orderBy(desc(authorizations.createdAt));
  return {
    granted: grantedRows.map((r) =>
      authorizedUserView(
        deps.fieldCrypto,
        r,
        granteeOf(r, (r.granteeId && pids.get(r.granteeId)) || ''),
        now,
      ),
    ),
    received: receivedRows.map((r) => authorizedUserView(deps.fieldCrypto, r.row, r.grantor, now)),
  };
}
