import { replace, type LoaderFunction } from 'react-router';
import { recordAppUrl } from '../shared/browser/app-url.js';
import { queryRecord } from '../shared/session/entry-query.js';
import { session } from '../shared/session/session-store.js';
import { guardNavigation } from './guard.js';
import { entrancePath, type AppRoute } from './routes.js';

/**
 * The guard wired into the data router: every route's loader runs it before
 * the screen (and, in parallel, its lazy chunk) loads, stores what it says to
 * store and redirects when it says so.
 */
export function guardLoader(route: AppRoute): LoaderFunction {
  return ({ request }) => {
    const url = new URL(request.url);
    const result = guardNavigation({
      route,
      fullPath: url.pathname + url.search,
      query: queryRecord(url.searchParams),
      stored: { token: session.token() },
    });

    if (result.clearToken) session.setToken(null);
    const { enterQuery, nextUrl, isBackUrl } = result.store;
    if (enterQuery) session.setEnterQuery(enterQuery);
    // isBackUrl on a screen that needs no login: keep it with the entry parameters,
    // where the after-login routing looks for it (spec 9 has no key of its own for it).
    else if (isBackUrl !== undefined) session.setEnterQuery({ ...(session.enterQuery() ?? {}), isBackUrl });
    if (nextUrl) session.setNextUrl(nextUrl);

    // Spec 4: "Every navigation except the entrance page records the app's own URL."
    if (route.path !== entrancePath) recordAppUrl(url.href);

    // Replace, not push: the screen that needed a login must not stay behind the
    // entrance in history, where back would re-enter a spent hand-off (issue 19).
    return result.action === 'redirect' ? replace(result.to) : null;
  };
}
