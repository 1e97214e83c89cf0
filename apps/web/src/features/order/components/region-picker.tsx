import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import CascadePicker from 'antd-mobile/es/components/cascade-picker';
import type { CascadePickerOption } from 'antd-mobile/es/components/cascade-picker';
import type { Region } from '@rc/contract';
import '../i18n/network-register.js';

/** The value for "every city": the store search then has no region. */
export const allCities = '';

/** Province → city options of the picker, "all cities" first. */
export function regionOptions(regions: readonly Region[], allLabel: string): CascadePickerOption[] {
  return [
    { label: allLabel, value: allCities },
    ...regions.map((p) => ({
      label: p.name,
      value: p.code,
      children: p.children.map((c) => ({ label: c.name, value: c.code })),
    })),
  ];
}

/** The picker's path to a city code: [province, city], or ["all"] when it is none of them. */
export function regionPath(regions: readonly Region[], cityCode: string): string[] {
  for (const p of regions) {
    if (p.children.some((c) => c.code === cityCode)) return [p.code, cityCode];
  }
  return [allCities];
}

export function cityName(regions: readonly Region[], cityCode: string): string | null {
  for (const p of regions) {
    const c = p.children.find((x) => x.code === cityCode);
    if (c) return c.name;
  }
  return null;
}

/**
 * The city the store search is limited to (coonetwork/regionInit's tree):
 * a button showing the city, opening a province → city picker. Without the
 * phone's position this is how a customer finds the stores of their city.
 */
export function RegionPicker({
  regions,
  value,
  onChange,
}: {
  regions: readonly Region[];
  value: string;
  onChange: (cityCode: string) => void;
}) {
  const { t } = useTranslation('orderNetwork');
  const [open, setOpen] = useState(false);
  const label = cityName(regions, value) ?? t('region.all');
  return (
    <>
      <button
        type="button"
        className="rc-region-button"
        onClick={() => setOpen(true)}
        aria-label={t('region.open', { city: label })}
        aria-haspopup="dialog"
        data-testid="region-button"
      >
        <span className="rc-region-button__label">{label}</span>
        <span className="rc-region-button__caret" aria-hidden="true" />
      </button>
      <CascadePicker
        title={t('region.title')}
        options={regionOptions(regions, t('region.all'))}
        visible={open}
        value={regionPath(regions, value)}
        onClose={() => setOpen(false)}
        onConfirm={(path) => {
          const picked = path.filter((v): v is string => typeof v === 'string');
          onChange(picked.length > 1 ? (picked[picked.length - 1] ?? allCities) : allCities);
        }}
      />
    </>
  );
}
