import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { OpsServiceType } from '@rc/contract';
import { showToast } from '../../../shared/ui/overlays.js';
import { useSaveServiceType, useServiceTypes } from '../api/service-types.js';
import { CheckField, TextField, useFieldErrors } from '../components/fields.js';
import { formatTime, formatYuan } from '../components/format.js';
import { QueryState } from '../components/query-state.js';
import '../i18n/register.js';
import '../components/console-ui.css';

/** Yuan as typed (`150`, `150.5`, `150.50`) to fen; null when it is not an amount. */
function fenOf(yuan: string): number | null {
  const m = /^\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(yuan);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

const priceKey = (p: { key: string; option: string }) => (p.option ? `${p.key}.${p.option}` : p.key);

function Editor({ item, onDone }: { item: OpsServiceType; onDone: () => void }) {
  const { t } = useTranslation('console');
  const save = useSaveServiceType();
  const errors = useFieldErrors();
  const [base, setBase] = useState(formatYuan(item.baseFen));
  const [covers, setCovers] = useState(formatYuan(item.couponCoversFen));
  const [extras, setExtras] = useState<Record<string, string>>(
    Object.fromEntries(item.fieldPrices.map((p) => [priceKey(p), formatYuan(p.fen)])),
  );
  const [enabled, setEnabled] = useState(item.enabled);
  const [bad, setBad] = useState<ReadonlySet<string>>(new Set());

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    errors.clear();
    const wrong = new Set<string>();
    const baseFen = fenOf(base);
    const couponCoversFen = fenOf(covers);
    if (baseFen === null) wrong.add('baseFen');
    if (couponCoversFen === null) wrong.add('couponCoversFen');
    const fieldPrices = item.fieldPrices.map((p) => {
      const fen = fenOf(extras[priceKey(p)] ?? '');
      if (fen === null) wrong.add(priceKey(p));
      return { key: p.key, option: p.option, fen: fen ?? 0 };
    });
    setBad(wrong);
    if (wrong.size > 0 || baseFen === null || couponCoversFen === null) {
      showToast(t('serviceTypes.yuanInvalid'));
      return;
    }
    save.mutate(
      { code: item.code, version: item.version, baseFen, couponCoversFen, fieldPrices, enabled },
      {
        onSuccess: () => {
          showToast(t('serviceTypes.saved'));
          onDone();
        },
        onError: errors.fromError,
      },
    );
  };
  return (
    <form className="rc-con-inline-form" onSubmit={submit} data-testid="service-type-form">
      <TextField
        label={t('serviceTypes.baseFen')}
        name="baseFen"
        value={base}
        onChange={setBase}
        invalid={bad.has('baseFen') || errors.has('baseFen')}
      />
      <TextField
        label={t('serviceTypes.couponCoversFen')}
        name="couponCoversFen"
        value={covers}
        onChange={setCovers}
        invalid={bad.has('couponCoversFen') || errors.has('couponCoversFen')}
      />
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
              invalid={bad.has(priceKey(p)) || errors.has('fieldPrices')}
            />
          ))}
        </fieldset>
      ) : null}
      <CheckField label={t('serviceTypes.enabled')} name="enabled" checked={enabled} onChange={setEnabled} />
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

/** /console/service-types: each bookable service's prices and whether it takes bookings. */
export function Page() {
  const { t, i18n } = useTranslation('console');
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
                    time: formatTime(s.updatedAt, i18n.language),
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
