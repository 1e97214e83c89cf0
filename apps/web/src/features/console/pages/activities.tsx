import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { opsActivityStates, type OpsActivity, type OpsActivityState } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { activitiesKey, fetchActivityPage } from '../api/activities.js';
import { formatDateTime } from '../../../shared/format/format.js';
import { StateFilter } from '../components/state-filter.js';
import '../i18n/register.js';
import '../components/console-ui.css';
import { pathTo } from '../../../shared/routing/paths.js';

function phase(a: OpsActivity, now: number): 'upcoming' | 'ongoing' | 'ended' | 'draft' | 'scheduled' {
  if (a.publication !== 'published') return a.publication;
  if (Date.parse(a.startAt) > now) return 'upcoming';
  return Date.parse(a.endAt) <= now ? 'ended' : 'ongoing';
}

/** /console/activities: every activity and whether it is a home banner; tap one to edit it. */
export function Page() {
  const { t, i18n } = useTranslation('console');
  const now = Date.now();
  const [state, setState] = useState<OpsActivityState>('all');
  return (
    <>
      <p className="rc-con-muted">{t('activities.lead')}</p>
      <div className="rc-con-actions">
        <Link
          to={pathTo('/console/activities/:id', { params: { id: 'new' } })}
          className="rc-con-primary rc-con-button-link"
        >
          {t('activities.newItem')}
        </Link>
      </div>
      <StateFilter
        states={opsActivityStates}
        prefix="activities"
        value={state}
        onChange={setState}
        testId="activity-state"
      />
      <PagedList<OpsActivity>
        queryKey={[...activitiesKey, 'list', state]}
        fetchPage={(page, signal) => fetchActivityPage(state, page, signal)}
        keyOf={(a) => a.id}
        renderItem={(a) => (
          <Link
            to={pathTo('/console/activities/:id', { params: { id: a.id } })}
            className="rc-con-row"
            data-testid="activity-row"
          >
            <header>
              <strong>{i18n.language === 'en-US' ? a.titleEn : a.title}</strong>
              <span className={phase(a, now) === 'ongoing' ? 'rc-con-tag' : 'rc-con-tag rc-con-tag--off'}>
                {t(`activities.states.${phase(a, now)}`)}
              </span>
            </header>
            <p className="rc-con-muted">
              {t('activities.period', {
                from: formatDateTime(a.startAt),
                to: formatDateTime(a.endAt),
              })}
              {a.bannerSort !== null ? ` · ${t('activities.banner', { sort: a.bannerSort })}` : ''}
              {a.publication === 'scheduled' && a.publishedAt
                ? ` · ${t('news.scheduledAt', { time: formatDateTime(a.publishedAt) })}`
                : ''}
            </p>
          </Link>
        )}
      />
    </>
  );
}
