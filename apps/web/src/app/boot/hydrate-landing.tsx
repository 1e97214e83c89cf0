import { startTransition, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type LoaderFunctionArgs } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { loginRequestFromEntry } from '../../features/account/login-request.js';
import { refUrl, type LoginData } from '@rc/contract';
import { login } from '@rc/contract/refs';
import { earlyKey, putEarlyReply } from '../../shared/api/early-replies.js';
import { mark } from '../../shared/browser/user-timing.js';
import { yieldToMain } from '../../shared/browser/yield-to-main.js';
import { i18n } from '../../shared/i18n/i18n.js';
import { normaliseLanguage, storedLanguage } from '../../shared/i18n/language.js';
import { rememberLanguageForServer } from '../../shared/i18n/language-cookie.js';
import { pickKeptParams, queryRecord } from '../../shared/session/entry-query.js';
import { Providers } from '../providers.js';
import { routeObjects } from '../router.js';
import { loadTabBar } from '../shell.js';
import { guardLoader } from '../guard-loader.js';
import { appRoutes, entrancePath } from '../routes.js';
import { session } from '../../shared/session/session-store.js';
import { removeDrawnAlert } from '../../shared/ui/drawn-alert.js';
import { landingAfterJumpFlag, serverLoginReply, type ServerLandingState } from './server-landing.js';

/**
 * Loads the code of every route the landing matches, so the first render is the screen, not a fallback.
 * Each route's modules are evaluated in a task of their own (decision 065).
 */
async function resolveMatchedRoutes(path: string): Promise<void> {
  for (const match of matchRoutes(routeObjects, path) ?? []) {
    const { route } = match;
    if (typeof route.lazy !== 'function') continue;
    await yieldToMain();
    const loaded = await route.lazy();
    Object.assign(route, loaded);
    route.lazy = undefined;
  }
}

/**
 * A login whose only after-login step is to ask a right's jump flag (spec 4, step 5), when the
 * server's answer (carried in the page) leads to the drawn landing: the session starts as the
 * entrance's own finish would start it, and the landing is returned. Otherwise null, nothing done.
 */
async function afterServerJumpFlag(data: LoginData, state: ServerLandingState): Promise<string | null> {
  if (!state.jumpFlag) return null;
  // The entrance's own steps, from its loader's chunk (already loaded).
  const { afterLoginEffects, startSession } = await import('../../features/account/entrance-loader.js');
  const entry = session.enterQuery() ?? {};
  const [only, ...more] = afterLoginEffects(data);
  if (more.length > 0 || only?.kind !== 'resolveJumpFlag') return null;
  const landing = landingAfterJumpFlag(only, state.jumpFlag, entry);
  if (landing?.to !== state.landing) return null;
  await startSession(data, entry.channel ?? null);
  mark('rc:session-started');
  return landing.to;
}

/**
 * A remind login (decision 064): the drawn page is the entrance under the login's alert with no
 * button. When that is still the login's only after-login step, the entrance is hydrated where it is
 * and takes its own steps from there (the session, its alert); otherwise null, nothing done.
 */
async function underServerAlert(data: LoginData, state: ServerLandingState): Promise<string | null> {
  if (state.path !== entrancePath) return null;
  const { afterLoginEffects } = await import('../../features/account/entrance-loader.js');
  const [only, ...more] = afterLoginEffects(data);
  return more.length === 0 && only?.kind === 'alert' ? state.landing : null;
}

/**
 * The guard's loader of the entrance route (app/guard-loader.ts): null, or where it redirects. The
 * route is found by its path: matching a path walks and ranks all of the app's routes, a long task
 * on a slow phone (decision 073).
 */
function entranceGuard(entryUrl: string): Promise<unknown> {
  const route = appRoutes.find((r) => r.path === entrancePath);
  if (!route) return Promise.resolve(null);
  return Promise.resolve(
    guardLoader(route)({ request: new Request(entryUrl), params: {} } as LoaderFunctionArgs),
  );
}

/**
 * A hand-off to a deep link (decision 064): the guard's own loader for the link (it stores the entry
 * and the link as the next URL, clears the token, sends to the entrance), then the entrance's steps
 * with the server's login reply, as its screen takes them. The URL they lead to, or null: the app
 * then starts from the link as before, and its entrance finds the reply.
 */
async function afterServerGuard(entryUrl: string): Promise<string | null> {
  const matched = matchRoutes(routeObjects, new URL(entryUrl).pathname) ?? [];
  const guard = matched[matched.length - 1]?.route.loader;
  if (typeof guard !== 'function') return null;
  const guarded: unknown = await guard({ request: new Request(entryUrl), params: {} } as LoaderFunctionArgs);
  if (!(guarded instanceof Response) || guarded.headers.get('Location') !== entrancePath) return null;
  const { afterLoginEffects, loginOnce, startSession } =
    await import('../../features/account/entrance-loader.js');
  const entry = session.enterQuery() ?? {};
  const request = loginRequestFromEntry(entry);
  const key = request && earlyKey(login.method, refUrl(login), JSON.stringify(request.body), null);
  const reply = serverLoginReply();
  if (!request || !key || !reply) return null;
  putEarlyReply(key, reply, Infinity);
  const data = await loginOnce(request, 0).catch(() => null);
  const [only, ...more] = data ? afterLoginEffects(data) : [];
  // Not straight to a screen: hydrateLanding leaves the reply for the entrance again.
  if (!data || more.length > 0 || only?.kind !== 'navigate') return null;
  await startSession(data, entry.channel ?? null);
  mark('rc:session-started');
  return only.to;
}

