import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MerchantOrder } from '@rc/contract';
import { formatDateTime } from '../../../shared/format/format.js';
import { pathTo } from '../../../shared/routing/paths.js';

/** One merchant order in a list; opens its verification details. */
export function OrderCard({ order }: { order: MerchantOrder }) {
  const { t } = useTranslation('merchant');
  return (
    <Link
      className="rc-m-order"
      data-testid="merchant-order"
      to={pathTo('/merchant/workOrderVerificationDetails', {
        search: { ticketid: order.ticketId, id: order.id },
      })}
    >
      <header>
        <strong>{order.couponName}</strong>
        <span className={`rc-m-state rc-m-state--${order.status}`}>{t(`order.status.${order.status}`)}</span>
      </header>
      <p>
        {order.customerName || order.customerMobile
          ? `${order.customerName} ${order.customerMobile}`
          : t('ticket.notShared')}
        {order.plateNumber ? ` · ${order.plateNumber}` : ''}
      </p>
      <footer>
        <span>{t('order.redeemed', { count: order.redeemedCount })}</span>
        <span>
          {order.storeName} · {formatDateTime(order.createdAt)}
        </span>
      </footer>
    </Link>
  );
}
