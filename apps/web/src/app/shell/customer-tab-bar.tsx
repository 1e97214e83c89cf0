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

/**
 * The rights centre's bottom tab bar (issue 19): rights home, my orders, my
 * coupons, 个人中心. A tab replaces the screen in history, as tabs do in the
 * partner apps: back from any tab returns to where the customer came from.
 */
export function CustomerTabBar({ path }: { path: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const active = tabOf(path);
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
