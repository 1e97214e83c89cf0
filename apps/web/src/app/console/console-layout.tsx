import { useEffect, useState, useSyncExternalStore } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { useConsoleLogout } from '../../features/console/api/logout.js';
import '../../features/console/i18n/register.js';
import { consoleSession } from '../../shared/session/console-session.js';
import { LanguageSwitch } from '../../shared/ui/language-switch.js';
import { createQueryClient } from '../query-client.js';
import { ApiEventBridge } from '../shell/api-event-bridge.js';
import { LoadingOverlay } from '../shell/loading-overlay.js';
import { revealPage } from '../document-effects.js';
import {
  consoleHref,
  consoleLoginPath,
  consoleNavGroups,
  consoleRoutes,
  type ConsoleRoute,
} from './console-routes.js';
import './console.css';

/** The console's own cache: nothing is shared with the customer screens. */
const queryClient = createQueryClient();

const subscribe = (l: () => void) => consoleSession.subscribe(l);

function useCurrentRoute(): ConsoleRoute | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = matches[i]?.handle as { console?: ConsoleRoute } | undefined;
    if (h?.console) return h.console;
  }
  return null;
}

function Menu({ onPick }: { onPick: () => void }) {
  const { t } = useTranslation('console');
  const operator = useSyncExternalStore(subscribe, () => consoleSession.operator());
  return (
    <nav className="rc-con-nav" aria-label={t('layout.menu')}>
      {consoleNavGroups.map((group) => {
        const items = consoleRoutes.filter(
          (r) => r.nav === group && (r.role === 'operator' || operator?.role === 'admin'),
        );
        if (!items.length) return null;
        return (
          <section key={group}>
            <h2>{t(`navGroups.${group}`)}</h2>
            {items.map((r) => (
              <NavLink
                key={r.path}
                to={consoleHref(r)}
                end={r.path === ''}
                onClick={onPick}
                data-testid={`console-nav-${r.titleKey}`}
              >
                {t(`nav.${r.titleKey}`)}
              </NavLink>
            ))}
          </section>
        );
      })}
    </nav>
  );
}

/**
 * The operations console's frame (docs/console.md): a top bar with who is
 * signed in, the menu beside the screen on a wide window and behind a button
 * on a phone, and the same toasts, notices and loading overlay as the app.
 */
export function ConsoleLayout() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const route = useCurrentRoute();
  const operator = useSyncExternalStore(subscribe, () => consoleSession.operator());
  const logout = useConsoleLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const title = route ? t(`nav.${route.titleKey}`) : t('brand');
  const { pathname } = useLocation();

  // A new screen starts at its top, not where the previous one was scrolled to.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);

  useEffect(() => {
    document.title = `${title} · ${t('brand')}`;
  }, [title, t]);

  const signOut = () => {
    logout.mutate(undefined, {
      onSettled: () => {
        consoleSession.clear();
        queryClient.clear();
        void navigate(consoleLoginPath, { replace: true });
      },
    });
  };

  return (
    <div className="rc-con">
      <header className="rc-con-bar">
        <button
          type="button"
          className="rc-con-menu-btn"
          aria-expanded={menuOpen}
          aria-label={menuOpen ? t('layout.closeMenu') : t('layout.menu')}
          onClick={() => setMenuOpen((o) => !o)}
          data-testid="console-menu"
        >
          <span aria-hidden="true">☰</span>
        </button>
        <strong className="rc-con-brand">{t('brand')}</strong>
        <span className="rc-con-who">
          {operator
            ? t('layout.signedInAs', { name: operator.displayName, role: t(`roles.${operator.role}`) })
            : null}
        </span>
        <LanguageSwitch />
        <button
          type="button"
          className="rc-con-link"
          onClick={signOut}
          disabled={logout.isPending}
          data-testid="console-logout"
        >
          {t('layout.logout')}
        </button>
      </header>
      <div className="rc-con-body">
        <aside className={menuOpen ? 'rc-con-side rc-con-side--open' : 'rc-con-side'}>
          <Menu onPick={() => setMenuOpen(false)} />
        </aside>
        <main className="rc-con-main">
          <h1 className="rc-con-title">{title}</h1>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/**
 * Every console screen's root, the login's too: the console's own data cache,
 * the API client's toasts, notices and navigation, the loading overlay.
 */
export function ConsoleRoot() {
  useEffect(revealPage, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <LoadingOverlay enabled />
      <ApiEventBridge />
    </QueryClientProvider>
  );
}
