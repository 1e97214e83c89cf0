import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { OpsNews } from '@rc/contract';
import { showToast } from '../../../shared/ui/overlays.js';
import { useNewsDetail, useSaveNews } from '../api/news.js';
import { useDraftForm } from '../components/draft-form.js';
import { CheckField } from '../components/fields.js';
import { QueryState } from '../components/query-state.js';
import '../i18n/register.js';
import '../components/console-ui.css';

type Draft = Omit<OpsNews, 'id' | 'publishedAt' | 'createdAt'> & { published: boolean };

const empty: Draft = {
  title: '',
  titleEn: '',
  summary: '',
  summaryEn: '',
  coverUrl: '',
  contentHtml: '',
  contentHtmlEn: '',
  source: '',
  sourceEn: '',
  published: false,
};

function draftOf(n: OpsNews): Draft {
  const { id: _id, publishedAt, createdAt: _c, ...rest } = n;
  return { ...rest, published: publishedAt !== null };
}

function NewsForm({ id, initial }: { id: string | null; initial: Draft }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const save = useSaveNews();
  const { draft, set, field, submit, errors } = useDraftForm(initial, (k) => t(`news.${k}`));
  // A body that is there but refused holds something the server never accepts: say what.
  const htmlHint = (name: 'contentHtml' | 'contentHtmlEn') =>
    errors.has(name) && draft[name].trim() ? t('news.htmlRefused') : t('news.htmlHint');

  const send = (e: React.FormEvent) => {
    e.preventDefault();
    submit(save.mutate, { ...draft, ...(id ? { id } : {}) }, () => {
      showToast(t('news.saved'));
      void navigate('/console/news');
    });
  };

  return (
    <form className="rc-con-card" onSubmit={send}>
      {field('title', { maxLength: 80 })}
      {field('titleEn', { maxLength: 80 })}
      {field('summary', { maxLength: 200, multiline: true })}
      {field('summaryEn', { maxLength: 300, multiline: true })}
      {field('coverUrl', { maxLength: 500, hint: t('news.coverHint') })}
      {field('source', { maxLength: 40 })}
      {field('sourceEn', { maxLength: 60 })}
      {field('contentHtml', { maxLength: 20000, multiline: true, hint: htmlHint('contentHtml') })}
      {field('contentHtmlEn', { maxLength: 20000, multiline: true, hint: htmlHint('contentHtmlEn') })}
      <CheckField
        label={t('news.publish')}
        name="published"
        checked={draft.published}
        onChange={set('published')}
      />
      <div className="rc-con-actions">
        <button type="submit" className="rc-con-primary" disabled={save.isPending} data-testid="news-save">
          {save.isPending ? t('state.saving') : t('state.save')}
        </button>
        <button type="button" className="rc-con-secondary" onClick={() => void navigate('/console/news')}>
          {t('state.cancel')}
        </button>
      </div>
    </form>
  );
}

/** /console/news/:id (`new` for a new item): the news editor. */
export function Page() {
  const { t } = useTranslation('console');
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const detail = useNewsDetail(id, !isNew);
  return (
    <>
      <h2 className="rc-con-subtitle">{isNew ? t('news.newTitle') : t('news.editTitle')}</h2>
      {isNew ? (
        <NewsForm id={null} initial={empty} />
      ) : (
        <QueryState query={detail}>{(n) => <NewsForm id={n.id} initial={draftOf(n)} />}</QueryState>
      )}
    </>
  );
}
