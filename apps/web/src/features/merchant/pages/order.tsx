import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Tabs from 'antd-mobile/es/components/tabs';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { MerchantOrder } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { fetchOrderList, orderListKey } from '../api/order-lists.js';
import { OrderCard } from '../components/order-card.js';
import '../i18n/register.js';
import '../components/merchant.css';

/** /merchant/order: orders to serve (R00040027) and undone ones (R00040029), a page at a time. */
export function Page() {
  const { t } = useTranslation('merchant');
  const [params, setParams] = useSearchParams();
  const kind = params.get('tab') === 'cancelled' ? 'cancelled' : 'toServe';
  return (
    <div className="rc-m-page">
      <div className="rc-m-tabs">
        <Tabs activeKey={kind} onChange={(k) => setParams({ tab: k }, { replace: true })} stretch>
          <Tabs.Tab title={t('order.tabs.toServe')} key="toServe" />
          <Tabs.Tab title={t('order.tabs.cancelled')} key="cancelled" />
        </Tabs>
      </div>
      <PagedList<MerchantOrder>
        key={kind}
        queryKey={orderListKey(kind)}
        fetchPage={(page, signal) => fetchOrderList(kind, page, signal)}
        keyOf={(o) => o.id}
        renderItem={(o) => <OrderCard order={o} />}
        empty={<ErrorBlock status="empty" title={t('order.empty')} description="" />}
      />
    </div>
  );
}
