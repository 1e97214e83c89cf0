import type { LoginData } from '@rc/contract';
import { session } from '../../shared/session/session-store.js';
import { exchangeSessionKeys } from './api/exchange-session-keys.js';

/**
 * Stores a login's session (spec 9's list: token, userVo, orgList, channel,
 * vip flag) and trades its publicSecret for the session's keys.
 */
export async function startSession(data: LoginData, channel: string | null): Promise<void> {
  const sameSession = session.token() === data.token && session.privateKey() !== null;
  storeSession(data, channel);
  session.rememberLogin(data);

  // The secret is single-use: a later login answer for the same session (real-name
  // authentication) must not spend it again.
  if (sameSession || !data.userVo.publicSecret) return;
  try {
    session.setKeys(await exchangeSessionKeys(data.userVo.publicSecret));
  } catch {
    // The client has told the customer. Only encrypted submits need the keys, so
    // the customer still gets to their screen.
  }
}

/**
 * What startSession stores, at once. A server render of the landing screen
 * (src/entry-server.tsx) stores the same into its own scope, so the screen
 * renders there as it will in the browser.
 */
export function storeSession(data: LoginData, channel: string | null): void {
  session.setToken(data.token);
  session.setUserVo(data.userVo);
  session.setOrgList(data.orgList);
  if (channel) session.setChannel(channel);
  session.setVipFlag(data.userVo.isVip);
}
