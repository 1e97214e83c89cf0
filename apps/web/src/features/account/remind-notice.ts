import type { AfterLoginEffect } from '../../shared/routing/after-login.js';
import { loginParamNames } from '../../shared/session/entry-query.js';
import type { StoredRemindNotice } from '../../shared/session/session-store.js';

/**
 * The words of the alert with no button when a login's after-login steps end under it (spec 4: a
 * remindMessage stops the routing; a toast may come before it). Null for any other login.
 */
export function remindAlertOf(effects: readonly AfterLoginEffect[]): string | null {
  const last = effects.at(-1);
  return last?.kind === 'alert' ? last.text : null;
}

/**
 * What the entrance shows again instead of logging in: the kept notice, when the address brings no
 * hand-off of its own (a reload after the spent one left it) and the notice is the stored session's.
 * A new hand-off logs in as ever; an old customer's notice never shows for another session.
 */
export function noticeToShowAgain(visit: {
  /** The address's own parameters ask for a login (a channel alone does not). */
  handoffInAddress: boolean;
  notice: StoredRemindNotice | null;
  /** The stored session's token. */
  token: string | null;
}): string | null {
  const { handoffInAddress, notice, token } = visit;
  if (handoffInAddress || !notice || !token || notice.token !== token) return null;
  return notice.text || null;
}

/**
 * The entrance's address without the spent hand-off: its login parameters go, the others (channel,
 * tracking, language) and the hash stay. `href` is absolute; the answer is path, query and hash.
 */
export function withoutSpentHandoff(href: string): string {
  const url = new URL(href);
  for (const name of loginParamNames) url.searchParams.delete(name);
  const query = url.searchParams.toString();
  return `${url.pathname}${query ? `?${query}` : ''}${url.hash}`;
}
