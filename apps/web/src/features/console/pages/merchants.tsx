import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BodyOf, OpsMerchant } from '@rc/contract';
import type { opsMerchantSetEnabled } from '@rc/contract/refs';
import { showToast } from '../../../shared/ui/overlays.js';
import {
  fetchMerchantPage,
  merchantsKey,
  useSaveMerchant,
  useSetMerchantEnabled,
} from '../api/network-merchants.js';
import { useDraftForm } from '../components/draft-form.js';
import {
  NetworkForm,
  NetworkListPage,
  useFormTitle,
  type NetworkListConfig,
} from '../components/network-list-page.js';
import { pathTo } from '../../../shared/routing/paths.js';

function MerchantForm({ editing, onDone }: { editing: OpsMerchant | null; onDone: () => void }) {
  const { t } = useTranslation('console');
  const title = useFormTitle('merchants');
  const save = useSaveMerchant();
  const {
    draft: d,
    field,
    submit,
  } = useDraftForm(
    {
      name: editing?.name ?? '',
      nameEn: editing?.nameEn ?? '',
      contactPhone: editing?.contactPhone ?? '',
      staffName: '',
      staffMobile: '',
    },
    (k) => t(`network.merchants.${k}`),
  );
  const send = () =>
    submit(
      save.mutate,
      editing
        ? { id: editing.id, name: d.name, nameEn: d.nameEn, contactPhone: d.contactPhone }
        : {
            name: d.name,
            nameEn: d.nameEn,
            contactPhone: d.contactPhone,
            ...(d.staffName ? { staffName: d.staffName } : {}),
            ...(d.staffMobile ? { staffMobile: d.staffMobile } : {}),
          },
      () => {
        showToast(t('network.saved'));
        onDone();
      },
    );
  return (
    <NetworkForm
      testId="merchant-form"
      title={title(editing?.name ?? null)}
      pending={save.isPending}
      onSubmit={send}
      onCancel={onDone}
    >
      <div className="rc-net-grid">
        {field('name', { maxLength: 40 })}
        {field('nameEn', { maxLength: 80 })}
        {field('contactPhone', { maxLength: 20 })}
        {editing ? null : field('staffName', { maxLength: 32, hint: t('network.merchants.staffHint') })}
        {editing ? null : field('staffMobile', { maxLength: 11 })}
      </div>
    </NetworkForm>
  );
}

/** /console/merchants: partner merchants with their staff accounts; add, edit, disable. */
export function Page() {
  const { t } = useTranslation('console');
  const config: NetworkListConfig<OpsMerchant, BodyOf<typeof opsMerchantSetEnabled>> = {
    area: 'merchants',
    rowTestId: 'merchant-row',
    keyOf: (m) => m.id,
    queryKey: merchantsKey,
    fetchPage: (keyword, page, signal) => fetchMerchantPage(keyword, page, signal),
    title: (m) => m.name,
    lines: (m) => [
      `${m.nameEn} · ${m.contactPhone}`,
      `${t('network.merchants.staff', { name: m.staffName, mobile: m.staffMobile })} · ${t('network.merchants.stores', { count: m.storeCount })}`,
    ],
    nameOf: (m) => m.name,
    enabledOf: (m) => m.enabled,
    extraActions: (m) => (
      <Link
        to={pathTo('/console/stores', { search: { merchant: m.id } })}
        className="rc-con-secondary rc-con-button-link"
      >
        {t('network.merchants.viewStores')}
      </Link>
    ),
    useSetEnabled: useSetMerchantEnabled,
    switchVars: (m, enabled) => ({ id: m.id, enabled }),
    renderForm: (editing, onDone) => <MerchantForm editing={editing} onDone={onDone} />,
  };
  return <NetworkListPage config={config} />;
}
