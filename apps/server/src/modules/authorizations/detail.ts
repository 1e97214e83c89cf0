import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AuthorizationDetail, Locale, RightItem } from '@rc/contract';
import { authorizedUserView, granteeOf, type AuthorizationRow } from '../../domain/authorizations.js';
import type { DbOrTx } from '../../db/client.js';
import { maskIdNumber } from '../../domain/masking.js';
import { authorizations, coupons, customers, serviceCatalogue, sessions } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';
import { isUuid } from '@rc/contract';

function me(session: SessionContext): string {
  if (!session.customerId) throw new Error('authorization calls are for customer sessions');
  return session.customerId;
}

/** The rights an authorisation covers: the grantor's unused, valid coupons on the authorised plates (or on no plate). */
async function coveredRights(
  db: DbOrTx,
  row: AuthorizationRow,
  locale: Locale,
  now: Date,
): Promise<RightItem[]> {
  const plateRule =
    row.plateNumbers.length > 0
      ? or(isNull(coupons.plateNumber), inArray(coupons.plateNumber, row.plateNumbers))
      : isNull(coupons.plateNumber);
  const rows = await db
    .select({
      serviceType: serviceCatalogue.serviceType,
      name: serviceCatalogue.name,
      nameEn: serviceCatalogue.nameEn,
      showName: serviceCatalogue.showName,
      showNameEn: serviceCatalogue.showNameEn,
      jumpType: serviceCatalogue.jumpType,
      jumpUrl: serviceCatalogue.jumpUrl,
      wechatOnly: serviceCatalogue.wechatOnly,
      icon: serviceCatalogue.icon,
      sort: serviceCatalogue.sort,
      remain: sql<number>`sum(${coupons.quantity} - ${coupons.usedCount})::int`,
    })
    .from(coupons)
    .innerJoin(serviceCatalogue, eq(serviceCatalogue.serviceType, coupons.serviceType))
    .where(
      and(
        eq(coupons.customerId, row.grantorId),
        eq(coupons.state, 'unused'),
        gt(coupons.validTo, now),
        plateRule,
      ),
    )
    .groupBy(serviceCatalogue.serviceType)
    .orderBy(asc(serviceCatalogue.sort));
  const en = locale === 'en-US';
  return rows.map((r) => ({
    serviceType: r.serviceType,
    serviceTypeName: en ? r.nameEn : r.name,
    showName: en ? r.showNameEn : r.showName,
    jumpType: r.jumpType,
    jumpUrl: r.jumpUrl,
    isHaveThisRight: '1' as const,
    wechatFlag: r.wechatOnly ? ('1' as const) : ('0' as const),
    iconUrl: r.icon,
    remainCount: Math.max(0, r.remain),
  }));
}

async function detailOf(
  deps: AppDeps,
  db: DbOrTx,
  row: AuthorizationRow,
  customerId: string,
  locale: Locale,
  now: Date,
): Promise<AuthorizationDetail> {
  const grantedByMe = row.grantorId === customerId;
  const otherId = grantedByMe ? row.granteeId : row.grantorId;
  const [other] = otherId
    ? await db
        .select({ pid: customers.pid, name: customers.custName, mobileSealed: customers.mobileSealed })
        .from(customers)
        .where(eq(customers.id, otherId))
    : [];
  const party = grantedByMe ? granteeOf(row, other?.pid ?? '') : other;
  if (!party) throw notFound();
  return {
    ...authorizedUserView(deps.fieldCrypto, row, party, now),
    // The ID number on an authorisation is the grantee's: the grantor typed it, the grantee owns it.
    idNumber: maskIdNumber(deps.fieldCrypto.open(row.granteeIdNumberSealed)),
    rights: await coveredRights(db, row, locale, now),
    grantedByMe,
  };
}

/** One authorisation between the caller and another person; anyone else's answers not found. */
export async function authorizationDetail(
  deps: AppDeps,
  session: SessionContext,
  id: string,
  locale: Locale,
) {
  const customerId = me(session);
  if (!isUuid(id)) throw notFound();
  const [row] = await deps.db
    .select()
    .from(authorizations)
    .where(
      and(
        eq(authorizations.id, id),
        or(eq(authorizations.grantorId, customerId), eq(authorizations.granteeId, customerId)),
      ),
    );
  if (!row) throw notFound();
  return detailOf(deps, deps.db, row, customerId, locale, new Date());
}

const alreadyRevoked = { 'zh-CN': '该授权已撤销', 'en-US': 'This authorisation is already revoked' };

/**
 * Revokes an authorisation the caller granted. In the same transaction every
 * session of the grantee acting for the caller is switched back, so the revoked
 * person stops seeing the caller's rights at once.
 */
export async function revokeAuthorization(
  deps: AppDeps,
  session: SessionContext,
  id: string,
  locale: Locale,
) {
  const customerId = me(session);
  if (!isUuid(id)) throw notFound();
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(authorizations)
      .set({ state: 'revoked', revokedAt: now })
      .where(
        and(
          eq(authorizations.id, id),
          eq(authorizations.grantorId, customerId),
          eq(authorizations.state, 'active'),
        ),
      )
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: authorizations.id })
        .from(authorizations)
        .where(and(eq(authorizations.id, id), eq(authorizations.grantorId, customerId)));
      throw exists ? toast(alreadyRevoked) : notFound();
    }
    if (row.granteeId) {
      await tx
        .update(sessions)
        .set({ actingCustomerId: null })
        .where(and(eq(sessions.customerId, row.granteeId), eq(sessions.actingCustomerId, customerId)));
    }
    return detailOf(deps, tx, row, customerId, locale, now);
  });
}
