import { useTranslation } from 'react-i18next';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import type { Coupon } from '@rc/contract';
import { formatDate } from '../../../shared/format/format.js';
import '../i18n/register.js';
import '../i18n/network-register.js';
import './order.css';

/** The coupons that can pay for the order, one picked (a Form.Item's child: the Form gives value and onChange); loading and empty states in place. */
export function CouponPick({
  coupons,
  loading,
  value,
  onChange,
  emptyText,
  id,
}: {
  coupons: readonly Coupon[];
  loading: boolean;
  value?: string;
  onChange?: (couponId: string) => void;
  emptyText: string;
  id?: string;
}) {
  const { t } = useTranslation('order');
  const { t: tNet } = useTranslation('orderNetwork');
  if (loading) {
    return (
      <div className="rc-form-empty">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (coupons.length === 0) return <p className="rc-form-empty">{emptyText}</p>;
  return (
    <ul className="rc-coupon-pick" id={id}>
      {coupons.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            aria-pressed={c.id === value}
            onClick={() => onChange?.(c.id)}
            data-testid="coupon-option"
          >
            <span>
              <strong>{c.name}</strong>
              <small>
                {t('form.couponLeft', { left: c.quantity - c.usedCount, validTo: formatDate(c.validTo) })}
                {/* Two coupons of one kind read alike: the code's tail tells them apart. */}
                {c.code ? ` · ${tNet('coupon.tail', { tail: c.code.slice(-4) })}` : ''}
              </small>
            </span>
            <span className="rc-coupon-pick__check" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The coupon to keep picked: the one asked for if it can pay, else the first that can. */
export function keepCoupon(current: string, coupons: readonly Coupon[]): string {
  return current && coupons.some((c) => c.id === current) ? current : (coupons[0]?.id ?? '');
}
