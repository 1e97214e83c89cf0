import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { PagedList } from '../../../shared/ui/paged-list.js';
import {
  allGoldenCoupons,
  fetchGoldenOrderPage,
  goldenOrdersKey,
  useGoldenCoupons,
} from '../api/golden-orders.js';
import { GoldenOrderCard } from '../components/golden-order-card.js';
import { GoldenTrackSheet } from '../components/golden-track-sheet.js';
import '../i18n/care-register.js';
import '../components/order.css';
import '../components/care.css';

/**
 * /order/GoldenOrder[?id=couponId]: the services the gold-service desk booked
 * for the customer (order/R00010048), filtered by coupon, each with its
 * progress (R00010046). Paged by spec 4, pull to refresh.
 */
export function Page() {
  const { t } = useTranslation('orderCare');
  const [params, setParams] = useSearchParams();
  const couponId = params.get('id') ?? allGoldenCoupons;
  const coupons = useGoldenCoupons();
  const [tracking, setTracking] = useState('');

  const pick = (id: string) =>
    setParams(id === allGoldenCoupons ? {} : { id }, { replace: true, preventScrollReset: true });

  const header = (
    <>
      <p className="rc-care-lead">{t('golden.lead')}</p>
      {coupons.data && coupons.data.length > 0 ? (
        <div className="rc-golden-chips" role="group">
          <button
            type="button"
            aria-pressed={couponId === allGoldenCoupons}
            onClick={() => pick(allGoldenCoupons)}
          >
            {t('golden.all')}
          </button>
          {coupons.data.map((c) => (
            <button key={c.id} type="button" aria-pressed={couponId === c.id} onClick={() => pick(c.id)}>
              {c.name}
              <small>{t('golden.usesLeft', { count: c.usesLeft })}</small>
            </button>
          ))}
        </div>
      ) : null}
    </>
  );

  return (
    <div className="rc-care-page rc-golden-orders" data-testid="golden-orders">
      <PagedList
        queryKey={[...goldenOrdersKey, 'list', couponId]}
        fetchPage={(page, signal) => fetchGoldenOrderPage(couponId, page, signal)}
        keyOf={(o) => o.id}
        renderItem={(o) => <GoldenOrderCard order={o} onTrack={() => setTracking(o.id)} />}
        header={header}
        empty={<ErrorBlock status="empty" title={t('golden.empty')} description={t('golden.emptyHint')} />}
      />
      <GoldenTrackSheet orderId={tracking} onClose={() => setTracking('')} />
    </div>
  );
}
