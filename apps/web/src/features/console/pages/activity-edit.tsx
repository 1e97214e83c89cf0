import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { OpsActivity } from '@rc/contract';
import { showToast } from '../../../shared/ui/overlays.js';
import { useActivity, useSaveActivity } from '../api/activities.js';
import { useDraftForm } from '../components/draft-form.js';
import { QueryState } from '../components/query-state.js';
import '../i18n/register.js';
import '../components/console-ui.css';

type Draft = Omit<OpsActivity, 'id' | 'bannerSort'> & { bannerSort: string };

/** `datetime-local` works in the browser's time zone; the wire carries ISO with an offset. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : '');

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

function ActivityForm({ id, initial }: { id: string | null; initial: Draft }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const save = useSaveActivity();
  const { draft, field, submit } = useDraftForm(initial, (k: keyof Draft) => t(`activities.${k}`));
  const send = (e: React.FormEvent) => {
    e.preventDefault();
    submit(
      save.mutate,
      {
        ...draft,
        ...(id ? { id } : {}),
        startAt: fromLocalInput(draft.startAt),
        endAt: fromLocalInput(draft.endAt),
        bannerSort: draft.bannerSort.trim() === '' ? null : Number(draft.bannerSort),
      },
      () => {
        showToast(t('activities.saved'));
        void navigate('/console/activities');
      },
    );
  };
  return (
    <form className="rc-con-card" onSubmit={send}>
      {field('title', { maxLength: 80 })}
      {field('titleEn', { maxLength: 80 })}
      {field('coverUrl', { maxLength: 500 })}
      {field('contentHtml', { maxLength: 20000, multiline: true })}
      {field('contentHtmlEn', { maxLength: 20000, multiline: true })}
      {field('rules', { maxLength: 2000, multiline: true })}
      {field('rulesEn', { maxLength: 3000, multiline: true })}
      {field('jumpUrl', { maxLength: 500 })}
      {field('startAt', { type: 'datetime-local' })}
      {field('endAt', { type: 'datetime-local' })}
      {field('bannerSort', { type: 'number' })}
      {field('bannerImageUrl', { maxLength: 500 })}
      <div className="rc-con-actions">
        <button type="submit" className="rc-con-primary" disabled={save.isPending}>
          {save.isPending ? t('state.saving') : t('state.save')}
        </button>
        <button
          type="button"
          className="rc-con-secondary"
          onClick={() => void navigate('/console/activities')}
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
        <ActivityForm id={null} initial={blank} />
      ) : (
        <QueryState query={activity}>
          {(a) => (
            <ActivityForm
              id={a.id}
              initial={{
                ...a,
                startAt: toLocalInput(a.startAt),
                endAt: toLocalInput(a.endAt),
                bannerSort: a.bannerSort === null ? '' : String(a.bannerSort),
              }}
            />
          )}
        </QueryState>
      )}
    </>
  );
}
