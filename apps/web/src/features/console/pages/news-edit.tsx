import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { OpsNews } from '@rc/contract';
import { confirmDialog, showToast } from '../../../shared/ui/overlays.js';
import { formatDateTime } from '../../../shared/format/format.js';
import { useNewsDetail, useSaveNews } from '../api/news.js';
import { useDraftForm } from '../components/draft-form.js';
import {
  BodyEditor,
  PhonePreview,
  PublishControl,
  publishingOf,
  publishInput,
  type Publishing,
} from '../components/content-editing.js';
import { instantOfChinaInput } from '../components/china-time.js';
import { QueryState } from '../components/query-state.js';
import '../i18n/register.js';
import '../components/console-ui.css';
import { pathTo } from '../../../shared/routing/paths.js';

type Draft = Omit<OpsNews, 'id' | 'publishedAt' | 'publication' | 'createdAt'>;

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
};

function draftOf(n: OpsNews): Draft {
  const { id: _id, publishedAt: _p, publication: _s, createdAt: _c, ...rest } = n;
  return rest;
}

function NewsForm({ item }: { item: OpsNews | null }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const save = useSaveNews();
  const { draft, set, field, submit, errors, invalid, mark } = useDraftForm(
    item ? draftOf(item) : empty,
    (k) => t(`news.${k}`),
  );
  const [publishing, setPublishing] = useState<Publishing>(
    publishingOf(item?.publication ?? null, item?.publishedAt ?? null),
  );
  // A body that is there but refused holds something the server never accepts: say what.
  const bodyError = (name: 'contentHtml' | 'contentHtmlEn') =>
    errors.has(name) && draft[name].trim() ? t('news.htmlRefused') : errors.messageOf(name);

  const send = (e: React.FormEvent) => {
    e.preventDefault();
    const publication = publishInput(publishing);
    if (!publication) return mark(['publishAt']);
    // Taking a published item back to a draft removes it from customers' screens at once: ask first.
    const withdraws = item?.publication === 'published' && !publication.published;
    void (
      withdraws
        ? confirmDialog({
            title: t('publishing.withdrawTitle'),
            content: t('publishing.withdraw'),
            confirmText: t('publishing.withdrawConfirm'),
            cancelText: t('state.cancel'),
          })
        : Promise.resolve(true)
    ).then((ok) => {
      if (!ok) return;
      submit(save.mutate, { ...draft, ...(item ? { id: item.id } : {}), ...publication }, () => {
        showToast(t('news.saved'));
        void navigate(pathTo('/console/news'));
      });
    });
  };
  const timeOf = (lng: 'zh-CN' | 'en-US') => {
    const at =
      publishing.mode === 'at'
        ? instantOfChinaInput(publishing.at)
        : publishing.mode === 'now'
          ? ((item?.publication === 'published' ? item.publishedAt : null) ?? new Date().toISOString())
          : null;
    return at ? t('preview.publishedAt', { time: formatDateTime(at, lng), lng }) : t('news.notYet', { lng });
  };

  return (
    <form className="rc-con-card rc-con-content-form" onSubmit={send}>
      {field('title', { maxLength: 80 })}
      {field('titleEn', { maxLength: 80 })}
      {field('summary', { maxLength: 200, multiline: true })}
      {field('summaryEn', { maxLength: 300, multiline: true })}
      {field('coverUrl', { maxLength: 500, hint: t('news.coverHint') })}
      {field('source', { maxLength: 40 })}
      {field('sourceEn', { maxLength: 60 })}
      {(['contentHtml', 'contentHtmlEn'] as const).map((name) => (
        <BodyEditor
          key={name}
          name={name}
          label={t(`news.${name}`)}
          value={draft[name]}
          onChange={set(name)}
          invalid={invalid(name)}
          error={bodyError(name)}
          hint={t('news.htmlHint')}
        />
      ))}
      <PhonePreview
        zh={{ title: draft.title, source: draft.source, html: draft.contentHtml }}
        en={{ title: draft.titleEn, source: draft.sourceEn, html: draft.contentHtmlEn }}
        timeOf={timeOf}
      />
      <PublishControl
        value={publishing}
        onChange={setPublishing}
        invalid={invalid('publishAt')}
        error={
          errors.messageOf('publishAt') ?? (invalid('publishAt') ? t('publishing.atInvalid') : undefined)
        }
        published={item?.publication === 'published'}
      />
      <div className="rc-con-actions">
        <button type="submit" className="rc-con-primary" disabled={save.isPending} data-testid="news-save">
          {save.isPending ? t('state.saving') : t('state.save')}
        </button>
        <button
          type="button"
          className="rc-con-secondary"
          onClick={() => void navigate(pathTo('/console/news'))}
        >
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
        <NewsForm item={null} />
      ) : (
        <QueryState query={detail}>{(n) => <NewsForm item={n} />}</QueryState>
      )}
    </>
  );
}
