import { redirect } from 'react-router';
import { consoleSession } from '../../shared/session/console-session.js';
import { consoleBase, consoleLoginPath, type ConsoleRoute } from './console-routes.js';

/**
 * The console's guard: no console session, the login (with the way back);
 * an operator on an admin screen, the overview. The server checks the same
 * on every call; this only spares a screen that could not load.
 */
export function consoleGuard(route: ConsoleRoute, url: URL): Response | null {
  if (!consoleSession.token()) {
    const back = url.pathname + url.search;
    return redirect(`${consoleLoginPath}?next=${encodeURIComponent(back)}`);
  }
  if (route.role === 'admin' && consoleSession.operator()?.role !== 'admin') return redirect(consoleBase);
  return null;
}

/** Where the login sends the operator: the screen they came for, if it is a console screen. */
export function afterConsoleLogin(next: string | null): string {
  return next &&
    next.startsWith(`${consoleBase}`) &&
    !next.startsWith(consoleLoginPath) &&
    !next.startsWith('//')
    ? next
    : consoleBase;
}
