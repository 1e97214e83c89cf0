import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Tabs from 'antd-mobile/es/components/tabs';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { Coupon, MyCouponsTab } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { fetchMyCoupons, myCouponsKey } from '../api/my-coupons.js';
import { CouponCard } from '../components/coupon-card.js';
import { GiftsPopup } from '../components/gifts-popup.js';
import { myCouponsTabs } from '../components/coupon-status.js';
import '../i18n/coupons-register.js';
import '../components/coupons.css';

function tabOf(value: string | null): MyCouponsTab {
  return myCouponsTabs.find((t) => t === value) ?? 'usable';
}

/**
 * /rights/mycoupons: the customer's coupons by state, a page at a time, with
 * points-for-gifts as a sheet (`?gifts=1` opens it, so other screens can link to it).
 */
export function Page() {
  const { t } = useTranslation('coupons');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const giftsOpen = params.get('gifts') === '1';
  const now = useMemo(() => new Date(), []);
  // The sheet (its springs, its tabs, its query) is mounted once first opened, not with the list:
  // my coupons is a landing screen and paints without it (decision 046). Kept mounted afterwards,
  // so it still animates out when closed.
  const [giftsMounted, setGiftsMounted] = useState(giftsOpen);
  if (giftsOpen && !giftsMounted) setGiftsMounted(true);

  const setParam = (key: string, value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="rc-coupons-page">
      <button
        type="button"
        className="rc-gifts-entry"
        onClick={() => setParam('gifts', '1')}
        data-testid="gifts-entry"
      >
        <span className="rc-gifts-entry__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="22" height="22">
            <path
              fill="currentColor"
              d="M20 7h-2.2A3 3 0 0 0 12 3.8 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1h1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8h1a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1Zm-5-2a1 1 0 1 1 0 2h-2V6a1 1 0 0 1 1-1h1ZM8 6a1 1 0 0 1 2 0v1H9a1 1 0 0 1-1-1Zm-3 3h6v1H5V9Zm2 3h4v7H7v-7Zm10 7h-4v-7h4v7Zm2-9h-6V9h6v1Z"
            />
          </svg>
        </span>
        <span className="rc-gifts-entry__text">
          <strong>{t('list.giftsEntry')}</strong>
          <small>{t('list.giftsEntryHint')}</small>
        </span>
        <span className="rc-gifts-entry__arrow" aria-hidden="true">
          ›
        </span>
      </button>
      <div className="rc-coupons-tabs">
        <Tabs activeKey={tab} onChange={(k) => setParam('tab', k)} stretch>
          {myCouponsTabs.map((k) => (
            <Tabs.Tab title={t(`tabs.${k}`)} key={k} />
          ))}
        </Tabs>
      </div>
      <PagedList<Coupon>
        key={tab}
        queryKey={myCouponsKey(tab)}
        fetchPage={(page, signal) => fetchMyCoupons(tab, page, signal)}
        keyOf={(c) => c.id}
        renderItem={(c) => <CouponCard coupon={c} now={now} />}
        empty={
          <ErrorBlock
            status="empty"
            title={t(`empty.${tab}`)}
            description={t('empty.hint')}
            className="rc-coupons-empty"
          />
        }
      />
      {giftsMounted ? <GiftsPopup open={giftsOpen} onClose={() => setParam('gifts', null)} /> : null}
    </div>
  );
}
