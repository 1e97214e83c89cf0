import { useTranslation } from 'react-i18next';
import type { BodyOf, OpsVehicle } from '@rc/contract';
import type { opsVehicleSetEnabled } from '@rc/contract/refs';
import { showToast } from '../../../shared/ui/overlays.js';
import {
  fetchVehiclePage,
  useSaveVehicle,
  useSetVehicleEnabled,
  vehiclesKey,
} from '../api/network-vehicles.js';
import { useDraftForm } from '../components/draft-form.js';
import { formatDateTime } from '../../../shared/format/format.js';
import {
  NetworkForm,
  NetworkListPage,
  useFormTitle,
  type NetworkListConfig,
} from '../components/network-list-page.js';
import { SelectField } from '../components/network-ui.js';

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
  const title = useFormTitle('vehicles');
  const typeName = useTypeName();
  const save = useSaveVehicle();
  const {
    draft: d,
    set,
    field,
    errors,
    submit,
  } = useDraftForm(
    {
      vehicleNo: editing?.vehicleNo ?? '',
      vehicleType: editing?.vehicleType ?? (vehicleTypes[0][0] as string),
      companyName: editing?.companyName ?? '',
    },
    (k) => t(`network.vehicles.${k}`),
  );
  const send = () =>
    submit(save.mutate, { ...(editing ? { id: editing.id } : {}), ...d }, () => {
      showToast(t('network.saved'));
      onDone();
    });
  const types: { value: string; label: string }[] = vehicleTypes.map(([v]) => ({
    value: v,
    label: typeName(v),
  }));
  if (!types.some((o) => o.value === d.vehicleType))
    types.push({ value: d.vehicleType, label: d.vehicleType });
  return (
    <NetworkForm
      testId="vehicle-form"
      title={title(editing?.vehicleNo ?? null)}
      pending={save.isPending}
      onSubmit={send}
      onCancel={onDone}
    >
      <div className="rc-net-grid">
        {field('vehicleNo', { maxLength: 8, transform: (v) => v.toUpperCase() })}
        <SelectField
          label={t('network.vehicles.vehicleType')}
          name="vehicleType"
          value={d.vehicleType}
          options={types}
          invalid={errors.has('vehicleType')}
          onChange={set('vehicleType')}
        />
        {field('companyName', { maxLength: 40 })}
      </div>
    </NetworkForm>
  );
}

/** /console/vehicles: tow vehicles of the tow companies; register, edit, take out of dispatch. */
export function Page() {
  const { t } = useTranslation('console');
  const typeName = useTypeName();
  const config: NetworkListConfig<OpsVehicle, BodyOf<typeof opsVehicleSetEnabled>> = {
    area: 'vehicles',
    rowTestId: 'vehicle-row',
    keyOf: (v) => v.id,
    queryKey: vehiclesKey,
    fetchPage: (keyword, page, signal) => fetchVehiclePage(keyword, page, signal),
    title: (v) => `${v.vehicleNo} · ${typeName(v.vehicleType)}`,
    lines: (v) => [
      `${v.companyName} · ${
        v.rescuerName ? t('network.vehicles.boundTo', { name: v.rescuerName }) : t('network.vehicles.unbound')
      }`,
      ...(v.lastSeenAt ? [t('network.vehicles.lastSeen', { time: formatDateTime(v.lastSeenAt) })] : []),
    ],
    nameOf: (v) => v.vehicleNo,
    enabledOf: (v) => v.enabled,
    useSetEnabled: useSetVehicleEnabled,
    switchVars: (v, enabled) => ({ id: v.id, enabled }),
    renderForm: (editing, onDone) => <VehicleForm editing={editing} onDone={onDone} />,
  };
  return <NetworkListPage config={config} />;
}
