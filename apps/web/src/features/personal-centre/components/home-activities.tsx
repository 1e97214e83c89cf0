import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Swiper from 'antd-mobile/es/components/swiper';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import type { ActivitySummary, Banner } from '@rc/contract';
import { openExternal } from '../../../shared/browser/external.js';
import { flattenPages } from '../../../shared/paging/paging.js';
import { useActivityBanners, useHomeActivities } from '../api/home-activities.js';
import { formatDate } from '../../../shared/format/format.js';
import './home-activities.css';
import { pathTo } from '../../../shared/routing/paths.js';

/**
 * The activities on the rights home (spec 7: activity/R00010008 banners and
 * R00010001 list; a tap opens /active/activedetail/:id). Loaded lazily by the
 * home so the carousel's code never weighs on its first paint.
 */

const autoplayMs = 4000;

function bannerTarget(b: Banner): { external: boolean; to: string } {
  if (b.jumpType === '3' && /^https?:\/\//i.test(b.jumpUrl)) return { external: true, to: b.jumpUrl };
  // An app path, or the activity itself when the operator gave none.
  return {
    external: false,
    to: b.jumpUrl.startsWith('/') ? b.jumpUrl : pathTo('/active/activedetail/:id', { params: { id: b.id } }),
  };
}

/** The carousel; nothing at all while loading, on a failure or with no banners (the list below still shows). */
export function ActivityBanners() {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  const { data } = useActivityBanners();
  const banners = data?.list ?? [];
  if (banners.length === 0) return null;
  const open = (b: Banner) => {
    const target = bannerTarget(b);
    if (target.external) openExternal(target.to);
    else void navigate(target.to);
  };
  return (
    <section
      className="rc-activity-banners"
      aria-label={t('activities.banners')}
      data-testid="activity-banners"
    >
      <Swiper autoplay={banners.length > 1} autoplayInterval={autoplayMs} loop={banners.length > 1}>
        {banners.map((b, i) => (
          <Swiper.Item key={b.id}>
            <button
              type="button"
              className={`rc-activity-banner rc-activity-banner--${String(i % 3)}`}
              style={b.imageUrl ? { backgroundImage: `url("${encodeURI(b.imageUrl)}")` } : undefined}
              onClick={() => open(b)}
              data-testid={`activity-banner-${b.id}`}
            >
              <span className="rc-activity-banner__title">{b.title}</span>
              <span className="rc-activity-banner__go">{t('activities.go')} ›</span>
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}

function ActivityRow({ a }: { a: ActivitySummary }) {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  return (
    <li>
      <button
        type="button"
        className="rc-activity-row"
        onClick={() => void navigate(pathTo('/active/activedetail/:id', { params: { id: a.id } }))}
        data-testid={`activity-${a.id}`}
      >
        <span className={`rc-activity-row__state rc-activity-row__state--${a.state}`}>
          {t(`activities.states.${a.state}`)}
        </span>
        <span className="rc-activity-row__text">
          <strong className="rc-activity-row__title">{a.title}</strong>
          <span className="rc-activity-row__period">
            {t('activities.period', {
              from: formatDate(a.startAt),
              to: formatDate(a.endAt),
            })}
          </span>
        </span>
        <span className="rc-activity-row__go" aria-hidden="true">
          ›
        </span>
      </button>
    </li>
  );
}

/** "精彩活动": the newest activities, with more on demand, and its own loading, empty and error states. */
export function ActivityList() {
  const { t } = useTranslation('personal');
  const query = useHomeActivities();
  const items = query.data ? flattenPages(query.data.pages) : [];

  let body;
  if (query.isPending) {
    body = (
      <div className="rc-activity-list__state" role="status">
        <DotLoading color="primary" />
        {t('activities.loading')}
      </div>
    );
  } else if (query.isError && items.length === 0) {
    body = (
      <div className="rc-activity-list__state" role="alert">
        {t('activities.failed')}
        <Button size="small" color="primary" fill="outline" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = <div className="rc-activity-list__state">{t('activities.empty')}</div>;
  } else {
    body = (
      <>
        <ul className="rc-activity-list">
          {items.map((a) => (
            <ActivityRow key={a.id} a={a} />
          ))}
        </ul>
        {query.hasNextPage ? (
          <button
            type="button"
            className="rc-activity-list__more"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t('activities.loading') : t('activities.more')}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <section className="rc-personal-card" data-testid="home-activities">
      <div className="rc-personal-card__head">
        <h2 className="rc-personal-card__title">{t('activities.title')}</h2>
      </div>
      {body}
    </section>
  );
}
