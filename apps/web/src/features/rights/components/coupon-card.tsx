import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Coupon } from '@rc/contract';
import { CouponIcon } from './coupon-icon.js';
import { couponBadge, expiresWithinDays, usesLeft } from './coupon-status.js';
import { formatDate, formatYuan } from '../../../shared/format/format.js';
import { pathTo } from '../../../shared/routing/paths.js';

/** One coupon in a list: name, validity, uses left and its state; the whole card opens the detail. */
export function CouponCard({
  coupon,
  now,
  actions,
}: {
  coupon: Coupon;
  now: Date;
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation('coupons');
  const badge = couponBadge(coupon, now);
  const soon = badge === 'usable' ? expiresWithinDays(coupon, now) : null;
  const dim = badge === 'used' || badge === 'expired' || badge === 'transferred';
  const to = pathTo('/rights/coupondatial/:type', { params: { type: coupon.id } });
  return (
    <article className={`rc-ticket${dim ? ' rc-ticket--dim' : ''}`} data-testid="coupon-card">
      {/* The stub repeats the card's link for a bigger touch target; screen readers get the one below. */}
      <Link to={to} className="rc-ticket__stub" aria-hidden="true" tabIndex={-1}>
        <span className="rc-ticket__glyph">
          <CouponIcon serviceType={coupon.serviceType} />
        </span>
        <span className="rc-ticket__count">
          {usesLeft(coupon)}
          <small>/{coupon.quantity}</small>
        </span>
      </Link>
      <div className="rc-ticket__content">
        <Link to={to} className="rc-ticket__main" data-coupon-id={coupon.id}>
          <div className="rc-ticket__head">
            <h3 className="rc-ticket__name">{coupon.name}</h3>
            <span className={`rc-coupon-badge rc-coupon-badge--${badge}`}>{t(`badge.${badge}`)}</span>
          </div>
          <p className="rc-ticket__line">
            {t('card.validity', { from: formatDate(coupon.validFrom), to: formatDate(coupon.validTo) })}
          </p>
          <p className="rc-ticket__line rc-ticket__meta">
            <span>{t('card.usesLeft', { left: usesLeft(coupon), count: coupon.quantity })}</span>
            {coupon.plateNumber ? <span>{t('card.plate', { plate: coupon.plateNumber })}</span> : null}
            {coupon.faceValue != null ? (
              <span>{t('card.faceValue', { yuan: formatYuan(coupon.faceValue) })}</span>
            ) : null}
          </p>
          {soon != null ? (
            <p className="rc-ticket__warn">
              {soon === 0 ? t('card.expiresToday') : t('card.expiresSoon', { count: soon })}
            </p>
          ) : null}
          {badge === 'notYetValid' ? (
            <p className="rc-ticket__hint">{t('card.startsOn', { date: formatDate(coupon.validFrom) })}</p>
          ) : null}
        </Link>
        {actions ? <div className="rc-ticket__actions">{actions}</div> : null}
      </div>
    </article>
  );
}
