import { useTranslation } from 'react-i18next';
import { opsBranchList, type opsBranchSetEnabled } from '@rc/contract/refs';
import type { BodyOf, OpsBranch } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { useConsoleMe } from '../api/me.js';
import { branchesKey, useSaveBranch, useSetBranchEnabled } from '../api/network-branches.js';
import { useDraftForm } from '../components/draft-form.js';
import {
  NetworkForm,
  NetworkListPage,
  useFormTitle,
  type NetworkListConfig,
} from '../components/network-list-page.js';

function BranchForm({ editing, onDone }: { editing: OpsBranch | null; onDone: () => void }) {
  const { t } = useTranslation('console');
  const title = useFormTitle('branches');
  const save = useSaveBranch();
  const { draft, field, submit } = useDraftForm(
    { branchCode: editing?.code ?? '', name: editing?.name ?? '', nameEn: editing?.nameEn ?? '' },
    (k) => (k === 'branchCode' ? t('network.branches.code') : t(`network.branches.${k}`)),
  );
  const send = () =>
    submit(save.mutate, { create: editing === null, ...draft }, () => {
      showToast(t('network.saved'));
      onDone();
    });
  return (
    <NetworkForm
      testId="branch-form"
      title={title(editing?.name ?? null)}
      pending={save.isPending}
      onSubmit={send}
      onCancel={onDone}
    >
      <div className="rc-net-grid">
        {editing ? null : field('branchCode', { maxLength: 6 })}
        {field('name', { maxLength: 40 })}
        {field('nameEn', { maxLength: 80 })}
      </div>
    </NetworkForm>
  );
}

/** The branch companies are few: the whole list is one page. */
async function fetchBranches(_keyword: string, _page: number, signal: AbortSignal) {
  const { list } = await callEndpoint(opsBranchList, { signal });
  return { list, total: list.length };
}

/**
 * /console/branches: the branch companies; admins add, rename and disable them
 * (a disabled one is no longer offered to customers: decision 023).
 */
export function Page() {
  const { t, i18n } = useTranslation('console');
  const me = useConsoleMe();
  const isAdmin = me.data?.operator.role === 'admin';
  const en = i18n.language === 'en-US';
  const config: NetworkListConfig<OpsBranch, BodyOf<typeof opsBranchSetEnabled>> = {
    area: 'branches',
    rowTestId: 'branch-row',
    keyOf: (b) => b.code,
    queryKey: [...branchesKey, 'list'],
    fetchPage: fetchBranches,
    noSearch: true,
    canChange: isAdmin,
    notice: isAdmin ? null : <p className="rc-con-muted">{t('network.branches.adminOnly')}</p>,
    title: (b) => `${en ? b.nameEn : b.name} · ${b.code}`,
    lines: (b) => [
      `${en ? b.name : b.nameEn} · ${t('network.branches.counts', { stores: b.storeCount, rescuers: b.rescuerCount })}`,
    ],
    nameOf: (b) => b.name,
    enabledOf: (b) => b.enabled,
    useSetEnabled: useSetBranchEnabled,
    switchVars: (b, enabled) => ({ branchCode: b.code, enabled }),
    renderForm: (editing, onDone) => <BranchForm editing={editing} onDone={onDone} />,
  };
  return <NetworkListPage config={config} />;
}
