import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import type { Coupon } from '@rc/contract';
import { showToast } from '../../../shared/ui/overlays.js';
import { useAcceptGiftRight } from '../api/accept-gift-right.js';
import { CouponCard } from '../components/coupon-card.js';
import '../i18n/coupons-register.js';
import '../components/coupons.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** /rights/giftsaccept/:type: accepts a right a friend gave, with its gift code (rights/R00010017). */
export function Page() {
  const { t } = useTranslation('coupons');
  const { type = '' } = useParams();
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('giftCode') ?? params.get('code') ?? '');
  const [accepted, setAccepted] = useState<Coupon[] | null>(null);
  const accept = useAcceptGiftRight();

  return (
    <div className="rc-coupon-detail">
      <section className="rc-accept-hero">
        <div className="rc-accept-hero__art" aria-hidden="true">
          <svg viewBox="0 0 64 64" width="64" height="64">
            <rect x="8" y="24" width="48" height="32" rx="6" fill="currentColor" opacity="0.9" />
            <rect x="4" y="16" width="56" height="12" rx="4" fill="currentColor" />
            <rect x="29" y="16" width="6" height="40" fill="var(--rc-surface)" opacity="0.85" />
            <path
              d="M32 16c-6-10-18-8-14 0M32 16c6-10 18-8 14 0"
              stroke="currentColor"
              strokeWidth="4"
              fill="none"
            />
          </svg>
        </div>
        <h1 className="rc-accept-hero__title">{t('accept.title')}</h1>
        <p className="rc-accept-hero__lead">{t('accept.lead')}</p>
      </section>
      {accepted ? (
        <section className="rc-coupon-section">
          <h2 className="rc-coupon-section__title">{t('accept.done', { count: accepted.length })}</h2>
          <ul className="rc-accept-list">
            {accepted.map((c) => (
              <li key={c.id}>
                <CouponCard coupon={c} now={new Date()} />
              </li>
            ))}
          </ul>
          <Link to={pathTo('/rights/mycoupons')} className="rc-coupon-action rc-coupon-action--primary">
            {t('accept.viewCoupons')}
          </Link>
        </section>
      ) : (
        <section className="rc-coupon-section">
          <label className="rc-field">
            <span className="rc-field__label">{t('accept.codeLabel')}</span>
            <Input
              className="rc-field__input"
              value={code}
              onChange={setCode}
              placeholder={t('accept.codePlaceholder')}
              clearable
              maxLength={64}
              autoComplete="off"
            />
          </label>
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            loading={accept.isPending}
            onClick={async () => {
              const giftCode = code.trim();
              if (!giftCode) {
                showToast(t('accept.needCode'));
                return;
              }
              const result = await accept.mutateAsync({ type, giftCode });
              // The page itself shows what was accepted; no toast over it.
              setAccepted(result.coupons);
            }}
          >
            {t('accept.submit')}
          </Button>
        </section>
      )}
    </div>
  );
}
