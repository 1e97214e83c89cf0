import type { QueryRecord } from '../../shared/session/entry-query.js';
import { pathTo } from '../../shared/routing/paths.js';

/**
 * The /order/list entry of spec 4, as a pure decision:
 * - "With a Message query, post a rescue note, store the returned rcNeedCode
 *   as the token, and go to the returned jumpUrl with businessType."
 * - "Without a Messages query and channel, but with an SMS flag, redirect to expired."
 * - Otherwise the customer's own order lists.
 * The spec names the query both Message and Messages; either carries the sid.
 * The SMS flag is `sms` (any non-empty value other than 0/false).
 */
export type ListEntry = { kind: 'note'; sid: string } | { kind: 'expired' } | { kind: 'lists' };

export function orderListEntry(query: QueryRecord): ListEntry {
  const sid = (query.Message ?? query.Messages ?? '').trim();
  if (sid) return { kind: 'note', sid };
  const sms = (query.sms ?? query.SMS ?? '').trim();
  const smsFlag = sms !== '' && sms !== '0' && sms.toLowerCase() !== 'false';
  if (!query.channel && smsFlag) return { kind: 'expired' };
  return { kind: 'lists' };
}

/**
 * Where a rescue note leads: the entrance logs in with the one-time code and,
 * as an isBackUrl entry, returns to the order's screen. Going straight to the
 * jumpUrl would present the code as a session token, which the API refuses.
 */
export function noteTarget(note: { rcNeedCode: string; jumpUrl: string; businessType: string }): {
  entrance: string;
  nextUrl: string;
} {
  const jump = note.jumpUrl.startsWith('/') ? note.jumpUrl : `/${note.jumpUrl}`;
  const sep = jump.includes('?') ? '&' : '?';
  const nextUrl = note.businessType
    ? `${jump}${sep}businessType=${encodeURIComponent(note.businessType)}`
    : jump;
  const entrance = pathTo('/account/entrance', { search: { rcNeedCode: note.rcNeedCode, isBackUrl: '1' } });
  return { entrance, nextUrl };
}
