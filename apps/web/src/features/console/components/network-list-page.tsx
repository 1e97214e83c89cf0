import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryKey } from '@tanstack/react-query';
import { PagedList } from '../../../shared/ui/paged-list.js';
import type { Page } from '../../../shared/paging/paging.js';
import { EnableButton, EnabledTag, SearchBar } from './network-ui.js';
import '../i18n/register.js';
import './console-ui.css';
import './network.css';

/** The network areas: their words live under `network.<area>` (lead, add). */
export type NetworkArea = 'merchants' | 'rescuers' | 'vehicles' | 'stores' | 'branches';

/** The area's enable / disable mutation, as a row uses it. */
interface SwitchMutation<V> {
  isPending: boolean;
  mutate: (vars: V, opts: { onSuccess: () => void }) => void;
}

export interface NetworkListConfig<T, V = unknown> {
  area: NetworkArea;
  /** `data-testid` of a row (`store-row`...). */
  rowTestId: string;
  /** `data-testid` of the add button, where a test presses it. */
  addTestId?: string;
  keyOf: (item: T) => string;
  /** Loads one page of the list; `keyword` is what the search bar applied ('' without one). */
  fetchPage: (keyword: string, page: number, signal: AbortSignal) => Promise<Page<T>>;
  /** The list's query key (the area's key: a save or switch invalidates it). */
  queryKey: QueryKey;
  /** No search bar (a short list such as the branch companies). */
  noSearch?: boolean;
  /** Beside the search box (a filter select). */
  searchExtra?: ReactNode;
  /** Shown under the lead (why the page is read-only...). */
  notice?: ReactNode;
  /** Whether this operator may add, edit and switch (default yes). */
  canChange?: boolean;
  /** A row: its title, the muted lines under it, the name the confirmation says, extra actions. */
  title: (item: T) => ReactNode;
  lines: (item: T) => ReactNode[];
  nameOf: (item: T) => string;
  enabledOf: (item: T) => boolean;
  extraActions?: (item: T) => ReactNode;
  /** The area's enable / disable mutation hook (each row has its own, so its own pending state)… */
  useSetEnabled: () => SwitchMutation<V>;
  /** …and what it sends for a row. */
  switchVars: (item: T, enabled: boolean) => V;
  /** The add / edit form; `onDone` closes it. */
  renderForm: (editing: T | null, onDone: () => void) => ReactNode;
}

/** The card every network form sits in: its title, its fields, save and cancel. */
export function NetworkForm({
  testId,
  title,
  pending,
  onSubmit,
  onCancel,
  children,
}: {
  testId: string;
  title: string;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('console');
  return (
    <form
      className="rc-con-card"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
      data-testid={testId}
    >
      <h2>{title}</h2>
      {children}
      <div className="rc-con-actions">
        <button type="submit" className="rc-con-primary" disabled={pending} data-testid="form-save">
          {pending ? t('state.saving') : t('state.save')}
        </button>
        <button type="button" className="rc-con-secondary" onClick={onCancel}>
          {t('state.cancel')}
        </button>
      </div>
    </form>
  );
}

/** A form's title: "add a store" or "edit · <name>". */
export function useFormTitle(area: NetworkArea) {
  const { t } = useTranslation('console');
  return (editingName: string | null) =>
    editingName === null ? t(`network.${area}.add`) : `${t('network.editTitle')} · ${editingName}`;
}

function Row<T, V>({
  item,
  config,
  onEdit,
}: {
  item: T;
  config: NetworkListConfig<T, V>;
  onEdit: () => void;
}) {
  const { t } = useTranslation('console');
  const setEnabled = config.useSetEnabled();
  const enabled = config.enabledOf(item);
  return (
    <article className="rc-con-row" data-testid={config.rowTestId}>
      <header>
        <strong>{config.title(item)}</strong>
        <EnabledTag enabled={enabled} />
      </header>
      {config.lines(item).map((line, i) => (
        <p key={i} className="rc-con-muted">
          {line}
        </p>
      ))}
      {config.canChange === false ? null : (
        <div className="rc-con-actions">
          <button type="button" className="rc-con-secondary" onClick={onEdit}>
            {t('state.edit')}
          </button>
          {config.extraActions?.(item)}
          <EnableButton
            name={config.nameOf(item)}
            enabled={enabled}
            pending={setEnabled.isPending}
            onSwitch={(on, done) => setEnabled.mutate(config.switchVars(item, on), { onSuccess: done })}
          />
        </div>
      )}
    </article>
  );
}

/**
 * A console network list (merchants, stores, rescuers, vehicles, branch
 * companies): the lead, the add / edit form above the list, the search bar,
 * the paged list with pull to refresh, and each row's edit and enable /
 * disable. A page only says its columns and its form.
 */
export function NetworkListPage<T, V>({ config }: { config: NetworkListConfig<T, V> }) {
  const { t } = useTranslation('console');
  const [keyword, setKeyword] = useState('');
  const [form, setForm] = useState<{ editing: T | null } | null>(null);
  const canChange = config.canChange !== false;
  return (
    <>
      <p className="rc-con-muted">{t(`network.${config.area}.lead`)}</p>
      {config.notice}
      {canChange && form ? (
        <Fragment key={form.editing === null ? 'new' : config.keyOf(form.editing)}>
          {config.renderForm(form.editing, () => setForm(null))}
        </Fragment>
      ) : null}
      {canChange && !form ? (
        <div className="rc-con-actions">
          <button
            type="button"
            className="rc-con-primary"
            onClick={() => setForm({ editing: null })}
            {...(config.addTestId ? { 'data-testid': config.addTestId } : {})}
          >
            {t(`network.${config.area}.add`)}
          </button>
        </div>
      ) : null}
      {config.noSearch ? null : <SearchBar onSearch={setKeyword}>{config.searchExtra}</SearchBar>}
      <PagedList<T>
        queryKey={[...config.queryKey, keyword]}
        fetchPage={(page, signal) => config.fetchPage(keyword, page, signal)}
        keyOf={config.keyOf}
        renderItem={(item) => (
          <Row
            item={item}
            config={config}
            onEdit={() => {
              setForm({ editing: item });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        )}
      />
    </>
  );
}
