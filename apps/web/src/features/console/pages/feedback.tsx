import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { fetchReportPage, reportsKey, type ReportState } from '../api/feedback.js';
import { formatDateTime } from '../../../shared/format/format.js';
import '../i18n/register.js';
import '../components/console-ui.css';
import { pathTo } from '../../../shared/routing/paths.js';

const states: readonly ReportState[] = ['open', 'answered', 'closed', 'all'];

/** /console/feedback: the feedback button's error reports by state; tap one to read and answer it. */
export function Page() {
  const { t } = useTranslation('console');
  const [state, setState] = useState<ReportState>('open');
  return (
    <>
      <p className="rc-con-muted">{t('feedback.lead')}</p>
      <div className="rc-con-tabs" role="group">
        {states.map((s) => (
          <button key={s} type="button" aria-pressed={state === s} onClick={() => setState(s)}>
            {t(`feedback.states.${s}`)}
          </button>
        ))}
      </div>
      <PagedList
        queryKey={[...reportsKey, 'list', state]}
        fetchPage={(page, signal) => fetchReportPage(state, page, signal)}
        keyOf={(r) => r.id}
        renderItem={(r) => (
          <Link
            to={pathTo('/console/feedback/:id', { params: { id: r.id } })}
            className="rc-con-row"
            data-testid="report-row"
          >
            <header>
              <strong>{r.errorMessage || r.pageName}</strong>
              <time>{formatDateTime(r.createdAt)}</time>
            </header>
            <p className="rc-con-muted">
              {r.customer ?? t('feedback.anonymous')} · {r.pageName} · {r.channel}
            </p>
            <p>
              <span className={r.state === 'open' ? 'rc-con-tag rc-con-tag--warn' : 'rc-con-tag'}>
                {t(`feedback.states.${r.state}`)}
              </span>
              <span className="rc-con-tag rc-con-tag--off">
                {r.hasScreenshot ? t('feedback.screenshot') : t('feedback.noScreenshot')}
              </span>
            </p>
          </Link>
        )}
      />
    </>
  );
}
