import type { Locale } from '@rc/contract';
import { authorizationDetailFor, revokeGrantedAuthorization } from '../../domain/authorization-grants.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';

function me(session: SessionContext): string {
  if (!session.customerId) throw new Error('authorization calls are for customer sessions');
  return session.customerId;
}

/** One authorisation between the caller and another person; anyone else's answers not found. */
export async function authorizationDetail(
  deps: AppDeps,
  session: SessionContext,
  id: string,
  locale: Locale,
) {
  const customerId = me(session);
  const detail = await authorizationDetailFor(deps.db, deps.fieldCrypto, customerId, id, locale, new Date());
  if (!detail) throw notFound();
  return detail;
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
  const done = await revokeGrantedAuthorization(
    deps.db,
    deps.fieldCrypto,
    customerId,
    id,
    locale,
    new Date(),
  );
  if (!done.ok) throw done.reason === 'alreadyRevoked' ? toast(alreadyRevoked) : notFound();
  if (!done.detail) throw notFound();
  return done.detail;
}
