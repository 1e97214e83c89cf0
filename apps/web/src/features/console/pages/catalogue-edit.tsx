import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { OpsCatalogueEntry } from '@rc/contract';
import { showToast } from '../../../shared/ui/overlays.js';
import { useCatalogue, useSaveCatalogueEntry } from '../api/catalogue.js';
import { useDraftForm } from '../components/draft-form.js';
import { CheckField, TextField } from '../components/fields.js';
import { QueryState } from '../components/query-state.js';
import '../i18n/register.js';
import '../components/console-ui.css';
import { pathTo } from '../../../shared/routing/paths.js';

const modules = ['carSteward', 'carLife', 'branchArea', 'vip', 'ai', 'service', 'health', 'home'] as const;
type Module = (typeof modules)[number];
const jumpTypes = ['1', '2', '3'] as const;
type JumpType = (typeof jumpTypes)[number];

const blank: OpsCatalogueEntry = {
  serviceType: '',
  name: '',
  nameEn: '',
  showName: '',
  showNameEn: '',
  module: 'carSteward',
  jumpType: '1',
  jumpUrl: '',
  wechatOnly: false,
  vipOnly: false,
  branchCodes: [],
  transferable: false,
  sort: 100,
  enabled: false,
};

function EntryForm({
  initial,
  isNew,
  branches,
}: {
  initial: OpsCatalogueEntry;
  isNew: boolean;
  branches: { code: string; name: string }[];
}) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const save = useSaveCatalogueEntry();
  const { draft: e, set, field, invalid, submit } = useDraftForm(initial, (k) => t(`catalogue.${k}`));
  const text = (k: 'serviceType' | 'name' | 'nameEn' | 'showName' | 'showNameEn' | 'jumpUrl', max: number) =>
    field(k, { maxLength: max });
  const send = (ev: React.FormEvent) => {
    ev.preventDefault();
    submit(
      save.mutate,
      { ...e, create: isNew, module: e.module as Module, jumpType: e.jumpType as JumpType },
      () => {
        showToast(t('catalogue.saved'));
        void navigate(pathTo('/console/catalogue'));
      },
    );
  };
  const toggleBranch = (code: string, on: boolean) =>
    set('branchCodes')(on ? [...e.branchCodes, code] : e.branchCodes.filter((c) => c !== code));
  return (
    <form className="rc-con-card" onSubmit={send}>
      {isNew ? text('serviceType', 16) : null}
      {text('name', 40)}
      {text('nameEn', 60)}
      {text('showName', 40)}
      {text('showNameEn', 60)}
      <label className="rc-con-field">
        <span>{t('catalogue.module')}</span>
        <select value={e.module} onChange={(x) => set('module')(x.target.value)}>
          {modules.map((m) => (
            <option key={m} value={m}>
              {t(`catalogue.modules.${m}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={invalid('jumpType') ? 'rc-con-field rc-con-field--invalid' : 'rc-con-field'}>
        <span>{t('catalogue.jumpType')}</span>
        <select value={e.jumpType} onChange={(x) => set('jumpType')(x.target.value)}>
          {jumpTypes.map((j) => (
            <option key={j} value={j}>
              {t(`catalogue.jumpTypes.${j}`)}
            </option>
          ))}
        </select>
      </label>
      {text('jumpUrl', 500)}
      <TextField
        label={t('catalogue.sort')}
        name="sort"
        type="number"
        value={String(e.sort)}
        onChange={(v) => set('sort')(Number(v))}
        invalid={invalid('sort')}
      />
      <CheckField
        label={t('catalogue.wechatOnly')}
        name="wechatOnly"
        checked={e.wechatOnly}
        onChange={set('wechatOnly')}
      />
      <CheckField
        label={t('catalogue.vipOnly')}
        name="vipOnly"
        checked={e.vipOnly}
        onChange={set('vipOnly')}
      />
      <CheckField
        label={t('catalogue.transferable')}
        name="transferable"
        checked={e.transferable}
        onChange={set('transferable')}
      />
      <CheckField
        label={t('catalogue.enabled')}
        name="enabled"
        checked={e.enabled}
        onChange={set('enabled')}
      />
      <fieldset
        className={invalid('branchCodes') ? 'rc-con-fieldset rc-con-field--invalid' : 'rc-con-fieldset'}
      >
        <legend>{t('catalogue.branches')}</legend>
        {branches.map((b) => (
          <CheckField
            key={b.code}
            label={`${b.name} (${b.code})`}
            name={`branch-${b.code}`}
            checked={e.branchCodes.includes(b.code)}
            onChange={(on) => toggleBranch(b.code, on)}
          />
        ))}
      </fieldset>
      <div className="rc-con-actions">
        <button type="submit" className="rc-con-primary" disabled={save.isPending}>
          {save.isPending ? t('state.saving') : t('state.save')}
        </button>
        <button
          type="button"
          className="rc-con-secondary"
          onClick={() => void navigate(pathTo('/console/catalogue'))}
        >
          {t('state.cancel')}
        </button>
      </div>
    </form>
  );
}

/** /console/catalogue/:type (`new` for a new entry): edit one right or service. */
export function Page() {
  const { t } = useTranslation('console');
  const { type = 'new' } = useParams();
  const catalogue = useCatalogue();
  const isNew = type === 'new';
  return (
    <>
      <h2 className="rc-con-subtitle">
        {isNew ? t('catalogue.newTitle') : t('catalogue.editTitle', { type })}
      </h2>
      <QueryState query={catalogue}>
        {(data) => {
          const found = data.list.find((x) => x.serviceType === type);
          if (!isNew && !found) return <p className="rc-con-state">{t('state.empty')}</p>;
          return <EntryForm initial={found ?? blank} isNew={isNew} branches={data.branches} />;
        }}
      </QueryState>
    </>
  );
}
