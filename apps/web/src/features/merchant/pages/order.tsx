import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Tabs from 'antd-mobile/es/components/tabs';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { MerchantBooking, MerchantOrder } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { fetchOrderList, orderListKey } from '../api/order-lists.js';
import { bookingsKey, fetchBookings } from '../api/bookings.js';
import { OrderCard } from '../components/order-card.js';
import { BookingCard } from '../components/booking-card.js';
import '../i18n/register.js';
import '../components/merchant.css';

const tabs = ['bookings', 'toServe', 'cancelled'] as const;
type Tab = (typeof tabs)[number];

/**
 * /merchant/order: the bookings placed at the merchant's stores (to accept, then
 * to serve), the redemptions to complete (R00040027) and undone ones (R00040029).
 */
export function Page() {
  const { t } = useTranslation('merchant');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const kind: Tab = tabs.find((k) => k === asked) ?? 'bookings';
  return (
    <div className="rc-m-page">
      <div className="rc-m-tabs">
        <Tabs activeKey={kind} onChange={(k) => setParams({ tab: k }, { replace: true })} stretch>
          <Tabs.Tab title={t('order.tabs.bookings')} key="bookings" />
          <Tabs.Tab title={t('order.tabs.toServe')} key="toServe" />
          <Tabs.Tab title={t('order.tabs.cancelled')} key="cancelled" />
        </Tabs>
      </div>
      {kind === 'bookings' ? (
        <PagedList<MerchantBooking>
          key={kind}
          queryKey={bookingsKey}
          fetchPage={(page, signal) => fetchBookings(page, signal)}
          keyOf={(b) => b.id}
          renderItem={(b) => <BookingCard booking={b} />}
          empty={<ErrorBlock status="empty" title={t('booking.empty')} description="" />}
        />
      ) : (
        <PagedList<MerchantOrder>
          key={kind}
          queryKey={orderListKey(kind)}
          fetchPage={(page, signal) => fetchOrderList(kind, page, signal)}
          keyOf={(o) => o.id}
          renderItem={(o) => <OrderCard order={o} />}
          empty={<ErrorBlock status="empty" title={t('order.empty')} description="" />}
        />
      )}
    </div>
  );
}
