import { useTranslation } from 'react-i18next';
import { useCatalogue } from '../api/catalogue.js';

/** A select of the catalogue's switched-on rights and services, in home order. */
export function ServiceSelect({
  value,
  onChange,
  invalid,
}: {
  value: string;
  onChange: (v: string) => void;
  invalid?: boolean;
}) {
  const { t, i18n } = useTranslation('console');
  const catalogue = useCatalogue();
  const entries = (catalogue.data?.list ?? []).filter((e) => e.enabled);
  return (
    <label className={invalid ? 'rc-con-field rc-con-field--invalid' : 'rc-con-field'}>
      <span>{t('coupons.serviceType')}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid="field-serviceType">
        <option value="">{catalogue.isPending ? t('state.loading') : t('coupons.chooseService')}</option>
        {entries.map((e) => (
          <option key={e.serviceType} value={e.serviceType}>
            {e.serviceType} · {i18n.language === 'en-US' ? e.nameEn : e.name}
          </option>
        ))}
      </select>
    </label>
  );
}
