import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { OpsServiceType } from '@rc/contract';
import { showToast } from '../../../shared/ui/overlays.js';
import { useSaveServiceType, useServiceTypes } from '../api/service-types.js';
import { useDraftForm } from '../components/draft-form.js';
import { CheckField, TextField } from '../components/fields.js';
import { formatDateTime, formatYuan, formatYuanInput } from '../../../shared/format/format.js';
import { QueryState } from '../components/query-state.js';
import { fenOf } from '../components/service-field-draft.js';
import '../i18n/register.js';
import '../components/console-ui.css';
import { pathTo } from '../../../shared/routing/paths.js';

const priceKey = (p: { key: string; option: string }) => (p.option ? `${p.key}.${p.option}` : p.key);

function Editor({ item, onDone }: { item: OpsServiceType; onDone: () => void }) {
  const { t } = useTranslation('console');
  const save = useSaveServiceType();
  // The version the operator started from: a background refresh must not slip a
  // colleague's newer save under this draft (the server then answers "changed meanwhile").
  const [openedVersion] = useState(item.version);
  const { draft, field, set, invalid, errors, mark, submit } = useDraftForm(
    {
      baseFen: formatYuanInput(item.baseFen),
      couponCoversFen: formatYuanInput(item.couponCoversFen),
      enabled: item.enabled,
    },
    (name) => t(`serviceTypes.${name}`),
  );
  const [extras, setExtras] = useState<Record<string, string>>(
    Object.fromEntries(item.fieldPrices.map((p) => [priceKey(p), formatYuanInput(p.fen)])),
  );

  const send = (e: React.FormEvent) => {
    e.preventDefault();
    const wrong = new Set<string>();
    const baseFen = fenOf(draft.baseFen);
    const couponCoversFen = fenOf(draft.couponCoversFen);
    if (baseFen === null) wrong.add('baseFen');
    if (couponCoversFen === null) wrong.add('couponCoversFen');
    const fieldPrices = item.fieldPrices.map((p) => {
      const fen = fenOf(extras[priceKey(p)] ?? '');
      if (fen === null) wrong.add(priceKey(p));
      return { key: p.key, option: p.option, fen: fen ?? 0 };
    });
    if (wrong.size > 0 || baseFen === null || couponCoversFen === null) {
      errors.clear();
      mark(wrong);
      showToast(t('serviceTypes.yuanInvalid'));
      return;
    }
    submit(
      save.mutate,
      {
        code: item.code,
        version: openedVersion,
        baseFen,
        couponCoversFen,
        fieldPrices,
        enabled: draft.enabled,
      },
      () => {
        showToast(t('serviceTypes.saved'));
        onDone();
      },
    );
  };
  return (
    <form className="rc-con-inline-form" onSubmit={send} data-testid="service-type-form">
      {field('baseFen')}
      {field('couponCoversFen')}
      {item.fieldPrices.length > 0 ? (
        <fieldset className="rc-con-fieldset">
          <legend>{t('serviceTypes.fieldPrices')}</legend>
          {item.fieldPrices.map((p) => (
            <TextField
              key={priceKey(p)}
              label={p.label}
              name={`price-${priceKey(p)}`}
              value={extras[priceKey(p)] ?? ''}
              onChange={(v) => setExtras((x) => ({ ...x, [priceKey(p)]: v }))}
              invalid={invalid(priceKey(p)) || errors.has('fieldPrices')}
            />
          ))}
        </fieldset>
      ) : null}
      <CheckField
        label={t('serviceTypes.enabled')}
        name="enabled"
        checked={draft.enabled}
        onChange={set('enabled')}
      />
      <div className="rc-con-actions">
        <button
          type="submit"
          className="rc-con-primary"
          disabled={save.isPending}
          data-testid="service-type-save"
        >
          {save.isPending ? t('state.saving') : t('state.save')}
        </button>
        <button type="button" className="rc-con-secondary" onClick={onDone}>
          {t('state.cancel')}
        </button>
      </div>
    </form>
  );
}

/** /console/service-types: each bookable service's prices and whether it takes bookings; its form on its own screen. */
export function Page() {
  const { t } = useTranslation('console');
  const types = useServiceTypes();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <p className="rc-con-muted">{t('serviceTypes.lead')}</p>
      <QueryState query={types}>
        {(data) => (
          <PullToRefresh onRefresh={async () => void (await types.refetch())}>
            {data.list.map((s) => (
              <article key={s.code} className="rc-con-row" data-testid="service-type-row" data-code={s.code}>
                <header>
                  <strong>
                    {s.serviceType} · {s.title}
                  </strong>
                  <span className={s.enabled ? 'rc-con-tag' : 'rc-con-tag rc-con-tag--off'}>
                    {s.enabled ? t('serviceTypes.on') : t('serviceTypes.off')}
                  </span>
                </header>
                <p>
                  {t('serviceTypes.baseFen')} ¥{formatYuan(s.baseFen)} · {t('serviceTypes.couponCoversFen')} ¥
                  {formatYuan(s.couponCoversFen)}
                </p>
                <p className="rc-con-muted">
                  {s.code} · {s.route} ·{' '}
                  {t('serviceTypes.version', {
                    version: s.version,
                    time: formatDateTime(s.updatedAt),
                  })}
                </p>
                {open === s.code ? (
                  <Editor item={s} onDone={() => setOpen(null)} />
                ) : (
                  <div className="rc-con-actions">
                    <button
                      type="button"
                      className="rc-con-secondary"
                      onClick={() => setOpen(s.code)}
                      data-testid="service-type-edit"
                    >
                      {t('serviceTypes.edit')}
                    </button>
                    <Link
                      to={pathTo('/console/service-types/:code', { params: { code: s.code } })}
                      className="rc-con-secondary rc-con-button-link"
                      data-testid="service-type-edit-form"
                    >
                      {t('serviceForms.editForm')}
                    </Link>
                  </div>
                )}
              </article>
            ))}
          </PullToRefresh>
        )}
      </QueryState>
    </>
  );
}
