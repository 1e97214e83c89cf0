import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { OpsNews } from '@rc/contract';
import { showToast } from '../../../shared/ui/overlays.js';
import { useNewsDetail, useSaveNews } from '../api/news.js';
import { CheckField, TextField, useFieldErrors } from '../components/fields.js';
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
  const errors = useFieldErrors();
  const [draft, setDraft] = useState<Draft>(initial);
  const set =
    <K extends keyof Draft>(k: K) =>
    (v: Draft[K]) =>
      setDraft((d) => ({ ...d, [k]: v }));
  const text = (k: Exclude<keyof Draft, 'published'>, max: number, multiline = false, hint?: string) => (
    <TextField
      label={t(`news.${k}`)}
      name={k}
      value={draft[k]}
      onChange={set(k)}
      invalid={errors.has(k)}
      maxLength={max}
      multiline={multiline}
      {...(hint ? { hint } : {})}
    />
  );

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    errors.clear();
    save.mutate(
      { ...draft, ...(id ? { id } : {}) },
      {
        onSuccess: () => {
          showToast(t('news.saved'));
          void navigate('/console/news');
        },
        onError: errors.fromError,
      },
    );
  };

  return (
    <form className="rc-con-card" onSubmit={submit}>
      {text('title', 80)}
      {text('titleEn', 80)}
      {text('summary', 200, true)}
      {text('summaryEn', 300, true)}
      {text('coverUrl', 500, false, t('news.coverHint'))}
      {text('source', 40)}
      {text('sourceEn', 60)}
      {text('contentHtml', 20000, true, t('news.htmlHint'))}
      {text('contentHtmlEn', 20000, true, t('news.htmlHint'))}
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
