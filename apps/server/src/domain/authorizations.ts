import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { AuthorizedUser } from '@rc/contract';
import type { FieldCrypto } from '../db/field-crypto.js';
import { maskMobile } from './masking.js';
import { authorizations, customers } from '../db/schema/index.js';
import { maskName } from './masking.js';

/**
 * What the authority and rightauth modules share about authorisations (one
 * customer letting another use their rights): when one is live, and how the
 * other person is shown.
 */
export type AuthorizationRow = typeof authorizations.$inferSelect;

/** Live: active and not past validTo. Only a live authorisation lets its grantee switch. */
export function liveAuthorization(now: Date) {
  return and(
    eq(authorizations.state, 'active'),
    or(isNull(authorizations.validTo), gt(authorizations.validTo, now)),
  );
}

export function authorizationState(row: AuthorizationRow, now = new Date()): AuthorizedUser['state'] {
  if (row.state === 'revoked') return 'revoked';
  return row.validTo && row.validTo <= now ? 'expired' : 'active';
}

/** The other person of an authorisation: the grantee for its grantor, the grantor for its grantee. */
export interface OtherParty {
  pid: string;
  name: string;
  mobileSealed: string;
}

export function authorizedUserView(
  crypto: FieldCrypto,
  row: AuthorizationRow,
  other: OtherParty,
  now = new Date(),
): AuthorizedUser {
  return {
    authorizationId: row.id,
    pid: other.pid,
    custName: maskName(other.name),
    mobile: maskMobile(crypto.open(other.mobileSealed)),
    plateNumbers: row.plateNumbers,
    state: authorizationState(row, now),
    createdAt: row.createdAt.toISOString(),
    validTo: row.validTo?.toISOString() ?? null,
  };
}

/** The grantee as the grantor sees them (their pid is empty until they are a customer). */
export function granteeOf(row: AuthorizationRow, granteePid: string): OtherParty {
  return { pid: granteePid, name: row.granteeName, mobileSealed: row.granteeMobileSealed };
}

/**
 * The plates a grantee may act on for a grantor (decision 040): those of the live
 * authorisations between them that the grantor still holds, sorted. Empty when
 * no authorisation is live: the grantee then acts for nobody but themselves.
 */
export async function authorisedPlates(
  db: DbOrTx,
  grantorId: string,
  granteeId: string,
  now = new Date(),
): Promise<string[]> {
  const grants = await db
    .select({ plates: authorizations.plateNumbers, owned: customers.plateNumbers })
    .from(authorizations)
    .innerJoin(customers, eq(customers.id, authorizations.grantorId))
    .where(
      and(
        eq(authorizations.grantorId, grantorId),
        eq(authorizations.granteeId, granteeId),
        liveAuthorization(now),
      ),
    );
  const plates = new Set<string>();
  for (const g of grants) for (const p of g.plates) if (g.owned.includes(p)) plates.add(p);
  return [...plates].sort();
}
