import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsVehicle } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { showToast } from '../../../shared/ui/overlays.js';
import {
  fetchVehiclePage,
  useSaveVehicle,
  useSetVehicleEnabled,
  vehiclesKey,
} from '../api/network-vehicles.js';
import { TextField, useFieldErrors } from '../components/fields.js';
import { formatTime } from '../components/format.js';
import { EnableButton, EnabledTag, SearchBar, SelectField } from '../components/network-ui.js';
import '../i18n/register.js';
import '../components/console-ui.css';
import '../components/network.css';

/** The vehicle types as stored (the rescuer app shows them in Chinese), and their words in the console. */
const vehicleTypes = [
  ['平板拖车', 'flatbed'],
  ['轻型救援车', 'light'],
  ['重型清障车', 'heavy'],
] as const;

function useTypeName() {
  const { t } = useTranslation('console');
  return (stored: string) => {
    const known = vehicleTypes.find(([v]) => v === stored);
    return known ? t(`network.vehicles.types.${known[1]}`) : stored;
  };
}

function VehicleForm({ editing, onDone }: { editing: OpsVehicle | null; onDone: () => void }) {
  const { t } = useTranslation('console');
  const typeName = useTypeName();
  const save = useSaveVehicle();
  const errors = useFieldErrors();
  const [d, setD] = useState({
    vehicleNo: editing?.vehicleNo ?? '',
    vehicleType: editing?.vehicleType ?? vehicleTypes[0][0],
    companyName: editing?.companyName ?? '',
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    errors.clear();
    save.mutate(
      { ...(editing ? { id: editing.id } : {}), ...d },
      {
        onSuccess: () => {
          showToast(t('network.saved'));
          onDone();
        },
        onError: errors.fromError,
      },
    );
  };
  const types: { value: string; label: string }[] = vehicleTypes.map(([v]) => ({
    value: v,
    label: typeName(v),
  }));
  if (!types.some((o) => o.value === d.vehicleType))
    types.push({ value: d.vehicleType, label: d.vehicleType });
  return (
    <form className="rc-con-card" onSubmit={submit} data-testid="vehicle-form">
      <h2>{editing ? `${t('network.editTitle')} · ${editing.vehicleNo}` : t('network.vehicles.add')}</h2>
      <div className="rc-net-grid">
        <TextField
          label={t('network.vehicles.vehicleNo')}
          name="vehicleNo"
          value={d.vehicleNo}
          maxLength={8}
          invalid={errors.has('vehicleNo')}
          onChange={(v) => setD((x) => ({ ...x, vehicleNo: v.toUpperCase() }))}
        />
        <SelectField
          label={t('network.vehicles.vehicleType')}
          name="vehicleType"
          value={d.vehicleType}
          options={types}
          invalid={errors.has('vehicleType')}
          onChange={(v) => setD((x) => ({ ...x, vehicleType: v }))}
        />
        <TextField
          label={t('network.vehicles.companyName')}
          name="companyName"
          value={d.companyName}
          maxLength={40}
          invalid={errors.has('companyName')}
          onChange={(v) => setD((x) => ({ ...x, companyName: v }))}
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

function Row({ v, onEdit }: { v: OpsVehicle; onEdit: () => void }) {
  const { t, i18n } = useTranslation('console');
  const typeName = useTypeName();
  const setEnabled = useSetVehicleEnabled();
  return (
    <article className="rc-con-row" data-testid="vehicle-row">
      <header>
        <strong>
          {v.vehicleNo} · {typeName(v.vehicleType)}
        </strong>
        <EnabledTag enabled={v.enabled} />
      </header>
      <p className="rc-con-muted">
        {v.companyName} ·{' '}
        {v.rescuerName
          ? t('network.vehicles.boundTo', { name: v.rescuerName })
          : t('network.vehicles.unbound')}
      </p>
      {v.lastSeenAt ? (
        <p className="rc-con-muted">
          {t('network.vehicles.lastSeen', { time: formatTime(v.lastSeenAt, i18n.language) })}
        </p>
      ) : null}
      <div className="rc-con-actions">
        <button type="button" className="rc-con-secondary" onClick={onEdit}>
          {t('state.edit')}
        </button>
        <EnableButton
          name={v.vehicleNo}
          enabled={v.enabled}
          pending={setEnabled.isPending}
          onSwitch={(enabled, done) => setEnabled.mutate({ id: v.id, enabled }, { onSuccess: done })}
        />
      </div>
    </article>
  );
}

/** /console/vehicles: tow vehicles of the tow companies; register, edit, take out of dispatch. */
export function Page() {
  const { t } = useTranslation('console');
  const [keyword, setKeyword] = useState('');
  const [form, setForm] = useState<{ editing: OpsVehicle | null } | null>(null);
  return (
    <>
      <p className="rc-con-muted">{t('network.vehicles.lead')}</p>
      {form ? (
        <VehicleForm key={form.editing?.id ?? 'new'} editing={form.editing} onDone={() => setForm(null)} />
      ) : (
        <div className="rc-con-actions">
          <button type="button" className="rc-con-primary" onClick={() => setForm({ editing: null })}>
            {t('network.vehicles.add')}
          </button>
        </div>
      )}
      <SearchBar onSearch={setKeyword} />
      <PagedList<OpsVehicle>
        queryKey={[...vehiclesKey, keyword]}
        fetchPage={(page, signal) => fetchVehiclePage(keyword, page, signal)}
        keyOf={(v) => v.id}
        renderItem={(v) => (
          <Row
            v={v}
            onEdit={() => {
              setForm({ editing: v });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        )}
      />
    </>
  );
}
