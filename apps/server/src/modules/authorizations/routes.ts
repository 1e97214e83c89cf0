import {
  addAuthorizedUser,
  authorizedUsers,
  consentHistory,
  consentReceipt,
  privacyAuthorizations,
  receiptPublicKey,
  switchPlate,
  switchUser,
  updatePrivacyAuthorization,
} from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import * as authority from './service.js';
import * as consents from './consents.js';

/** Authority (spec 7): switching user and plate, authorised users, privacy consents. R00010093 is the rights area's. */
export function authorizationRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(switchUser, ({ body, session }) => {
      return authority.switchUser(deps, session, body.targetPid);
    }),
    handle(switchPlate, ({ params, session, locale }) => {
      return authority.switchPlate(deps, session, params.plate, locale);
    }),
    handle(addAuthorizedUser, ({ body, session, locale }) => {
      return authority.addAuthorization(deps, session, body, locale);
    }),
    handle(authorizedUsers, ({ session }) => {
      return authority.authorizedUsers(deps, session);
    }),
    handle(privacyAuthorizations, ({ session, locale }) => {
      return consents.listConsents(deps, session, locale);
    }),
    handle(updatePrivacyAuthorization, ({ body, session, locale }) => {
      return consents.setConsent(deps, session, body.code, body.granted, locale);
    }),
    handle(consentHistory, ({ session }) => {
      return consents.consentHistory(deps, session);
    }),
    handle(consentReceipt, ({ session }) => {
      return consents.consentReceipt(deps, session);
    }),
    handle(receiptPublicKey, () =>
      Promise.resolve({ publicKey: consents.receiptKey(deps).publicKey, algorithm: 'SM2-SM3' as const }),
    ),
  ];
}
