import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Button from 'antd-mobile/es/components/button';
import { formatMoney } from '../../../shared/format/format.js';
import { usePaintPrices } from '../api/paint-prices.js';
import { useServiceFormInit } from '../api/service-form-init.js';
import { OrderLoading } from '../components/order-summary.js';
import { StoreBookingLink } from '../components/store-booking-link.js';
import '../i18n/services-register.js';
import '../components/order.css';
import '../components/services.css';
import { pathTo } from '../../../shared/routing/paths.js';

const paintServiceType = '11';

/**
 * /order/paintrepair: the paint service, its price per panel by car class (powerOrder/R00020014)
 * and how to book: panels on the diagram, photos, a scratch touch-up, or at a partner store.
 */
export function Page() {
  const { t } = useTranslation('services');
  const prices = usePaintPrices(paintServiceType);
  const init = useServiceFormInit('paintRepair');
  // The coupon tapped goes along to the booking form, which preselects it (issue 19).
  const [params] = useSearchParams();
  const couponId = params.get('couponId');
  const withCoupon = { search: { couponId: couponId ?? undefined } };
  if (prices.isPending || init.isPending) return <OrderLoading />;
  if (prices.isError || init.isError) {
    return (
      <div className="rc-order-page">
        <ErrorBlock status="default" title={t('loadFailed')} description="">
          <Button
            color="primary"
            fill="outline"
            onClick={() => {
              void prices.refetch();
              void init.refetch();
            }}
          >
            {t('retry')}
          </Button>
        </ErrorBlock>
      </div>
    );
  }
  return (
    <div className="rc-order-page rc-svc" data-testid="paint-landing">
      <section className="rc-svc-card">
        <h1 className="rc-svc-title">{t('paint.priceTitle')}</h1>
        <p className="rc-svc-lead">{t('paint.lead')}</p>
        <ul className="rc-svc-prices">
          {prices.data.models.map((m) => (
            <li key={m.code}>
              <span>{m.name}</span>
              <strong>{formatMoney(m.price)}</strong>
            </li>
          ))}
        </ul>
      </section>
      <section className="rc-svc-card">
        <h2 className="rc-svc-subtitle">{t('paint.couponTitle')}</h2>
        <p className="rc-svc-lead">{t('paint.couponCount', { count: init.data.coupons.length })}</p>
      </section>
      <StoreBookingLink serviceType={paintServiceType} />
      <div className="rc-svc-actions">
        <Link
          className="rc-svc-button rc-svc-button--primary"
          to={pathTo('/order/lacquerFaceNumber', withCoupon)}
          data-testid="pick-panels"
        >
          {t('paint.pickPanels')}
        </Link>
        <Link className="rc-svc-button" to={pathTo('/order/camera', withCoupon)} data-testid="paint-camera">
          {t('camera.entry')}
        </Link>
        <Link className="rc-svc-button" to={pathTo('/order/lacquerRepair', withCoupon)}>
          {t('paint.scratch')}
        </Link>
      </div>
    </div>
  );
}
