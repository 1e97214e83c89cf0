import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCarArt } from './shield-car-art.js';
import './account.css';

/** The branded band at the top of the account screens. */
export function AccountHero({
  title,
  subtitle,
  compact,
}: {
  title: string;
  subtitle?: ReactNode;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={compact ? 'rc-hero rc-hero--compact' : 'rc-hero'}>
      <div className="rc-hero__text">
        <p className="rc-hero__brand">{t('app.insurer')}</p>
        <h1 className="rc-hero__title">{title}</h1>
        {subtitle ? <p className="rc-hero__subtitle">{subtitle}</p> : null}
      </div>
      <ShieldCarArt className="rc-hero__art" />
    </div>
  );
}
