import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsRescuer } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { useBranches } from '../api/network-branches.js';
import {
  fetchRescuerPage,
  rescuersKey,
  useSaveRescuer,
  useSetRescuerEnabled,
} from '../api/network-rescuers.js';
import { TextField, useFieldErrors } from '../components/fields.js';
import { EnableButton, EnabledTag, SearchBar, SelectField } from '../components/network-ui.js';
import '../i18n/register.js';
import '../components/console-ui.css';
import '../components/network.css';

interface Draft {
  loginName: string;
  name: string;
  mobile: string;
  password: string;
  companyName: string;
  companyNameEn: string;
  branchCode: string;
}

function RescuerForm({ editing, onDone }: { editing: OpsRescuer | null; onDone: () => void }) {
  const { t, i18n } = useTranslation('console');
  const save = useSaveRescuer();
  const errors = useFieldErrors();
  const branches = useBranches();
  const [d, setD] = useState<Draft>({
    loginName: editing?.loginName ?? '',
    name: editing?.name ?? '',
    mobile: '',
    password: '',
    companyName: editing?.companyName ?? '',
    companyNameEn: editing?.companyNameEn ?? '',
    branchCode: editing?.branchCode ?? '',
  });
  const set = (k: keyof Draft) => (v: string) => setD((x) => ({ ...x, [k]: v }));
  const text = (k: Exclude<keyof Draft, 'branchCode'>, max: number, hint?: string) => (
    <TextField
      label={t(`network.rescuers.${k}`)}
      name={k}
      value={d[k]}
      maxLength={max}
      invalid={errors.has(k)}
      onChange={set(k)}
      {...(hint ? { hint } : {})}
    />
  );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    errors.clear();
    const { mobile, password, ...rest } = d;
    save.mutate(
      {
        ...(editing ? { id: editing.id } : {}),
        ...rest,
        ...(mobile ? { mobile } : {}),
        ...(password ? { password } : {}),
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
  const en = i18n.language === 'en-US';
  return (
    <form className="rc-con-card" onSubmit={submit} data-testid="rescuer-form">
      <h2>{editing ? `${t('network.editTitle')} · ${editing.name}` : t('network.rescuers.add')}</h2>
      <div className="rc-net-grid">
        {text('loginName', 32)}
        {text('name', 32)}
        {text(
          'mobile',
          11,
          editing ? `${editing.mobile} · ${t('network.rescuers.mobileEditHint')}` : undefined,
        )}
        {text('password', 64, editing ? t('network.rescuers.passwordEditHint') : undefined)}
        {text('companyName', 40)}
        {text('companyNameEn', 80)}
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

function Row({ r, onEdit }: { r: OpsRescuer; onEdit: () => void }) {
  const { t, i18n } = useTranslation('console');
  const setEnabled = useSetRescuerEnabled();
  return (
    <article className="rc-con-row" data-testid="rescuer-row">
      <header>
        <strong>
          {r.name} · {r.loginName}
        </strong>
        <EnabledTag enabled={r.enabled} />
      </header>
      <p className="rc-con-muted">
        {i18n.language === 'en-US' ? r.companyNameEn || r.companyName : r.companyName} · {r.mobile} ·{' '}
        {r.branchCode}
      </p>
      <p className="rc-con-muted">
        {r.vehicles.length > 0
          ? t('network.rescuers.vehicles', { list: r.vehicles.join('、') })
          : t('network.rescuers.noVehicles')}
      </p>
      <div className="rc-con-actions">
        <button type="button" className="rc-con-secondary" onClick={onEdit}>
          {t('state.edit')}
        </button>
        <EnableButton
          name={r.name}
          enabled={r.enabled}
          pending={setEnabled.isPending}
          onSwitch={(enabled, done) => setEnabled.mutate({ id: r.id, enabled }, { onSuccess: done })}
        />
      </div>
    </article>
  );
}

/** /console/rescuers: rescuer accounts of the tow companies; add, edit (reset password), disable. */
export function Page() {
  const { t } = useTranslation('console');
  const [keyword, setKeyword] = useState('');
  const [form, setForm] = useState<{ editing: OpsRescuer | null } | null>(null);
  return (
    <>
      <p className="rc-con-muted">{t('network.rescuers.lead')}</p>
      {form ? (
        <RescuerForm key={form.editing?.id ?? 'new'} editing={form.editing} onDone={() => setForm(null)} />
      ) : (
        <div className="rc-con-actions">
          <button type="button" className="rc-con-primary" onClick={() => setForm({ editing: null })}>
            {t('network.rescuers.add')}
          </button>
        </div>
      )}
      <SearchBar onSearch={setKeyword} />
      <PagedList<OpsRescuer>
        queryKey={[...rescuersKey, keyword]}
        fetchPage={(page, signal) => fetchRescuerPage(keyword, page, signal)}
        keyOf={(r) => r.id}
        renderItem={(r) => (
          <Row
            r={r}
            onEdit={() => {
              setForm({ editing: r });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        )}
      />
    </>
  );
}
