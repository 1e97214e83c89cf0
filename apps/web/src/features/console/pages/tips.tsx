import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsTip } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { confirmDialog, showToast } from '../../../shared/ui/overlays.js';
import { useCatalogue } from '../api/catalogue.js';
import { fetchTipPage, tipsKey, useMoveTip, useSaveTip, useSetTipEnabled } from '../api/tips.js';
import { useDraftForm } from '../components/draft-form.js';
import { CheckField } from '../components/fields.js';
import { formatDateTime } from '../../../shared/format/format.js';
import '../i18n/register.js';
import '../components/console-ui.css';

type Placement = OpsTip['placement'];
type Level = OpsTip['level'];

interface Draft {
  id?: string;
  placement: Placement;
  serviceType: string;
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
  level: Level;
  sort: string;
  enabled: boolean;
}

const blank: Draft = {
  placement: 'rights',
  serviceType: '',
  title: '',
  titleEn: '',
  content: '',
  contentEn: '',
  level: 'info',
  sort: '100',
  enabled: true,
};

function draftOf(tip: OpsTip): Draft {
  return {
    id: tip.id,
    placement: tip.placement,
    serviceType: tip.serviceType,
    title: tip.title,
    titleEn: tip.titleEn,
    content: tip.content,
    contentEn: tip.contentEn,
    level: tip.level,
    sort: String(tip.sort),
    enabled: tip.enabled,
  };
}

/** The add/edit form of one tip, shown above the list. */
function TipForm({ initial, onDone }: { initial: Draft; onDone: () => void }) {
  const { t, i18n } = useTranslation('console');
  const catalogue = useCatalogue();
  const save = useSaveTip();
  const {
    draft: d,
    set,
    field,
    invalid: marked,
    submit,
  } = useDraftForm(initial, (name) => t(`tips.${name}`));
  const en = i18n.language === 'en-US';

  const send = (e: React.FormEvent) => {
    e.preventDefault();
    const { id, sort, ...rest } = d;
    submit(save.mutate, { ...(id ? { id } : {}), ...rest, sort: Number(sort) }, () => {
      showToast(t('tips.saved'));
      onDone();
    });
  };
  const invalid = (name: string) => (marked(name) ? 'rc-con-field rc-con-field--invalid' : 'rc-con-field');
  return (
    <form className="rc-con-card" onSubmit={send} data-testid="tip-form">
      <h2>{d.id ? t('tips.editTitle') : t('tips.newTitle')}</h2>
      <label className={invalid('placement')}>
        <span>{t('tips.placement')}</span>
        <select
          name="placement"
          value={d.placement}
          onChange={(e) => set('placement')(e.target.value as Placement)}
          data-testid="field-placement"
        >
          {(['rights', 'login'] as const).map((p) => (
            <option key={p} value={p}>
              {t(`tips.placements.${p}`)}
            </option>
          ))}
        </select>
      </label>
      {d.placement === 'rights' ? (
        <label className={invalid('serviceType')}>
          <span>{t('tips.serviceType')}</span>
          <select
            name="serviceType"
            value={d.serviceType}
            onChange={(e) => set('serviceType')(e.target.value)}
            data-testid="field-serviceType"
          >
            <option value="">{t('tips.allServices')}</option>
            {(catalogue.data?.list ?? []).map((c) => (
              <option key={c.serviceType} value={c.serviceType}>
                {c.serviceType} · {en ? c.nameEn : c.name}
              </option>
            ))}
          </select>
          <small className="rc-con-muted">{t('tips.serviceHint')}</small>
        </label>
      ) : null}
      {field('title', { maxLength: 40 })}
      {field('titleEn', { maxLength: 60 })}
      {field('content', { maxLength: 300, multiline: true })}
      {field('contentEn', { maxLength: 500, multiline: true })}
      <label className={invalid('level')}>
        <span>{t('tips.level')}</span>
        <select name="level" value={d.level} onChange={(e) => set('level')(e.target.value as Level)}>
          {(['info', 'warning'] as const).map((l) => (
            <option key={l} value={l}>
              {t(`tips.levels.${l}`)}
            </option>
          ))}
        </select>
      </label>
      {field('sort', { type: 'number', hint: t('tips.sortHint') })}
      <CheckField label={t('tips.enabled')} name="enabled" checked={d.enabled} onChange={set('enabled')} />
      <div className="rc-con-actions">
        <button type="submit" className="rc-con-primary" disabled={save.isPending} data-testid="tip-save">
          {save.isPending ? t('state.saving') : t('state.save')}
        </button>
        <button type="button" className="rc-con-secondary" onClick={onDone}>
          {t('state.cancel')}
        </button>
      </div>
    </form>
  );
}

