import { lazy, Suspense, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useMyRightsHome } from '../api/my-rights-home.js';
import { useHomeExpiryTips } from '../api/home-expiry-tips.js';
import { useFullHomePage } from '../api/full-home-page.js';
import { PersonalHero } from '../components/personal-hero.js';
import { PersonalRights } from '../components/personal-rights.js';
import { PersonalSections } from '../components/personal-sections.js';
import { ExpiryNotice } from '../../../shared/rights/expiry-notice.js';
import { RightIcon } from '../../../shared/rights/right-tiles.js';
import { useThemeStylesheet } from '../../../shared/rights/theme-assets.js';
import { session } from '../../../shared/session/session-store.js';
import { NewsRoller } from '../../../shared/ui/news-roller.js';
import '../i18n/personal-register.js';
import '../components/personal.css';
import { pathTo } from '../../../shared/routing/paths.js';
import { activities, activityBanners } from '@rc/contract/refs';
import { invalidateReads } from '../../../shared/api/query-keys.js';
import { couponReads } from '../../../shared/api/cache-families.js';

// The activities (and the carousel's code) load after the rights: never part of the home's first paint.
const ActivityBanners = lazy(() =>
  import('../components/home-activities.js').then((m) => ({ default: m.ActivityBanners })),
);
const ActivityList = lazy(() =>
  import('../components/home-activities.js').then((m) => ({ default: m.ActivityList })),
);

export interface PersonalHomeProps {
  /** The news roller (the mine area adds it); shown under the expiry notice. */
  newsSlot?: ReactNode;
}

/** /mine/persional: the customer's "my rights" home (spec 3 model, spec 5 rows, spec 4 theme). */
export function PersonalHome({ newsSlot }: PersonalHomeProps) {
  const { t } = useTranslation('personal');
  const theme = useThemeStylesheet();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const home = useMyRightsHome();
  const tips = useHomeExpiryTips();
  const full = useFullHomePage();
  const user = session.userVo();

  let rights: ReactNode;
  if (home.isPending) {
    rights = (
      <div className="rc-personal-card rc-personal-state" role="status">
        <DotLoading color="primary" />
        {t('loading')}
      </div>
    );
  } else if (home.isError) {
    rights = (
      <div className="rc-personal-card">
        <ErrorBlock status="default" title={t('loadFailed')} description={t('loadFailedHint')}>
          <Button color="primary" fill="outline" onClick={() => void home.refetch()}>
            {t('retry')}
          </Button>
        </ErrorBlock>
      </div>
    );
  } else {
    rights = <PersonalRights home={home.data} />;
  }

  return (
    <PullToRefresh
      onRefresh={() => invalidateReads(queryClient, ...couponReads, activityBanners, activities)}
      pullingText={t('pull.pulling')}
      canReleaseText={t('pull.release')}
      refreshingText={t('pull.refreshing')}
      completeText={t('pull.done')}
    >
      <div className="rc-personal" data-testid="personal-home" data-theme-name={theme}>
        <PersonalHero user={user} vip={theme === 'vip'} />
        <div className="rc-personal__body">
          <ExpiryNotice
            tips={tips.data?.tips ?? []}
            title={t('expiry.title')}
            moreLabel={(n) => t('expiry.more', { count: n })}
          />
          {home.data?.branchNotice ? (
            <section className="rc-expiry rc-expiry--warning" role="status" data-testid="branch-notice">
              <div className="rc-expiry__body">
                <strong className="rc-expiry__title">{t('branchRetired')}</strong>
                <p className="rc-expiry__text">{home.data.branchNotice}</p>
              </div>
            </section>
          ) : null}
          {newsSlot}
          {rights}
          <Suspense fallback={null}>
            <ActivityBanners />
          </Suspense>
          {home.data?.isShowAIFlag ? (
            <button
              type="button"
              className="rc-personal-ai"
              onClick={() => void navigate(pathTo('/rights/aiassess'))}
              data-testid="ai-entry"
            >
              <RightIcon icon="service#ai" size={40} />
              <span className="rc-personal-ai__text">
                <strong>{t('ai.title')}</strong>
                <span>{t('ai.hint')}</span>
              </span>
              <span className="rc-personal-ai__go">{t('ai.go')}</span>
            </button>
          ) : null}
          <div className="rc-personal-shortcuts">
            <button type="button" onClick={() => void navigate(pathTo('/rights/mycoupons'))}>
              <RightIcon icon="common#coupon" size={32} />
              {t('myCoupons')}
            </button>
            <button
              type="button"
              onClick={() => void navigate(pathTo('/rights/getown', { search: { active: 'done' } }))}
            >
              <RightIcon icon="common#gift" size={32} />
              {t('giftPackage')}
            </button>
          </div>
          {full.data ? <PersonalSections sections={full.data.sections} /> : null}
          <Suspense fallback={null}>
            <ActivityList />
          </Suspense>
        </div>
      </div>
    </PullToRefresh>
  );
}

export function Page() {
  const { t } = useTranslation('personal');
  return <PersonalHome newsSlot={<NewsRoller label={t('news')} />} />;
}
