import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { OpsActivity } from '@rc/contract';
import { showToast } from '../../../shared/ui/overlays.js';
import { useActivity, useSaveActivity } from '../api/activities.js';
import { TextField, useFieldErrors } from '../components/fields.js';
import { QueryState } from '../components/query-state.js';
import '../i18n/register.js';
import '../components/console-ui.css';

type Draft = Omit<OpsActivity, 'id' | 'bannerSort'> & { bannerSort: string };
type TextKey = Exclude<keyof Draft, 'startAt' | 'endAt' | 'bannerSort'>;

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
  const errors = useFieldErrors();
  const [d, setD] = useState(initial);
  const set = (k: keyof Draft) => (v: string) => setD((x) => ({ ...x, [k]: v }));
  const text = (k: TextKey, max: number, multiline = false) => (
    <TextField
      label={t(`activities.${k}`)}
      name={k}
      value={d[k]}
      onChange={set(k)}
      maxLength={max}
      multiline={multiline}
      invalid={errors.has(k)}
    />
  );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    errors.clear();
    save.mutate(
      {
        ...d,
        ...(id ? { id } : {}),
        startAt: fromLocalInput(d.startAt),
        endAt: fromLocalInput(d.endAt),
        bannerSort: d.bannerSort.trim() === '' ? null : Number(d.bannerSort),
      },
      {
        onSuccess: () => {
          showToast(t('activities.saved'));
          void navigate('/console/activities');
        },
        onError: errors.fromError,
      },
    );
  };
  return (
    <form className="rc-con-card" onSubmit={submit}>
      {text('title', 80)}
      {text('titleEn', 80)}
      {text('coverUrl', 500)}
      {text('contentHtml', 20000, true)}
      {text('contentHtmlEn', 20000, true)}
      {text('rules', 2000, true)}
      {text('rulesEn', 3000, true)}
      {text('jumpUrl', 500)}
      <TextField
        label={t('activities.startAt')}
        name="startAt"
        type="datetime-local"
        value={d.startAt}
        onChange={set('startAt')}
        invalid={errors.has('startAt')}
      />
      <TextField
        label={t('activities.endAt')}
        name="endAt"
        type="datetime-local"
        value={d.endAt}
        onChange={set('endAt')}
        invalid={errors.has('endAt')}
      />
      <TextField
        label={t('activities.bannerSort')}
        name="bannerSort"
        type="number"
        value={d.bannerSort}
        onChange={set('bannerSort')}
        invalid={errors.has('bannerSort')}
      />
      {text('bannerImageUrl', 500)}
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
