import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { isUuid, type AuthorizationDetail, type Locale, type RightItem } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { authorizations, coupons, customers, serviceCatalogue, sessions } from '../db/schema/index.js';
import { authorizedUserView, granteeOf, liveAuthorization, type AuthorizationRow } from './authorizations.js';
import { maskIdNumber } from './masking.js';

/**
 * What a customer does with authorisations (decision 040): grant one to a person by mobile,
 * list those granted and received, read and revoke one, and switch a session to act for a
 * grantor (or back), or to another of one's own plates.
 */

/**
 * Points a session at the customer with `targetPid`: back to the caller (their own pid), or to a
 * grantor with a live authorisation of the caller. False when there is no such person or they
 * did not authorise the caller (the same to the caller).
 */
export async function switchActingCustomer(
  db: DbOrTx,
  sessionId: string,
  customerId: string,
  targetPid: string,
  now: Date,
): Promise<boolean> {
  const [target] = await db.select({ id: customers.id }).from(customers).where(eq(customers.pid, targetPid));
  if (!target) return false;
  if (target.id === customerId) {
    await db.update(sessions).set({ actingCustomerId: null }).where(eq(sessions.id, sessionId));
    return true;
  }
  const [grant] = await db
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
  if (!grant) return false;
  await db.update(sessions).set({ actingCustomerId: target.id }).where(eq(sessions.id, sessionId));
  return true;
}

/** Makes one of the customer's own plates the current one; false when the plate is not theirs. */
export async function setCurrentPlate(db: DbOrTx, customerId: string, plate: string): Promise<boolean> {
  const [row] = await db
    .select({ plates: customers.plateNumbers })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row?.plates.includes(plate)) return false;
  await db
    .update(customers)
    .set({ currentPlate: plate, updatedAt: new Date() })
    .where(eq(customers.id, customerId));
  return true;
}

export type GrantRefusal = 'notFound' | 'plateNumbers' | 'notYourself' | 'alreadyAuthorised';

/**
 * Records an authorisation of the person with `mobile`, under a lock on the grantor's row (so
 * two grants to one number cannot both pass the duplicate check). Refused before any write:
 * a plate not the grantor's, the grantor's own number, or a live authorisation of that number.
 */
export async function grantAuthorization(
  db: Db,
  fieldCrypto: FieldCrypto,
  customerId: string,
  input: {
    custName: string;
    mobile: string;
    idType: string;
    idNumber: string;
    plateNumbers: string[];
    validTo: Date | null;
  },
  now: Date,
): Promise<{ ok: true; row: AuthorizationRow; granteePid: string } | { ok: false; reason: GrantRefusal }> {
  const crypto = fieldCrypto;
  const mobileIndex = crypto.blindIndex(input.mobile);
  return db.transaction(async (tx) => {
    const [grantor] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
    if (!grantor) return { ok: false, reason: 'notFound' } as const;
    for (const plate of input.plateNumbers) {
      if (!grantor.plateNumbers.includes(plate)) return { ok: false, reason: 'plateNumbers' } as const;
    }
    if (grantor.mobileIndex === mobileIndex) return { ok: false, reason: 'notYourself' } as const;
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
    if (dup) return { ok: false, reason: 'alreadyAuthorised' } as const;
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
        validTo: input.validTo,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('authorisation insert returned nothing');
    return { ok: true, row, granteePid: grantee?.pid ?? '' } as const;
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

/** The authorisations a customer granted (newest first, with the grantees' pids) and the live ones received. */
export async function authorizationsOf(db: DbOrTx, customerId: string, now: Date) {
  const grantedRows = await db
    .select()
    .from(authorizations)
    .where(eq(authorizations.grantorId, customerId))
    .orderBy(desc(authorizations.createdAt));
  const pids = await granteePids(db, grantedRows);
  const receivedRows = await db
    .select({
      row: authorizations,
      grantor: { pid: customers.pid, name: customers.custName, mobileSealed: customers.mobileSealed },
    })
    .from(authorizations)
    .innerJoin(customers, eq(customers.id, authorizations.grantorId))
    .where(and(eq(authorizations.granteeId, customerId), liveAuthorization(now)))
    .orderBy(desc(authorizations.createdAt));
  return { grantedRows, pids, receivedRows };
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

/** An authorisation as one of its two parties reads it; null when the other party is gone. */
async function detailOf(
  db: DbOrTx,
  fieldCrypto: FieldCrypto,
  row: AuthorizationRow,
  customerId: string,
  locale: Locale,
  now: Date,
): Promise<AuthorizationDetail | null> {
  const grantedByMe = row.grantorId === customerId;
  const otherId = grantedByMe ? row.granteeId : row.grantorId;
  const [other] = otherId
    ? await db
        .select({ pid: customers.pid, name: customers.custName, mobileSealed: customers.mobileSealed })
        .from(customers)
        .where(eq(customers.id, otherId))
    : [];
  const party = grantedByMe ? granteeOf(row, other?.pid ?? '') : other;
  if (!party) return null;
  return {
    ...authorizedUserView(fieldCrypto, row, party, now),
    // The ID number on an authorisation is the grantee's: the grantor typed it, the grantee owns it.
    idNumber: maskIdNumber(fieldCrypto.open(row.granteeIdNumberSealed)),
    rights: await coveredRights(db, row, locale, now),
    grantedByMe,
  };
}

/** One authorisation between the customer and another person; null for anyone else's. */
export async function authorizationDetailFor(
  db: DbOrTx,
  fieldCrypto: FieldCrypto,
  customerId: string,
  id: string,
  locale: Locale,
  now: Date,
): Promise<AuthorizationDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(authorizations)
    .where(
      and(
        eq(authorizations.id, id),
        or(eq(authorizations.grantorId, customerId), eq(authorizations.granteeId, customerId)),
      ),
    );
  if (!row) return null;
  return detailOf(db, fieldCrypto, row, customerId, locale, now);
}

/**
 * Revokes an authorisation the customer granted: one conditional UPDATE. In the same transaction
 * every session of the grantee acting for the customer is switched back, so the revoked person
 * stops seeing the customer's rights at once. Refused before any write (`notFound`,
 * `alreadyRevoked`); the detail is read in the transaction.
 */
export async function revokeGrantedAuthorization(
  db: Db,
  fieldCrypto: FieldCrypto,
  customerId: string,
  id: string,
  locale: Locale,
  now: Date,
): Promise<
  { ok: true; detail: AuthorizationDetail | null } | { ok: false; reason: 'notFound' | 'alreadyRevoked' }
> {
  if (!isUuid(id)) return { ok: false, reason: 'notFound' };
  return db.transaction(async (tx) => {
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
      return { ok: false, reason: exists ? 'alreadyRevoked' : 'notFound' } as const;
    }
    if (row.granteeId) {
      await tx
        .update(sessions)
        .set({ actingCustomerId: null })
        .where(and(eq(sessions.customerId, row.granteeId), eq(sessions.actingCustomerId, customerId)));
    }
    return { ok: true, detail: await detailOf(tx, fieldCrypto, row, customerId, locale, now) } as const;
  });
}
