import { useTranslation } from 'react-i18next';
import type { BodyOf, OpsRescuer, WorkerKind } from '@rc/contract';
import type { opsRescuerSetEnabled } from '@rc/contract/refs';
import { showToast } from '../../../shared/ui/overlays.js';
import { useBranches } from '../api/network-branches.js';
import {
  fetchRescuerPage,
  rescuersKey,
  useSaveRescuer,
  useSetRescuerEnabled,
} from '../api/network-rescuers.js';
import { useDraftForm } from '../components/draft-form.js';
import {
  NetworkForm,
  NetworkListPage,
  useFormTitle,
  type NetworkListConfig,
} from '../components/network-list-page.js';
import { SelectField } from '../components/network-ui.js';

type TextKey = 'loginName' | 'name' | 'jobNo' | 'mobile' | 'password' | 'companyName' | 'companyNameEn';

const workerKinds: readonly WorkerKind[] = ['tow', 'driver'];

function RescuerForm({ editing, onDone }: { editing: OpsRescuer | null; onDone: () => void }) {
  const { t, i18n } = useTranslation('console');
  const title = useFormTitle('rescuers');
  const save = useSaveRescuer();
  const branches = useBranches();
  const {
    draft: d,
    set,
    field,
    errors,
    submit,
  } = useDraftForm(
    {
      loginName: editing?.loginName ?? '',
      name: editing?.name ?? '',
      kind: editing?.kind ?? 'tow',
      jobNo: editing?.jobNo ?? '',
      mobile: '',
      password: '',
      companyName: editing?.companyName ?? '',
      companyNameEn: editing?.companyNameEn ?? '',
      branchCode: editing?.branchCode ?? '',
    },
    (k: TextKey) => t(`network.rescuers.${k}`),
  );
  const send = () => {
    const { mobile, password, ...rest } = d;
    submit(
      save.mutate,
      {
        ...(editing ? { id: editing.id } : {}),
        ...rest,
        ...(mobile ? { mobile } : {}),
        ...(password ? { password } : {}),
      },
      () => {
        showToast(t('network.saved'));
        onDone();
      },
    );
  };
  const en = i18n.language === 'en-US';
  return (
    <NetworkForm
      testId="rescuer-form"
      title={title(editing?.name ?? null)}
      pending={save.isPending}
      onSubmit={send}
      onCancel={onDone}
    >
      <div className="rc-net-grid">
        {field('loginName', { maxLength: 32 })}
        {field('name', { maxLength: 32 })}
        <SelectField
          label={t('network.rescuers.kind')}
          name="kind"
          value={d.kind}
          invalid={errors.has('kind')}
          options={workerKinds.map((k) => ({ value: k, label: t(`network.rescuers.kinds.${k}`) }))}
          onChange={(v) => set('kind')(v === 'driver' ? 'driver' : 'tow')}
        />
        {field('jobNo', { maxLength: 16, hint: t('network.rescuers.kindHint') })}
        {field('mobile', {
          maxLength: 11,
          ...(editing ? { hint: `${editing.mobile} · ${t('network.rescuers.mobileEditHint')}` } : {}),
        })}
        {field('password', {
          maxLength: 64,
          ...(editing ? { hint: t('network.rescuers.passwordEditHint') } : {}),
        })}
        {field('companyName', { maxLength: 40 })}
        {field('companyNameEn', { maxLength: 80 })}
        <SelectField
          label={t('network.rescuers.branch')}
          name="branchCode"
          value={d.branchCode}
          invalid={errors.has('branchCode')}
          options={[
            { value: '', label: '—' },
            ...(branches.data?.list ?? [])
              .filter((b) => b.enabled || b.code === d.branchCode)
              .map((b) => ({ value: b.code, label: `${en ? b.nameEn : b.name} (${b.code})` })),
          ]}
          onChange={set('branchCode')}
        />
      </div>
    </NetworkForm>
  );
}

/** /console/rescuers: field workers (tow rescuers and designated drivers); add, edit (kind, reset password), disable. */
export function Page() {
  const { t, i18n } = useTranslation('console');
  const en = i18n.language === 'en-US';
  const config: NetworkListConfig<OpsRescuer, BodyOf<typeof opsRescuerSetEnabled>> = {
    area: 'rescuers',
    rowTestId: 'rescuer-row',
    keyOf: (r) => r.id,
    queryKey: rescuersKey,
    fetchPage: (keyword, page, signal) => fetchRescuerPage(keyword, page, signal),
    title: (r) => `${r.name} · ${r.loginName}`,
    lines: (r) => [
      `${en ? r.companyNameEn || r.companyName : r.companyName} · ${r.mobile} · ${r.branchCode}`,
      [
        t(`network.rescuers.kinds.${r.kind}`),
        ...(r.jobNo ? [t('network.rescuers.jobNoShown', { jobNo: r.jobNo })] : []),
      ].join(' · '),
      // A driver binds no truck: the line would only say so.
      ...(r.kind === 'driver' && r.vehicles.length === 0
        ? []
        : [
            r.vehicles.length > 0
              ? t('network.rescuers.vehicles', { list: r.vehicles.join('、') })
              : t('network.rescuers.noVehicles'),
          ]),
    ],
    nameOf: (r) => r.name,
    enabledOf: (r) => r.enabled,
    useSetEnabled: useSetRescuerEnabled,
    switchVars: (r, enabled) => ({ id: r.id, enabled }),
    renderForm: (editing, onDone) => <RescuerForm editing={editing} onDone={onDone} />,
  };
  return <NetworkListPage config={config} />;
}
