import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { OpsStore } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { useCatalogue } from '../api/catalogue.js';
import { useBranches } from '../api/network-branches.js';
import { fetchMerchantPage, merchantsKey } from '../api/network-merchants.js';
import { fetchStorePage, storesKey, useSaveStore, useSetStoreEnabled } from '../api/network-stores.js';
import { TextField, useFieldErrors } from '../components/fields.js';
import { EnableButton, EnabledTag, SearchBar, SelectField } from '../components/network-ui.js';
import '../i18n/register.js';
import '../components/console-ui.css';
import '../components/network.css';

const PointPicker = lazy(() =>
  import('../components/point-picker.js').then((m) => ({ default: m.PointPicker })),
);

interface Draft {
  merchantId: string;
  snCode: string;
  name: string;
  nameEn: string;
  address: string;
  addressEn: string;
  phone: string;
  branchCode: string;
  openHours: string;
  lat: string;
  lng: string;
  serviceTypes: string[];
}

function draftOf(s: OpsStore | null, merchantId: string): Draft {
  if (!s)
    return {
      merchantId,
      snCode: '',
      name: '',
      nameEn: '',
      address: '',
      addressEn: '',
      phone: '',
      branchCode: '',
      openHours: '08:30-20:00',
      lat: '',
      lng: '',
      serviceTypes: [],
    };
  const { id: _id, merchantName: _m, enabled: _e, lat, lng, ...rest } = s;
  return { ...rest, lat: String(lat), lng: String(lng) };
}

/** The merchants to choose from (the first 50 by name: the network is run per city, a handful each). */
function useMerchantChoices() {
  return useQuery({
    queryKey: [...merchantsKey, 'choices'],
    queryFn: ({ signal }) => fetchMerchantPage('', 1, signal, 50),
  });
}

