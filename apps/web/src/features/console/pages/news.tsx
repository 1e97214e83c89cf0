import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { opsNewsStates, type OpsNews, type OpsNewsState } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { fetchNewsPage, newsKey } from '../api/news.js';
import { useContentSettings, useSaveContentSettings } from '../api/content-settings.js';
import { TextField, useFieldErrors } from '../components/fields.js';
import { StateFilter } from '../components/state-filter.js';
import { formatDateTime } from '../../../shared/format/format.js';
import '../i18n/register.js';
import '../components/console-ui.css';
import { pathTo } from '../../../shared/routing/paths.js';

function TickerCard() {
  const { t } = useTranslation('console');
  const settings = useContentSettings();
  const save = useSaveContentSettings();
  const errors = useFieldErrors();
  const [rate, setRate] = useState('');
  useEffect(() => {
    if (settings.data) setRate(String(settings.data.rollRate));
  }, [settings.data]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    errors.clear();
    save.mutate(
      { rollRate: Number(rate) },
      { onSuccess: () => showToast(t('ticker.saved')), onError: errors.fromError },
    );
  };
  return (
    <form className="rc-con-card" onSubmit={submit}>
      <h2>{t('ticker.title')}</h2>
      <TextField
        label={t('ticker.rollRate')}
        name="rollRate"
        type="number"
        value={rate}
        onChange={setRate}
        invalid={errors.has('rollRate')}
        hint={t('ticker.hint')}
      />
      <button type="submit" className="rc-con-secondary" disabled={save.isPending || !settings.data}>
        {save.isPending ? t('state.saving') : t('state.save')}
      </button>
    </form>
  );
}

/** /console/news: every news item, published or draft, and the ticker's roll rate. */
export function Page() {
  const { t, i18n } = useTranslation('console');
  const [state, setState] = useState<OpsNewsState>('all');
  return (
    <>
      <p className="rc-con-muted">{t('news.lead')}</p>
      <div className="rc-con-actions">
        <Link
          to={pathTo('/console/news/:id', { params: { id: 'new' } })}
          className="rc-con-primary rc-con-button-link"
          data-testid="news-new"
        >
          {t('news.newItem')}
        </Link>
      </div>
      <TickerCard />
      <StateFilter
        states={opsNewsStates}
        prefix="news"
        value={state}
        onChange={setState}
        testId="news-state"
      />
      <PagedList<OpsNews>
        queryKey={[...newsKey, 'list', state]}
        fetchPage={(page, signal) => fetchNewsPage(state, page, signal)}
        keyOf={(n) => n.id}
        renderItem={(n) => (
          <Link
            to={pathTo('/console/news/:id', { params: { id: n.id } })}
            className="rc-con-row"
            data-testid="news-row"
          >
            <header>
              <strong>{i18n.language === 'en-US' ? n.titleEn : n.title}</strong>
              <span
                className={n.publication === 'published' ? 'rc-con-tag' : 'rc-con-tag rc-con-tag--off'}
                data-testid="news-publication"
              >
                {t(`news.states.${n.publication}`)}
              </span>
            </header>
            <p className="rc-con-muted">
              {n.publishedAt
                ? t(n.publication === 'scheduled' ? 'news.scheduledAt' : 'news.publishedAt', {
                    time: formatDateTime(n.publishedAt),
                  })
                : t('news.created', { time: formatDateTime(n.createdAt) })}
            </p>
          </Link>
        )}
      />
    </>
  );
}
