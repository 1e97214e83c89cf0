import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OpsMerchant } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { showToast } from '../../../shared/ui/overlays.js';
import {
  fetchMerchantPage,
  merchantsKey,
  useSaveMerchant,
  useSetMerchantEnabled,
} from '../api/network-merchants.js';
import { TextField, useFieldErrors } from '../components/fields.js';
import { EnableButton, EnabledTag, SearchBar } from '../components/network-ui.js';
import '../i18n/register.js';
import '../components/console-ui.css';
import '../components/network.css';

interface Draft {
  name: string;
  nameEn: string;
  contactPhone: string;
  staffName: string;
  staffMobile: string;
}

const empty: Draft = { name: '', nameEn: '', contactPhone: '', staffName: '', staffMobile: '' };

function MerchantForm({ editing, onDone }: { editing: OpsMerchant | null; onDone: () => void }) {
  const { t } = useTranslation('console');
  const save = useSaveMerchant();
  const errors = useFieldErrors();
  const [d, setD] = useState<Draft>(
    editing
      ? { ...empty, name: editing.name, nameEn: editing.nameEn, contactPhone: editing.contactPhone }
      : empty,
  );
  const field = (k: keyof Draft, max: number, hint?: string) => (
    <TextField
      label={t(`network.merchants.${k}`)}
      name={k}
      value={d[k]}
      maxLength={max}
      invalid={errors.has(k)}
      onChange={(v) => setD((x) => ({ ...x, [k]: v }))}
      {...(hint ? { hint } : {})}
    />
  );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    errors.clear();
    save.mutate(
      editing
        ? { id: editing.id, name: d.name, nameEn: d.nameEn, contactPhone: d.contactPhone }
        : {
            name: d.name,
            nameEn: d.nameEn,
            contactPhone: d.contactPhone,
            ...(d.staffName ? { staffName: d.staffName } : {}),
            ...(d.staffMobile ? { staffMobile: d.staffMobile } : {}),
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
  return (
    <form className="rc-con-card" onSubmit={submit} data-testid="merchant-form">
      <h2>{editing ? `${t('network.editTitle')} · ${editing.name}` : t('network.merchants.add')}</h2>
      <div className="rc-net-grid">
        {field('name', 40)}
        {field('nameEn', 80)}
        {field('contactPhone', 20)}
        {editing ? null : field('staffName', 32, t('network.merchants.staffHint'))}
        {editing ? null : field('staffMobile', 11)}
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

function Row({ m, onEdit }: { m: OpsMerchant; onEdit: () => void }) {
  const { t } = useTranslation('console');
  const setEnabled = useSetMerchantEnabled();
  return (
    <article className="rc-con-row" data-testid="merchant-row">
      <header>
        <strong>{m.name}</strong>
        <EnabledTag enabled={m.enabled} />
      </header>
      <p className="rc-con-muted">
        {m.nameEn} · {m.contactPhone}
      </p>
      <p className="rc-con-muted">
        {t('network.merchants.staff', { name: m.staffName, mobile: m.staffMobile })} ·{' '}
        {t('network.merchants.stores', { count: m.storeCount })}
      </p>
      <div className="rc-con-actions">
        <button type="button" className="rc-con-secondary" onClick={onEdit}>
          {t('state.edit')}
        </button>
        <Link to={`/console/stores?merchant=${m.id}`} className="rc-con-secondary rc-con-button-link">
          {t('network.merchants.viewStores')}
        </Link>
        <EnableButton
          name={m.name}
          enabled={m.enabled}
          pending={setEnabled.isPending}
          onSwitch={(enabled, done) => setEnabled.mutate({ id: m.id, enabled }, { onSuccess: done })}
        />
      </div>
    </article>
  );
}

/** /console/merchants: partner merchants with their staff accounts; add, edit, disable. */
export function Page() {
  const { t } = useTranslation('console');
  const [keyword, setKeyword] = useState('');
  const [form, setForm] = useState<{ editing: OpsMerchant | null } | null>(null);
  return (
    <>
      <p className="rc-con-muted">{t('network.merchants.lead')}</p>
      {form ? (
        <MerchantForm key={form.editing?.id ?? 'new'} editing={form.editing} onDone={() => setForm(null)} />
      ) : (
        <div className="rc-con-actions">
          <button type="button" className="rc-con-primary" onClick={() => setForm({ editing: null })}>
            {t('network.merchants.add')}
          </button>
        </div>
      )}
      <SearchBar onSearch={setKeyword} />
      <PagedList<OpsMerchant>
        queryKey={[...merchantsKey, keyword]}
        fetchPage={(page, signal) => fetchMerchantPage(keyword, page, signal)}
        keyOf={(m) => m.id}
        renderItem={(m) => (
          <Row
            m={m}
            onEdit={() => {
              setForm({ editing: m });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        )}
      />
    </>
  );
}