function StoreForm({
  editing,
  merchantId,
  onDone,
}: {
  editing: OpsStore | null;
  merchantId: string;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('console');
  const save = useSaveStore();
  const errors = useFieldErrors();
  const merchants = useMerchantChoices();
  const branches = useBranches();
  const catalogue = useCatalogue();
  const [d, setD] = useState<Draft>(() => draftOf(editing, merchantId));
  const set = (k: keyof Draft) => (v: string) => setD((x) => ({ ...x, [k]: v }));
  const en = i18n.language === 'en-US';
  const text = (k: Exclude<keyof Draft, 'serviceTypes' | 'merchantId' | 'branchCode'>, max: number) => (
    <TextField
      label={t(`network.stores.${k}`)}
      name={k}
      value={d[k]}
      maxLength={max}
      invalid={errors.has(k)}
      onChange={set(k)}
    />
  );
  const lat = Number(d.lat);
  const lng = Number(d.lng);
  const point = d.lat && d.lng && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    errors.clear();
    save.mutate(
      {
        ...(editing ? { id: editing.id } : {}),
        ...d,
        lat: d.lat === '' ? Number.NaN : lat,
        lng: d.lng === '' ? Number.NaN : lng,
      },
      {
        onSuccess: () => {
          showToast(t('network.saved'));
          onDone();
        },
        onError: errors.fromError,
      },
    );
  };
  const merchantOptions = (merchants.data?.list ?? []).map((m) => ({
    value: m.id,
    label: en ? m.nameEn : m.name,
  }));
  const branchOptions = (branches.data?.list ?? [])
    .filter((b) => b.enabled || b.code === d.branchCode)
    .map((b) => ({ value: b.code, label: `${en ? b.nameEn : b.name} (${b.code})` }));
  return (
    <form className="rc-con-card" onSubmit={submit} data-testid="store-form">
      <h2>{editing ? `${t('network.editTitle')} · ${editing.name}` : t('network.stores.add')}</h2>
      <div className="rc-net-grid">
        <SelectField
          label={t('network.stores.merchant')}
          name="merchantId"
          value={d.merchantId}
          invalid={errors.has('merchantId')}
          options={[{ value: '', label: '—' }, ...merchantOptions]}
          onChange={set('merchantId')}
        />
        <SelectField
          label={t('network.stores.branch')}
          name="branchCode"
          value={d.branchCode}
          invalid={errors.has('branchCode')}
          options={[{ value: '', label: '—' }, ...branchOptions]}
          onChange={set('branchCode')}
        />
        {text('snCode', 20)}
        {text('openHours', 11)}
        {text('name', 40)}
        {text('nameEn', 80)}
        {text('address', 200)}
        {text('addressEn', 300)}
        {text('phone', 20)}
      </div>
      <fieldset
        className={errors.has('serviceTypes') ? 'rc-con-field rc-con-field--invalid' : 'rc-con-field'}
      >
        <span>{t('network.stores.services')}</span>
        <div className="rc-net-checks">
          {(catalogue.data?.list ?? []).map((c) => (
            <label key={c.serviceType} className="rc-con-check">
              <input
                type="checkbox"
                checked={d.serviceTypes.includes(c.serviceType)}
                onChange={(e) =>
                  setD((x) => ({
                    ...x,
                    serviceTypes: e.target.checked
                      ? [...x.serviceTypes, c.serviceType]
                      : x.serviceTypes.filter((s) => s !== c.serviceType),
                  }))
                }
                data-testid={`service-${c.serviceType}`}
              />
              <span>{en ? c.nameEn : c.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="rc-con-field">
        <span>{t('network.stores.position')}</span>
        <Suspense fallback={<div className="rc-disp-map rc-disp-map--picker" />}>
          <PointPicker
            value={point}
            label={t('network.stores.pickOnMap')}
            onPick={(p) => setD((x) => ({ ...x, lat: String(p.lat), lng: String(p.lng) }))}
          />
        </Suspense>
        <small className="rc-con-muted" data-testid="picked">
          {point ? t('network.stores.picked', { lat: d.lat, lng: d.lng }) : t('network.stores.positionHint')}
        </small>
      </div>
      <div className="rc-net-grid">
        <TextField
          label={t('network.stores.lat')}
          name="lat"
          value={d.lat}
          onChange={set('lat')}
          invalid={errors.has('lat')}
          maxLength={12}
        />
        <TextField
          label={t('network.stores.lng')}
          name="lng"
          value={d.lng}
          onChange={set('lng')}
          invalid={errors.has('lng')}
          maxLength={12}
        />
      </div>
      <div className="rc-con-actions">
        <button type="submit" className="rc-con-primary" disabled={save.isPending} data-testid="form-save">
          {save.isPending ? t('state.saving') : t('state.save')}
        </button>
        <button type="button" className="rc-con-secondary" onClick={onDone}>
          {t('state.cancel')}
        </button>
      </div>
    </form>
  );
}

function Row({ s, onEdit }: { s: OpsStore; onEdit: () => void }) {
  const { t, i18n } = useTranslation('console');
  const setEnabled = useSetStoreEnabled();
  const en = i18n.language === 'en-US';
  return (
    <article className="rc-con-row" data-testid="store-row">
      <header>
        <strong>{en ? s.nameEn : s.name}</strong>
        <EnabledTag enabled={s.enabled} />
      </header>
      <p className="rc-con-muted">
        {s.snCode} · {s.merchantName} · {s.openHours} · {s.phone}
      </p>
      <p className="rc-con-muted">{en ? s.addressEn : s.address}</p>
      <p className="rc-con-muted">
        {t('network.stores.picked', { lat: s.lat.toFixed(5), lng: s.lng.toFixed(5) })}
      </p>
      <div className="rc-con-actions">
        <button type="button" className="rc-con-secondary" onClick={onEdit}>
          {t('state.edit')}
        </button>
        <EnableButton
          name={s.name}
          enabled={s.enabled}
          pending={setEnabled.isPending}
          onSwitch={(enabled, done) => setEnabled.mutate({ id: s.id, enabled }, { onSuccess: done })}
        />
      </div>
    </article>
  );
}

/** /console/stores (?merchant=id): stores with their map positions; add (picked on a map), edit, disable. */
export function Page() {
  const { t, i18n } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const merchantId = params.get('merchant') ?? '';
  const merchants = useMerchantChoices();
  const [keyword, setKeyword] = useState('');
  const [form, setForm] = useState<{ editing: OpsStore | null } | null>(null);
  const en = i18n.language === 'en-US';
  return (
    <>
      <p className="rc-con-muted">{t('network.stores.lead')}</p>
      {form ? (
        <StoreForm
          key={form.editing?.id ?? 'new'}
          editing={form.editing}
          merchantId={merchantId}
          onDone={() => setForm(null)}
        />
      ) : (
        <div className="rc-con-actions">
          <button
            type="button"
            className="rc-con-primary"
            onClick={() => setForm({ editing: null })}
            data-testid="store-new"
          >
            {t('network.stores.add')}
          </button>
        </div>
      )}
      <SearchBar onSearch={setKeyword}>
        <select
          value={merchantId}
          aria-label={t('network.stores.merchant')}
          onChange={(e) => setParams(e.target.value ? { merchant: e.target.value } : {})}
        >
          <option value="">{t('network.stores.allMerchants')}</option>
          {(merchants.data?.list ?? []).map((m) => (
            <option key={m.id} value={m.id}>
              {en ? m.nameEn : m.name}
            </option>
          ))}
        </select>
      </SearchBar>
      <PagedList<OpsStore>
        queryKey={[...storesKey, merchantId, keyword]}
        fetchPage={(page, signal) => fetchStorePage(keyword, merchantId, page, signal)}
        keyOf={(s) => s.id}
        renderItem={(s) => (
          <Row
            s={s}
            onEdit={() => {
              setForm({ editing: s });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        )}
      />
    </>
  );
}
