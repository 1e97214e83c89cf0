import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { CouponDetail } from '@rc/contract';
import { useCouponDetail } from '../api/coupon-detail.js';
import { CouponCodePanel } from '../components/coupon-code-panel.js';
import { canGive, couponBadge, usesLeft } from '../components/coupon-status.js';
import { CouponUseAction } from '../components/coupon-use-action.js';
import '../i18n/coupons-register.js';
import '../components/coupons.css';
import { formatDate } from '../../../shared/format/format.js';
import { pathTo } from '../../../shared/routing/paths.js';

/**
 * /rights/coupondatial/:type. `:type` is a coupon id when opened from my
 * coupons, or a service type after a right tap with flag 2 (spec 4); the
 * server resolves a type to the customer's usable coupon of it.
 */
export function Page() {
  const { t } = useTranslation('coupons');
  const { type = '' } = useParams();
  const detail = useCouponDetail(type);

  if (detail.isPending) {
    return (
      <div className="rc-coupon-detail">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div className="rc-coupon-detail">
        <ErrorBlock status="empty" title={t('detail.notFound')} description="">
          <Link to={pathTo('/rights/mycoupons')} className="rc-coupon-link">
            {t('detail.backToList')}
          </Link>
        </ErrorBlock>
      </div>
    );
  }
  return <CouponDetailView coupon={detail.data} />;
}

function CouponDetailView({ coupon }: { coupon: CouponDetail }) {
  const { t } = useTranslation('coupons');
  const now = useMemo(() => new Date(), []);
  const badge = couponBadge(coupon, now);
  const usable = badge === 'usable' && usesLeft(coupon) > 0;
  const weekdays = coupon.limits.weekdays;
  const hours = coupon.limits.hours;
  const stores = coupon.limits.stores;

  return (
    <div className="rc-coupon-detail">
      <section className={`rc-coupon-hero rc-coupon-hero--${badge}`}>
        <div className="rc-coupon-hero__top">
          <span className="rc-coupon-hero__type">
            {coupon.serviceTypeName && coupon.serviceTypeName !== coupon.name
              ? `${coupon.serviceTypeName} · ${t(`source.${coupon.source}`)}`
              : t(`source.${coupon.source}`)}
          </span>
          <span className={`rc-coupon-badge rc-coupon-badge--${badge}`}>{t(`badge.${badge}`)}</span>
        </div>
        <h1 className="rc-coupon-hero__name">{coupon.name}</h1>
        <p className="rc-coupon-hero__uses">
          {t('detail.usesValue', { used: coupon.usedCount, left: usesLeft(coupon) })}
        </p>
        <CouponCodePanel coupon={coupon} usable={usable} />
      </section>

      <div className="rc-coupon-actions">
        <CouponUseAction coupon={coupon} now={now} />
        {canGive(coupon, now) ? (
          <Link
            className="rc-coupon-action"
            to={pathTo('/serviceTransfer/transferCoupons', { search: { couponId: coupon.id } })}
            data-testid="give-coupon"
          >
            {t('detail.give')}
          </Link>
        ) : null}
      </div>

      <section className="rc-coupon-section">
        <dl className="rc-coupon-facts">
          <div>
            <dt>{t('detail.validity')}</dt>
            <dd>
              {t('card.validity', { from: formatDate(coupon.validFrom), to: formatDate(coupon.validTo) })}
            </dd>
          </div>
          <div>
            <dt>{t('detail.plate')}</dt>
            <dd>
              {coupon.plateNumber ?? t('editUsed.none')}
              {coupon.state === 'unused' && badge !== 'expired' ? (
                <Link
                  className="rc-coupon-link rc-coupon-facts__link"
                  to={pathTo('/rights/editused', { search: { couponId: coupon.id } })}
                >
                  {t('detail.changePlate')}
                </Link>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>{t('detail.source')}</dt>
            <dd>{t(`source.${coupon.source}`)}</dd>
          </div>
        </dl>
      </section>

      <section className="rc-coupon-section">
        <h2 className="rc-coupon-section__title">{t('detail.limits')}</h2>
        <dl className="rc-coupon-facts">
          <div>
            <dt>{t('detail.weekdays')}</dt>
            <dd>
              {weekdays
                ? weekdays.map((d) => t(`weekday.d${String(d) as '1'}`)).join(' · ')
                : t('detail.anyDay')}
            </dd>
          </div>
          <div>
            <dt>{t('detail.hours')}</dt>
            <dd>
              {hours
                ? t('detail.hoursValue', {
                    from: String(hours.from).padStart(2, '0'),
                    to: String(hours.to).padStart(2, '0'),
                  })
                : t('detail.anyTime')}
            </dd>
          </div>
          <div>
            <dt>{t('detail.stores')}</dt>
            <dd>
              {stores ? (
                <ul className="rc-coupon-stores">
                  {stores.map((s) => (
                    <li key={s.id}>
                      <strong>{s.name}</strong>
                      <small>{s.address}</small>
                    </li>
                  ))}
                </ul>
              ) : (
                t('detail.anyStore')
              )}
            </dd>
          </div>
        </dl>
      </section>

      <section className="rc-coupon-section">
        <h2 className="rc-coupon-section__title">{t('detail.notes')}</h2>
        <p className="rc-coupon-notes">{coupon.usageNotes || t('detail.noNotes')}</p>
      </section>

      <section className="rc-coupon-section">
        <h2 className="rc-coupon-section__title">{t('detail.history')}</h2>
        {coupon.history.length === 0 ? (
          <p className="rc-coupon-notes">{t('detail.noHistory')}</p>
        ) : (
          <ol className="rc-coupon-ledger" data-testid="coupon-ledger">
            {[...coupon.history].reverse().map((e, i) => (
              <li
                key={`${e.at}-${String(i)}`}
                className={`rc-coupon-ledger__item rc-coupon-ledger__item--${e.action}`}
              >
                <span className="rc-coupon-ledger__what">
                  {t(`event.${e.action}`, { count: Math.abs(e.count), note: e.note })}
                </span>
                <time className="rc-coupon-ledger__when" dateTime={e.at}>
                  {formatDate(e.at)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </section>
      <div className="rc-coupon-bottom">
        <Link to={pathTo('/rights/mycoupons')} className="rc-coupon-action">
          {t('detail.backToList')}
        </Link>
      </div>
    </div>
  );
}
