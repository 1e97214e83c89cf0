import { loginParamNames, pickKeptParams, type QueryRecord } from '../shared/session/entry-query.js';
import { entrancePath } from './routes.js';

/**
 * The route guard of spec 4 as a pure function. The router's loader feeds it
 * the target and what is stored, then carries out its answer (store, clear the
 * token, redirect). Spec 4, quoted:
 * - "If the query has isBackUrl, store it and clear the token."
 * - "Otherwise, if the query has token, rcNeedCode or newRcNeedCode, clear the
 *   token and treat the user as needing login."
 * - "With no stored token, login is needed."
 * - "If login is not needed and a token exists, the user passes."
 * - "If login is needed on an auth route, store the query as enterQuery (the
 *   whole query when isBackUrl is absent, otherwise only the whitelist of kept
 *   parameters) and the full path as nextUrl, then redirect to /account/entrance."
 * - "Non-auth routes pass."
 */

export interface GuardInput {
  route: { auth: boolean; coldView?: boolean };
  /** Path and search of the target, as the user will see it: `/rights/carwash?x=1`. */
  fullPath: string;
  query: QueryRecord;
  stored: { token: string | null };
}

export interface GuardStore {
  enterQuery?: QueryRecord;
  nextUrl?: string;
  isBackUrl?: string;
}

export type GuardResult =
  | { action: 'pass'; store: GuardStore; clearToken: boolean }
  | { action: 'redirect'; to: string; store: GuardStore; clearToken: boolean };

export function guardNavigation(input: GuardInput): GuardResult {
  const { query } = input;
  const store: GuardStore = {};
  const hasBackUrl = Object.hasOwn(query, 'isBackUrl');
  let clearToken = false;
  let needLogin = false;

  if (hasBackUrl) {
    store.isBackUrl = query.isBackUrl;
    clearToken = true;
    // The token is gone, so a login is needed: the partner sent the customer back with a new hand-off.
    needLogin = true;
  } else if (loginParamNames.some((p) => Boolean(query[p]))) {
    clearToken = true;
    needLogin = true;
  }
  if (!input.stored.token) needLogin = true;

  if (!needLogin) return { action: 'pass', store, clearToken };
  if (!input.route.auth) return { action: 'pass', store, clearToken };
  // A link opened cold (no session, no hand-off in it): a screen with a view of its own for
  // that case shows it, instead of an entrance with nothing to log in with (issue 19, a gift link).
  if (input.route.coldView && !clearToken) return { action: 'pass', store, clearToken };

  store.enterQuery = hasBackUrl ? pickKeptParams(query) : { ...query };
  store.nextUrl = input.fullPath;
  return { action: 'redirect', to: entrancePath, store, clearToken };
}
