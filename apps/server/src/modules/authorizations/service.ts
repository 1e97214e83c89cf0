import type { AuthorizedUser, Locale } from '@rc/contract';
import { authorizedUserView, granteeOf } from '../../domain/authorizations.js';
import {
  authorizationsOf,
  grantAuthorization,
  setCurrentPlate,
  switchActingCustomer,
} from '../../domain/authorization-grants.js';
import { userVoForSession } from '../../domain/user-vo.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';
import { badField } from '../../http/validate.js';
import { isValidIdNumber } from '@rc/contract';

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
  // Someone who did not authorise the caller looks the same as no one.
  if (!(await switchActingCustomer(deps.db, session.id, customerId, targetPid, now))) throw notFound();
  return { userVo: await userVoForSession(deps.db, deps.fieldCrypto, session.id, now) };
}

/** Makes one of the caller's own plates the current one. */
export async function switchPlate(deps: AppDeps, session: SessionContext, plate: string, locale: Locale) {
  const customerId = me(session);
  if (!(await setCurrentPlate(deps.db, customerId, plate))) throw badField('plate', locale);
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
  if (input.idType === '1' && !isValidIdNumber(input.idNumber, now)) {
    throw badField('idNumber', locale);
  }
  const granted = await grantAuthorization(
    deps.db,
    deps.fieldCrypto,
    customerId,
    { ...input, validTo: input.validTo ? new Date(input.validTo) : null },
    now,
  );
  if (!granted.ok) {
    switch (granted.reason) {
      case 'notFound':
        throw notFound();
      case 'plateNumbers':
        throw badField('plateNumbers', locale);
      case 'notYourself':
        throw toast(notYourself);
      case 'alreadyAuthorised':
        throw toast(alreadyAuthorised);
    }
  }
  const { row, granteePid } = granted;
  return authorizedUserView(deps.fieldCrypto, row, granteeOf(row, granteePid), now);
}

export async function authorizedUsers(deps: AppDeps, session: SessionContext) {
  const customerId = me(session);
  const now = new Date();
  const { grantedRows, pids, receivedRows } = await authorizationsOf(deps.db, customerId, now);
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
