import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { OpsBranch } from '@rc/contract';
import { showToast } from '../../../shared/ui/overlays.js';
import { useConsoleMe } from '../api/me.js';
import { useBranches, useSaveBranch, useSetBranchEnabled } from '../api/network-branches.js';
import { TextField, useFieldErrors } from '../components/fields.js';
import { EnableButton, EnabledTag } from '../components/network-ui.js';
import { QueryState } from '../components/query-state.js';
import '../i18n/register.js';
import '../components/console-ui.css';
import '../components/network.css';

function BranchForm({ editing, onDone }: { editing: OpsBranch | null; onDone: () => void }) {
  const { t } = useTranslation('console');
  const save = useSaveBranch();
  const errors = useFieldErrors();
  const [d, setD] = useState({
    branchCode: editing?.code ?? '',
    name: editing?.name ?? '',
    nameEn: editing?.nameEn ?? '',
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    errors.clear();
    save.mutate(
      { create: editing === null, ...d },
      {
        onSuccess: () => {
          showToast(t('network.saved'));
          onDone();
        },
        onError: errors.fromError,
      },
    );
  };
  return (
    <form className="rc-con-card" onSubmit={submit} data-testid="branch-form">
      <h2>{editing ? `${t('network.editTitle')} · ${editing.name}` : t('network.branches.add')}</h2>
      <div className="rc-net-grid">
        {editing ? null : (
          <TextField
            label={t('network.branches.code')}
            name="branchCode"
            value={d.branchCode}
            maxLength={6}
            invalid={errors.has('branchCode')}
            onChange={(v) => setD((x) => ({ ...x, branchCode: v }))}
          />
        )}
        <TextField
          label={t('network.branches.name')}
          name="name"
          value={d.name}
          maxLength={40}
          invalid={errors.has('name')}
          onChange={(v) => setD((x) => ({ ...x, name: v }))}
        />
        <TextField
          label={t('network.branches.nameEn')}
          name="nameEn"
          value={d.nameEn}
          maxLength={80}
          invalid={errors.has('nameEn')}
          onChange={(v) => setD((x) => ({ ...x, nameEn: v }))}
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

/** /console/branches: the branch companies; admins add, rename and disable them. */
export function Page() {
  const { t, i18n } = useTranslation('console');
  const branches = useBranches();
  const me = useConsoleMe();
  const setEnabled = useSetBranchEnabled();
  const isAdmin = me.data?.operator.role === 'admin';
  const [form, setForm] = useState<{ editing: OpsBranch | null } | null>(null);
  const en = i18n.language === 'en-US';
  return (
    <PullToRefresh onRefresh={async () => void (await branches.refetch())}>
      <p className="rc-con-muted">{t('network.branches.lead')}</p>
      {!isAdmin ? <p className="rc-con-muted">{t('network.branches.adminOnly')}</p> : null}
      {isAdmin && form ? (
        <BranchForm key={form.editing?.code ?? 'new'} editing={form.editing} onDone={() => setForm(null)} />
      ) : null}
      {isAdmin && !form ? (
        <div className="rc-con-actions">
          <button type="button" className="rc-con-primary" onClick={() => setForm({ editing: null })}>
            {t('network.branches.add')}
          </button>
        </div>
      ) : null}
      <QueryState query={branches}>
        {(b) =>
          b.list.length === 0 ? (
            <p className="rc-con-state">{t('state.empty')}</p>
          ) : (
            b.list.map((x) => (
              <article key={x.code} className="rc-con-row" data-testid="branch-row">
                <header>
                  <strong>
                    {en ? x.nameEn : x.name} · {x.code}
                  </strong>
                  <EnabledTag enabled={x.enabled} />
                </header>
                <p className="rc-con-muted">
                  {en ? x.name : x.nameEn} ·{' '}
                  {t('network.branches.counts', { stores: x.storeCount, rescuers: x.rescuerCount })}
                </p>
                {isAdmin ? (
                  <div className="rc-con-actions">
                    <button
                      type="button"
                      className="rc-con-secondary"
                      onClick={() => {
                        setForm({ editing: x });
                        window.scrollTo({ top: 0, behavior: 'smooth' });
                      }}
                    >
                      {t('state.edit')}
                    </button>
                    <EnableButton
                      name={x.name}
                      enabled={x.enabled}
                      pending={setEnabled.isPending}
                      onSwitch={(enabled, done) =>
                        setEnabled.mutate({ branchCode: x.code, enabled }, { onSuccess: done })
                      }
                    />
                  </div>
                ) : null}
              </article>
            ))
          )
        }
      </QueryState>
    </PullToRefresh>
  );
}
