import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { OpsActivity } from '@rc/contract';
import { confirmDialog, showToast } from '../../../shared/ui/overlays.js';
import { useActivity, useSaveActivity } from '../api/activities.js';
import { useDraftForm } from '../components/draft-form.js';
import { QueryState } from '../components/query-state.js';
import { chinaInputOf, instantOfChinaInput } from '../components/china-time.js';
import {
  BodyEditor,
  PhonePreview,
  PublishControl,
  publishingOf,
  publishInput,
  type Publishing,
} from '../components/content-editing.js';
import { formatDateTime } from '../../../shared/format/format.js';
import '../i18n/register.js';
import '../components/console-ui.css';
import { pathTo } from '../../../shared/routing/paths.js';

type Draft = Omit<OpsActivity, 'id' | 'bannerSort' | 'publishedAt' | 'publication'> & { bannerSort: string };

/** Start and end are typed in China time (decision 039); the wire carries ISO instants. */
const fromChinaInput = (v: string) => instantOfChinaInput(v) ?? v;

const blank: Draft = {
  title: '',
  titleEn: '',
  coverUrl: '',
  contentHtml: '',
  contentHtmlEn: '',
  rules: '',
  rulesEn: '',
  jumpUrl: '',
  startAt: '',
  endAt: '',
  bannerSort: '',
  bannerImageUrl: '',
};

function ActivityForm({ item, initial }: { item: OpsActivity | null; initial: Draft }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const save = useSaveActivity();
  const { draft, set, field, submit, errors, invalid, mark } = useDraftForm(initial, (k: keyof Draft) =>
    t(`activities.${k}`),
  );
  const [publishing, setPublishing] = useState<Publishing>(
    item ? publishingOf(item.publication, item.publishedAt) : { mode: 'now', at: '' },
  );
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
      submit(
        save.mutate,
        {
          ...draft,
          ...(item ? { id: item.id } : {}),
          ...publication,
          startAt: fromChinaInput(draft.startAt),
          endAt: fromChinaInput(draft.endAt),
          bannerSort: draft.bannerSort.trim() === '' ? null : Number(draft.bannerSort),
        },
        () => {
          showToast(t('activities.saved'));
          void navigate(pathTo('/console/activities'));
        },
      );
    });
  };
  return (
    <form className="rc-con-card" onSubmit={send}>
      {field('title', { maxLength: 80 })}
      {field('titleEn', { maxLength: 80 })}
      {field('coverUrl', { maxLength: 500 })}
      {(['contentHtml', 'contentHtmlEn'] as const).map((name) => (
        <BodyEditor
          key={name}
          name={name}
          label={t(`activities.${name}`)}
          value={draft[name]}
          onChange={set(name)}
          invalid={invalid(name)}
          error={errors.messageOf(name)}
          hint={t('news.htmlHint')}
        />
      ))}
      <PhonePreview
        zh={{ title: draft.title, source: '', html: draft.contentHtml }}
        en={{ title: draft.titleEn, source: '', html: draft.contentHtmlEn }}
        timeOf={(lng) => {
          const from = instantOfChinaInput(draft.startAt);
          const to = instantOfChinaInput(draft.endAt);
          return from && to
            ? t('activities.period', { from: formatDateTime(from, lng), to: formatDateTime(to, lng), lng })
            : '';
        }}
      />
      {field('rules', { maxLength: 2000, multiline: true })}
      {field('rulesEn', { maxLength: 3000, multiline: true })}
      {field('jumpUrl', { maxLength: 500 })}
      {field('startAt', { type: 'datetime-local' })}
      {field('endAt', { type: 'datetime-local' })}
      {field('bannerSort', { type: 'number' })}
      {field('bannerImageUrl', { maxLength: 500 })}
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
        <button
          type="submit"
          className="rc-con-primary"
          disabled={save.isPending}
          data-testid="activity-save"
        >
          {save.isPending ? t('state.saving') : t('state.save')}
        </button>
        <button
          type="button"
          className="rc-con-secondary"
          onClick={() => void navigate(pathTo('/console/activities'))}
        >
          {t('state.cancel')}
        </button>
      </div>
    </form>
  );
}

/** /console/activities/:id (`new` for a new one): the activity editor. */
export function Page() {
  const { t } = useTranslation('console');
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const activity = useActivity(id, !isNew);
  return (
    <>
      <h2 className="rc-con-subtitle">{isNew ? t('activities.newTitle') : t('activities.editTitle')}</h2>
      {isNew ? (
        <ActivityForm item={null} initial={blank} />
      ) : (
        <QueryState query={activity}>
          {(a) => (
            <ActivityForm
              item={a}
              initial={{
                title: a.title,
                titleEn: a.titleEn,
                coverUrl: a.coverUrl,
                contentHtml: a.contentHtml,
                contentHtmlEn: a.contentHtmlEn,
                rules: a.rules,
                rulesEn: a.rulesEn,
                jumpUrl: a.jumpUrl,
                startAt: chinaInputOf(a.startAt),
                endAt: chinaInputOf(a.endAt),
                bannerSort: a.bannerSort === null ? '' : String(a.bannerSort),
                bannerImageUrl: a.bannerImageUrl,
              }}
            />
          )}
        </QueryState>
      )}
    </>
  );
}
