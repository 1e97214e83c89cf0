import { useTranslation } from 'react-i18next';
import type { Coupon } from '@rc/contract';
import { formatDate } from '../../../shared/format/format.js';

type CardState = 'usable' | 'notYetValid' | 'transferring' | 'used' | 'expired' | 'transferred';

function cardState(c: Coupon, now: number): CardState {
  if (c.state !== 'unused') return c.state;
  if (Date.parse(c.validTo) <= now) return 'expired';
  return Date.parse(c.validFrom) > now ? 'notYetValid' : 'usable';
}

/** One coupon of a type's list (/rights/coupons/:type): uses left, validity, masked code; a tap opens it. */
export function TypeCouponCard({ coupon, onOpen }: { coupon: Coupon; onOpen: () => void }) {
  const { t } = useTranslation('rights');
  const state = cardState(coupon, Date.now());
  const left = Math.max(0, coupon.quantity - coupon.usedCount);
  return (
    <button
      type="button"
      className={`rc-coupon-card${state === 'usable' || state === 'notYetValid' ? '' : ' rc-coupon-card--dim'}`}
      onClick={onOpen}
      data-testid="type-coupon"
    >
      <span className="rc-coupon-card__side">
        <span className="rc-coupon-card__left">{left}</span>
        <span>{t('module.usesLeft', { count: left })}</span>
      </span>
      <span className="rc-coupon-card__body">
        <span className="rc-coupon-card__name">{coupon.name}</span>
        <span className="rc-coupon-card__line">
          {state === 'notYetValid'
            ? t('coupons.validFrom', { date: formatDate(coupon.validFrom) })
            : t('coupons.validTo', { date: formatDate(coupon.validTo) })}
        </span>
        <span className="rc-coupon-card__line">
          {t('coupons.code', { code: coupon.code })}
          {coupon.plateNumber ? ` · ${t('coupons.plate', { plate: coupon.plateNumber })}` : ''}
        </span>
        <span className="rc-coupon-card__state">
          {t(`coupons.state.${state}`)}
          {coupon.transferable && state === 'usable' ? ` · ${t('coupons.transferable')}` : ''}
        </span>
      </span>
    </button>
  );
}
