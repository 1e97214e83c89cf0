import { useTranslation } from 'react-i18next';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { MerchantOrder } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { fetchOrderList, orderListKey } from '../api/order-lists.js';
import { OrderCard } from '../components/order-card.js';
import '../i18n/register.js';
import '../components/merchant.css';

/** /merchant/serviceCompleted: completed services, newest first (R00040028). */
export function Page() {
  const { t } = useTranslation('merchant');
  return (
    <div className="rc-m-page rc-m-list">
      <PagedList<MerchantOrder>
        queryKey={orderListKey('completed')}
        fetchPage={(page, signal) => fetchOrderList('completed', page, signal)}
        keyOf={(o) => o.id}
        renderItem={(o) => <OrderCard order={o} />}
        empty={<ErrorBlock status="empty" title={t('order.empty')} description="" />}
      />
    </div>
  );
}
