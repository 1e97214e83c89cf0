import { replace, type LoaderFunctionArgs } from 'react-router';
import type { LoginData } from '@rc/contract';
import { mark } from '../../shared/browser/user-timing.js';
import {
  loginParamNames,
  pickKeptParams,
  queryRecord,
  type QueryRecord,
} from '../../shared/session/entry-query.js';
import { session } from '../../shared/session/session-store.js';
import { loginAnsweredEarly, loginOnce, loginRequestFromEntry } from './api/login.js';
import { noticeToShowAgain } from './remind-notice.js';
import { startSession } from './start-session.js';
import { afterLoginEffects } from './use-finish-login.js';

// For a drawn landing's hydration (app/boot/hydrate-landing.tsx), which takes the entrance's own next
// step with the server's answer: from this chunk, so they are never split into chunks of their own.
export { afterLoginEffects, loginOnce, startSession };

/**
 * What the loader already knows of the login when it lets the entrance render. `notice`: this
 * session's remind login left the customer under its alert, and no new hand-off came (decision 071).
 */
export type EntrancePreset =
  { kind: 'answered'; data: LoginData } | { kind: 'failed'; error: Error } | { kind: 'notice'; text: string };

/** A hand-off straight to the entrance: a login's own parameters, or its channel. */
const entranceParams = ['channel', ...loginParamNames] as const;

/**
 * The entry parameters: the URL's own when the partner handed the customer
 * straight to the entrance, else those the guard stored on the way here.
 */
export function entryParameters(search: URLSearchParams): { entry: QueryRecord; fromUrl: boolean } {
  const fromUrl = pickKeptParams(queryRecord(search));
  if (entranceParams.some((p) => fromUrl[p])) return { entry: fromUrl, fromUrl: true };
  return { entry: session.enterQuery() ?? {}, fromUrl: false };
}

/**
 * The entrance's loader (docs/decisions/031-landing-without-the-entrance.md).
 * When the page's boot script already has the hand-off login's answer, and
 * spec 4's after-login rules send the customer straight to a screen, the
 * session starts here and the router goes to that screen without rendering the
 * entrance first. Otherwise the entrance renders as before; the loader hands it
 * the answer it took (the hand-off token works once), or null when it took none. A reload under a
 * remind login's alert is no login at all: the entrance shows the kept notice again (decision 071).
 */
export async function entranceLoader({
  request,
}: LoaderFunctionArgs): Promise<Response | EntrancePreset | null> {
  const { entry, fromUrl } = entryParameters(new URL(request.url).searchParams);
  const login = loginRequestFromEntry(entry);
  const notice = noticeToShowAgain({
    handoffInAddress: fromUrl && login !== null,
    notice: session.remindNotice(),
    token: session.token(),
  });
  if (notice !== null) return { kind: 'notice', text: notice };
  if (!fromUrl || !login || !loginAnsweredEarly(login)) return null;
  session.setEnterQuery(entry);
  let data: LoginData;
  try {
    data = await loginOnce(login, 0);
  } catch (error) {
    return { kind: 'failed', error: error instanceof Error ? error : new Error(String(error)) };
  }
  const effects = afterLoginEffects(data);
  const [only] = effects;
  if (effects.length !== 1 || only?.kind !== 'navigate') return { kind: 'answered', data };
  await startSession(data, entry.channel ?? null);
  mark('rc:session-started');
  // The landing screen takes the entrance's place in history: back never re-enters the spent hand-off.
  return replace(only.to);
}
