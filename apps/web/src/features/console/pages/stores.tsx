import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { BodyOf, OpsStore } from '@rc/contract';
import type { opsStoreSetEnabled } from '@rc/contract/refs';
import { showToast } from '../../../shared/ui/overlays.js';
import { useCatalogue } from '../api/catalogue.js';
import { useBranches } from '../api/network-branches.js';
import { fetchMerchantPage, merchantsKey } from '../api/network-merchants.js';
import { fetchStorePage, storesKey, useSaveStore, useSetStoreEnabled } from '../api/network-stores.js';
import { useDraftForm, type TextKey } from '../components/draft-form.js';
import {
  NetworkForm,
  NetworkListPage,
  useFormTitle,
  type NetworkListConfig,
} from '../components/network-list-page.js';
import { SelectField } from '../components/network-ui.js';
import { formatCoordinates } from '../../../shared/format/format.js';

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
  const title = useFormTitle('stores');
  const save = useSaveStore();
  const merchants = useMerchantChoices();
  const branches = useBranches();
  const catalogue = useCatalogue();
  const {
    draft: d,
    setDraft: setD,
    set,
    field,
    errors,
    submit,
  } = useDraftForm(
    () => draftOf(editing, merchantId),
    (k: Exclude<TextKey<Draft>, 'merchantId' | 'branchCode'>) => t(`network.stores.${k}`),
  );
  const en = i18n.language === 'en-US';
  const lat = Number(d.lat);
  const lng = Number(d.lng);
  const point = d.lat && d.lng && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
  const send = () =>
    submit(
      save.mutate,
      {
        ...(editing ? { id: editing.id } : {}),
        ...d,
        lat: d.lat === '' ? Number.NaN : lat,
        lng: d.lng === '' ? Number.NaN : lng,
      },
      () => {
        showToast(t('network.saved'));
        onDone();
      },
    );
  const merchantOptions = (merchants.data?.list ?? []).map((m) => ({
    value: m.id,
    label: en ? m.nameEn : m.name,
  }));
  const branchOptions = (branches.data?.list ?? [])
    .filter((b) => b.enabled || b.code === d.branchCode)
    .map((b) => ({ value: b.code, label: `${en ? b.nameEn : b.name} (${b.code})` }));
  return (
    <NetworkForm
      testId="store-form"
      title={title(editing?.name ?? null)}
      pending={save.isPending}
      onSubmit={send}
      onCancel={onDone}
    >
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
        {field('snCode', { maxLength: 20 })}
        {field('openHours', { maxLength: 11 })}
        {field('name', { maxLength: 40 })}
        {field('nameEn', { maxLength: 80 })}
        {field('address', { maxLength: 200 })}
        {field('addressEn', { maxLength: 300 })}
        {field('phone', { maxLength: 20 })}
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
          {point
            ? t('network.stores.picked', { place: formatCoordinates(point) })
            : t('network.stores.positionHint')}
        </small>
      </div>
      <div className="rc-net-grid">
        {field('lat', { maxLength: 12 })}
        {field('lng', { maxLength: 12 })}
      </div>
    </NetworkForm>
  );
}

/** /console/stores (?merchant=id): stores with their map positions; add (picked on a map), edit, disable. */
export function Page() {
  const { t, i18n } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const merchantId = params.get('merchant') ?? '';
  const merchants = useMerchantChoices();
  const en = i18n.language === 'en-US';
  const config: NetworkListConfig<OpsStore, BodyOf<typeof opsStoreSetEnabled>> = {
    area: 'stores',
    rowTestId: 'store-row',
    addTestId: 'store-new',
    keyOf: (s) => s.id,
    queryKey: [...storesKey, merchantId],
    fetchPage: (keyword, page, signal) => fetchStorePage(keyword, merchantId, page, signal),
    searchExtra: (
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
    ),
    title: (s) => (en ? s.nameEn : s.name),
    lines: (s) => [
      `${s.snCode} · ${s.merchantName} · ${s.openHours} · ${s.phone}`,
      en ? s.addressEn : s.address,
      t('network.stores.picked', { place: formatCoordinates(s) }),
    ],
    nameOf: (s) => s.name,
    enabledOf: (s) => s.enabled,
    useSetEnabled: useSetStoreEnabled,
    switchVars: (s, enabled) => ({ id: s.id, enabled }),
    renderForm: (editing, onDone) => <StoreForm editing={editing} merchantId={merchantId} onDone={onDone} />,
  };
  return <NetworkListPage config={config} />;
}
