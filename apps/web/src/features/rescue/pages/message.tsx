import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { fetchRescueOrders } from '../api/rescue-orders.js';
import '../i18n/register.js';
import '../components/rescue.css';
import { pathTo } from '../../../shared/routing/paths.js';
import { rescueOrders } from '@rc/contract/refs';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** /rescue/message/:code: a rescue named by its id or ticket number (from an SMS), opened to follow. */
export function Page() {
  const { t } = useTranslation('rescue');
  const { code = '' } = useParams();
  const list = useQuery({
    queryKey: queryKeyOf(rescueOrders, 'recent'),
    queryFn: ({ signal }) => fetchRescueOrders(1, signal),
  });
  if (list.isPending) {
    return (
      <div className="rc-rescue">
        <div className="rc-rescue-card">
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      </div>
    );
  }
  const found = list.data?.list.find((o) => o.id === code || o.ticketId === code);
  if (!found) {
    return (
      <div className="rc-rescue">
        <ErrorBlock status="empty" title={t('follow.missing')} description="" />
      </div>
    );
  }
  return (
    <div className="rc-rescue">
      <section className="rc-rescue-card">
        <h2>{t('message.title')}</h2>
        <dl className="rc-facts">
          <dt>{t('follow.orderNo')}</dt>
          <dd>{found.ticketId}</dd>
          <dt>{t('follow.fault')}</dt>
          <dd>{found.serviceTypeName}</dd>
          <dt>{t('application.plate')}</dt>
          <dd>{found.plateNumber}</dd>
        </dl>
      </section>
      <div className="rc-rescue-card">
        <Link
          className="rc-rescue-call"
          style={{ width: '100%', boxSizing: 'border-box' }}
          to={pathTo('/rescue/seeschedule', {
            search: { orderPrimaryId: found.id, primaryCheck: found.primaryCheck },
          })}
        >
          {t('message.open')}
        </Link>
      </div>
    </div>
  );
}
