import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, showToast } from '../../../shared/ui/overlays.js';
import '../i18n/register.js';

/** The search box above a network list: applies on submit, so each keystroke does not query. */
export function SearchBar({
  onSearch,
  children,
}: {
  onSearch: (keyword: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('console');
  const [text, setText] = useState('');
  return (
    <form
      className="rc-net-search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      {children}
      <input
        type="search"
        value={text}
        maxLength={40}
        placeholder={t('network.searchPlaceholder')}
        aria-label={t('network.search')}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="rc-con-secondary">
        {t('network.search')}
      </button>
    </form>
  );
}

export function EnabledTag({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('console');
  return (
    <span className={enabled ? 'rc-con-tag' : 'rc-con-tag rc-con-tag--off'}>
      {enabled ? t('network.enabled') : t('network.disabled')}
    </span>
  );
}

/** Enable / disable with a confirmation; the server's refusal (a busy truck...) shows as its toast. */
export function EnableButton({
  name,
  enabled,
  pending,
  onSwitch,
}: {
  name: string;
  enabled: boolean;
  pending: boolean;
  onSwitch: (enabled: boolean, done: () => void) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <button
      type="button"
      className={enabled ? 'rc-con-danger' : 'rc-con-secondary'}
      disabled={pending}
      data-testid="switch-enabled"
      onClick={() =>
        void confirmDialog({
          title: enabled ? t('network.disable') : t('network.enable'),
          content: enabled ? t('network.disableConfirm', { name }) : t('network.enableConfirm', { name }),
          confirmText: t('state.confirm'),
          cancelText: t('state.cancel'),
        }).then((ok) => {
          if (ok) onSwitch(!enabled, () => showToast(t('network.switched')));
        })
      }
    >
      {enabled ? t('network.disable') : t('network.enable')}
    </button>
  );
}

/** A select field in the console's style. */
export function SelectField({
  label,
  name,
  value,
  options,
  onChange,
  invalid,
}: {
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (v: string) => void;
  invalid?: boolean;
}) {
  return (
    <label className={invalid ? 'rc-con-field rc-con-field--invalid' : 'rc-con-field'}>
      <span>{label}</span>
      <select
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={`field-${name}`}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
