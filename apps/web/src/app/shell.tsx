import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../shared/ui/route-meta.js';
import { historyIndex } from '../shared/ui/use-go-back.js';
import { session } from '../shared/session/session-store.js';
import { showsTabBar } from './navigation.js';
import { revealPage } from './document-effects.js';
import { ApiEventBridge } from './shell/api-event-bridge.js';
import { CustomerServiceButton } from './shell/customer-service-button.js';
import { FeedbackButton } from './shell/feedback-button.js';
import { LoadingOverlay } from './shell/loading-overlay.js';
import { PageNavBar } from './shell/page-nav-bar.js';
import type { CustomerTabBar } from './shell/customer-tab-bar.js';
import './shell/shell.css';

type TabBar = typeof CustomerTabBar;

/** The tab bar's code, once loaded. */
let loadedTabBar: TabBar | null = null;

/**
 * Loads the tab bar's code. Not on the hand-off screen's budget (decision 001): it comes with the
 * first screen that shows it. A landing the server drew loads it before hydrating (decision 070).
 */
export function loadTabBar(): Promise<TabBar> {
  return import('./shell/customer-tab-bar.js').then((m) => (loadedTabBar = m.CustomerTabBar));
}

/**
 * Analytics draws nothing and no screen waits for it: its code comes after the first screen's,
 * off the hand-off's budget (decision 001) and out of the entry's evaluation (issue 23).
 */
const AnalyticsTracker = lazy(() =>
  import('../shared/analytics/analytics-tracker.js').then((m) => ({ default: m.AnalyticsTracker })),
);

const LazyTabBar = lazy(() => loadTabBar().then((bar) => ({ default: bar })));

/**
 * The tab bar, without suspending once its code is in. A drawn tab bar still waiting for its code
 * when the page hydrates would stay server markup React cannot hydrate at once: a tap on it would
 * be lost (React does not replay a click on markup it could not hydrate), and nothing would happen.
 */
function TabBarSlot({ path }: { path: string }) {
  const Loaded = loadedTabBar;
  return Loaded ? <Loaded path={path} /> : <LazyTabBar path={path} />;
}

/**
 * The one page shell of spec 2: the nav bar, the screen, the loading overlay,
 * the feedback button and the customer-service image, plus the bridge that
 * shows what the API client announces.
 */
export function Shell() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const title = meta?.titleKey ? t(meta.titleKey) : '';
  // Read on every navigation: the session and the history position change with it.
  useLocation();
  const tabs =
    meta !== null &&
    showsTabBar(meta.path, { signedIn: Boolean(session.token()), firstOfVisit: historyIndex() === 0 });

  useEffect(() => {
    // An empty title would make the browser show the URL instead: fall back to the product's name.
    document.title = title || t('app.name');
  }, [title, t]);

  // Children's effects run first, so the screen has rendered when the page is shown.
  useEffect(revealPage, []);

  return (
    <div className={tabs ? 'rc-shell rc-shell--tabs' : 'rc-shell'}>
      {meta ? <PageNavBar meta={meta} title={title} /> : null}
      <main className="rc-main">
        <Outlet />
      </main>
      {tabs && meta ? (
        <Suspense fallback={null}>
          <TabBarSlot path={meta.path} />
        </Suspense>
      ) : null}
      {meta && !meta.hideService ? <CustomerServiceButton /> : null}
      <FeedbackButton />
      <LoadingOverlay enabled={meta?.loadingOverlay ?? true} />
      <ApiEventBridge />
      <Suspense fallback={null}>
        <AnalyticsTracker />
      </Suspense>
      {/* A screen opens at its top; back and forward return to where the customer was (issue 19, point 8). */}
      <ScrollRestoration />
    </div>
  );
}
