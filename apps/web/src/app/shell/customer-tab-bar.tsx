import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import TabBar from 'antd-mobile/es/components/tab-bar';
import { customerTabs, tabOf, type TabKey } from '../navigation.js';

const glyphs: Record<TabKey, string> = {
  home: 'M4 11 12 4l8 7v8a1 1 0 0 1-1 1h-4v-6H9v6H5a1 1 0 0 1-1-1v-8Z',
  orders: 'M7 4h10a1 1 0 0 1 1 1v15l-3-2-3 2-3-2-3 2V5a1 1 0 0 1 1-1Zm2 5h6m-6 4h4',
  coupons: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4V7Zm11 0v10',
  me: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
};

function TabIcon({ name }: { name: TabKey }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={glyphs[name]} />
    </svg>
  );
}

/** Tabs already made ready on this page. */
const prefetched = new Set<string>();

/** Runs `work` once the page has loaded and the browser is idle; returns a cancel. */
function whenIdle(work: () => void): () => void {
  let cancel = () => undefined as void;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(work, { timeout: 5000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(work, 1000);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}

/**
 * The other tabs' screens made ready while the customer looks at this one (decision 062): one
 * at a time, each when the browser is idle after the page has loaded, so the first screen's load
 * and hydration are never held up. A tap then shows its screen without waiting for code or data.
 */
function usePrefetchedTabs(current: string): void {
  useEffect(() => {
    // The rights home and my coupons first: the screens most customers go between, with reads to fetch.
    const first = (p: string) => Number(p === '/mine/persional' || p === '/rights/mycoupons');
    const waiting = customerTabs
      .map((tab) => tab.path)
      .filter((p) => p !== current && !prefetched.has(p))
      .sort((a, b) => first(b) - first(a));
    let stop = () => undefined as void;
    const next = () => {
      const path = waiting.shift();
      if (!path) return;
      stop = whenIdle(() => {
        prefetched.add(path);
        void import('./tab-prefetch.js')
          .then(({ prefetchTab }) => prefetchTab(path))
          .catch(() => undefined)
          .finally(next);
      });
    };
    next();
    return () => stop();
  }, [current]);
}

/**
 * The rights centre's bottom tab bar (issue 19): rights home, my orders, my
 * coupons, 个人中心. A tab replaces the screen in history, as tabs do in the
 * partner apps: back from any tab returns to where the customer came from.
 */
export function CustomerTabBar({ path }: { path: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const active = tabOf(path);
  usePrefetchedTabs(customerTabs.find((tab) => tab.key === active)?.path ?? path);
  return (
    <nav className="rc-tabbar" aria-label={t('tabs.label')} data-testid="tab-bar">
      <TabBar
        safeArea
        activeKey={active}
        onChange={(key) => {
          const tab = customerTabs.find((c) => c.key === key);
          if (tab && tab.key !== active) void navigate(tab.path, { replace: true });
        }}
      >
        {customerTabs.map((tab) => (
          <TabBar.Item
            key={tab.key}
            icon={<TabIcon name={tab.key} />}
            title={t(`tabs.${tab.key}`)}
            data-testid={`tabbar-${tab.key}`}
          />
        ))}
      </TabBar>
    </nav>
  );
}
