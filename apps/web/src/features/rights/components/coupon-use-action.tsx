import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Coupon } from '@rc/contract';
import { useRightTap } from '../../../shared/rights/use-right-tap.js';

import { couponUse } from './coupon-use.js';
import { formatDate } from '../../../shared/format/format.js';

/**
 * The coupon detail's answer to "what do I do with it" (issue 19): a button to
 * the screen that books or uses it (coupon preselected), the way to the
 * partner's page, how to show the code, or why it cannot be used now.
 */
export function CouponUseAction({ coupon, now }: { coupon: Coupon; now: Date }) {
  const { t } = useTranslation('coupons');
  const tap = useRightTap();
  const use = couponUse(coupon, now);
  switch (use.kind) {
    case 'book':
    case 'screen':
      return (
        <Link
          className="rc-coupon-action rc-coupon-action--primary"
          to={use.to}
          data-testid="coupon-use"
          data-kind={use.kind}
        >
          {t(use.kind === 'book' ? 'use.book' : 'use.open')}
        </Link>
      );
    case 'partner':
      return (
        <button
          type="button"
          className="rc-coupon-action rc-coupon-action--primary"
          data-testid="coupon-use"
          data-kind="partner"
          // The jump flag answers the catalogue's partner link; the tap appends the tracking code (spec 4).
          onClick={() => void tap({ serviceType: coupon.serviceType, jumpType: '1', jumpUrl: '' })}
        >
          {t('use.partner')}
        </button>
      );
    case 'code':
      return (
        <p className="rc-coupon-use-note" data-testid="coupon-use" data-kind="code">
          {t('use.code')}
        </p>
      );
    case 'blocked':
      return (
        <p
          className="rc-coupon-use-note rc-coupon-use-note--blocked"
          data-testid="coupon-use"
          data-kind="blocked"
          data-reason={use.reason}
        >
          {t(`use.${use.reason}`, { date: use.date ? formatDate(use.date) : '' })}
        </p>
      );
  }
}
