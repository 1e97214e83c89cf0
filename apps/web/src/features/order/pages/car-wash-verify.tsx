import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { fetchOngoingOrders, ongoingOrdersKey } from '../api/ongoing-orders.js';
import { OrderCard } from '../components/order-card.js';
import '../i18n/register.js';
import '../components/order.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** /order/carWashVerify: the car-wash orders waiting for the store to scan their code. */
export function Page() {
  const { t } = useTranslation('order');
  const orders = useQuery({
    queryKey: [...ongoingOrdersKey, 'carWash'],
    queryFn: ({ signal }) => fetchOngoingOrders(1, signal, 'carWash'),
  });
  return (
    <div className="rc-order-page">
      <section className="rc-order-hero">
        <div>
          <h1 className="rc-order-hero__title">{t('verify.title')}</h1>
          <p style={{ margin: 0, opacity: 0.85, fontSize: 13 }}>{t('verify.lead')}</p>
        </div>
      </section>
      <div className="rc-order-list" style={{ marginTop: -14, position: 'relative' }}>
        {orders.isPending ? (
          <DotLoading color="primary" />
        ) : (orders.data?.list.length ?? 0) === 0 ? (
          <ErrorBlock status="empty" title={t('verify.none')} description="">
            <Link
              className="rc-order-btn rc-order-btn--primary"
              to={pathTo('/order/choiceStore', { search: { serviceType: '9' } })}
            >
              {t('verify.book')}
            </Link>
          </ErrorBlock>
        ) : (
          <ul className="rc-paged-list">
            {orders.data?.list.map((o) => (
              <li key={o.id} style={{ marginBottom: 12 }}>
                <OrderCard order={o} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