/**
 * The page came with the landing screen drawn by the server (decision 052).
 * The app continues exactly as after a login in the browser: the entrance's
 * own loader takes the login's reply (the server's, carried in the page),
 * stores the session, trades the key and names the landing. When that is the
 * screen on the page, in the language it was drawn in, the screen is
 * hydrated where it is; otherwise false, and the app renders as it always has.
 */
export async function hydrateLanding(container: HTMLElement, state: ServerLandingState): Promise<boolean> {
  const hydrated = await hydrateOrNot(container, state);
  // Not hydrated: the server's copy of an alert goes at once (the app shows its own if it still applies).
  if (!hydrated) removeDrawnAlert();
  return hydrated;
}

async function hydrateOrNot(container: HTMLElement, state: ServerLandingState): Promise<boolean> {
  if (i18n.language !== state.language) {
    // Drawn in another language than the app starts in: a choice stored before the server was told
    // of choices. It is told now, for the next hand-off (decision 062).
    const chosen = normaliseLanguage(storedLanguage());
    if (chosen) rememberLanguageForServer(chosen);
    return false;
  }
  const entryUrl = window.location.href;
  // Both as their own chunks, as the router loads them (the boot script preloads them).
  const [{ entranceLoader }, { layoutQueryClient }] = await Promise.all([
    import('../../features/account/entrance-loader.js'),
    import('../query-layout.js'),
  ]);
  const deepLink = new URL(entryUrl).pathname !== entrancePath;
  // The guard's step first, as the router takes it before the entrance's loader: a hand-off clears
  // the session a hand-off before it left in this tab, so the login is looked up (and sent) without
  // its token and finds the server's reply (decision 064, a second hand-off in one tab).
  if (!deepLink && (await entranceGuard(entryUrl)) !== null) return false;
  const result = deepLink
    ? null
    : await entranceLoader({
        request: new Request(entryUrl),
        params: {},
        context: undefined,
      } as LoaderFunctionArgs);
  // The boot goes on in steps, each its own task, so none of them is a long task (decision 065).
  await yieldToMain();
  // A haveRc login: the entrance would ask the jump flag and go where it leads; the server asked it
  // for this page, so the same step is taken with its answer.
  const to = deepLink
    ? await afterServerGuard(entryUrl)
    : result instanceof Response
      ? (result.headers.get('Location') ?? '')
      : result?.kind === 'answered'
        ? ((await afterServerJumpFlag(result.data, state)) ?? (await underServerAlert(result.data, state)))
        : null;
  if (to === null) {
    // Not taken to a screen: the entrance shows what it shows, with the same reply.
    const entry = pickKeptParams(queryRecord(new URL(entryUrl).searchParams));
    const request = loginRequestFromEntry(entry);
    const reply = serverLoginReply();
    if (request && reply)
      putEarlyReply(
        earlyKey(login.method, refUrl(login), JSON.stringify(request.body), null),
        reply,
        Infinity,
      );
    return false;
  }
  if (to !== state.landing) {
    // The landing takes the entrance's place in history, and the spent hand-off leaves the address bar.
    window.history.replaceState(null, '', to);
    return false;
  }
  hydrate(layoutQueryClient(), state.dehydrated);
  // Matching the landing against the route table is a task of its own too.
  await yieldToMain();
  await resolveMatchedRoutes(to);
  // A drawn tab bar hydrates with the page, not after its code comes: a tap on it meanwhile would
  // be lost (decision 070). The page asked for its code with the landing's.
  if (container.querySelector('.rc-tabbar')) await loadTabBar();
  await yieldToMain();
  // The address changes in the same task as React starts listening (hydrateRoot), so whoever waits
  // for the landing's address finds a screen that answers a tap: React hydrates what is tapped first.
  window.history.replaceState(null, '', to);
  const router = createBrowserRouter(routeObjects, { hydrationData: { loaderData: state.loaderData } });
  mark('rc:app-hydrate');
  // As a transition, React hydrates in slices of a few milliseconds and lets the browser paint and
  // answer in between, instead of one long task (decision 054, issue 23's TBT). A tap still
  // hydrates what it hits at once.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
          <HydratedMark />
        </Providers>
      </StrictMode>,
    );
  });
  return true;
}

/** Draws nothing; marks `rc:app-hydrated` once React has committed the hydrated screen. */
function HydratedMark(): null {
  useEffect(() => mark('rc:app-hydrated'), []);
  return null;
}