function TipRow({ tip, onEdit }: { tip: OpsTip; onEdit: () => void }) {
  const { t, i18n } = useTranslation('console');
  const toggle = useSetTipEnabled();
  const move = useMoveTip();
  const en = i18n.language === 'en-US';
  const title = en ? tip.titleEn : tip.title;
  // Turning a tip off takes it from customers' screens at once: asked first.
  const switchTip = async () => {
    if (tip.enabled) {
      const sure = await confirmDialog({
        title: t('tips.disable'),
        content: t('tips.confirmDisable'),
        confirmText: t('tips.disable'),
        cancelText: t('state.cancel'),
      });
      if (!sure) return;
    }
    toggle.mutate(
      { id: tip.id, enabled: !tip.enabled },
      { onSuccess: () => showToast(tip.enabled ? t('tips.disabledDone') : t('tips.enabledDone')) },
    );
  };
  return (
    <article className="rc-con-row" data-testid="tip-row" data-tip-id={tip.id}>
      <header>
        <strong>{title || t(`tips.placements.${tip.placement}`)}</strong>
        <span className={tip.enabled ? 'rc-con-tag' : 'rc-con-tag rc-con-tag--off'}>
          {tip.enabled ? t('tips.on') : t('tips.off')}
        </span>
      </header>
      <p>{en ? tip.contentEn : tip.content}</p>
      <p className="rc-con-muted">
        <span className="rc-con-tag">{t(`tips.placements.${tip.placement}`)}</span>
        {tip.placement === 'rights' ? (
          <span className="rc-con-tag rc-con-tag--off">{tip.serviceType || t('tips.allServices')}</span>
        ) : null}
        <span className={tip.level === 'warning' ? 'rc-con-tag rc-con-tag--warn' : 'rc-con-tag'}>
          {t(`tips.levels.${tip.level}`)}
        </span>{' '}
        {t('tips.sort')} {tip.sort} · {formatDateTime(tip.updatedAt)}
      </p>
      <div className="rc-con-actions">
        <button type="button" className="rc-con-secondary" onClick={onEdit} data-testid="tip-edit">
          {t('state.edit')}
        </button>
        <button
          type="button"
          className={tip.enabled ? 'rc-con-danger' : 'rc-con-secondary'}
          disabled={toggle.isPending}
          onClick={() => void switchTip()}
          data-testid="tip-toggle"
        >
          {tip.enabled ? t('tips.disable') : t('tips.enable')}
        </button>
        <button
          type="button"
          className="rc-con-secondary"
          disabled={move.isPending || tip.first}
          onClick={() => move.mutate({ id: tip.id, direction: 'up' })}
          aria-label={t('tips.up')}
        >
          ↑ {t('tips.up')}
        </button>
        <button
          type="button"
          className="rc-con-secondary"
          disabled={move.isPending || tip.last}
          onClick={() => move.mutate({ id: tip.id, direction: 'down' })}
          aria-label={t('tips.down')}
        >
          ↓ {t('tips.down')}
        </button>
      </div>
    </article>
  );
}

/** /console/tips: the rights screens' and the login's tips: add, edit, enable or disable, order. */
export function Page() {
  const { t } = useTranslation('console');
  // The form's content, and a counter so opening another tip remounts it with that tip.
  const [editing, setEditing] = useState<{ draft: Draft; n: number } | null>(null);
  const open = (draft: Draft) => {
    setEditing((e) => ({ draft, n: (e?.n ?? 0) + 1 }));
    window.scrollTo({ top: 0 });
  };
  return (
    <>
      <p className="rc-con-muted">{t('tips.lead')}</p>
      <div className="rc-con-actions">
        <button type="button" className="rc-con-primary" onClick={() => open(blank)} data-testid="tip-new">
          {t('tips.newItem')}
        </button>
      </div>
      {editing ? <TipForm key={editing.n} initial={editing.draft} onDone={() => setEditing(null)} /> : null}
      <PagedList<OpsTip>
        queryKey={[...tipsKey, 'list']}
        fetchPage={fetchTipPage}
        keyOf={(tip) => tip.id}
        renderItem={(tip) => <TipRow tip={tip} onEdit={() => open(draftOf(tip))} />}
        empty={<p className="rc-con-state">{t('tips.empty')}</p>}
      />
    </>
  );
}
