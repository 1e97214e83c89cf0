import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorkOrder } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { fetchWorkOrders, workOrdersKey, type WorkOrderFlag } from '../api/work-orders.js';
import { StatusBadge, workOrderUrl } from './status-badge.js';
import '../i18n/register.js';
import './accident.css';
import { formatMonthDayTime } from '../../../shared/format/format.js';
import { pathTo } from '../../../shared/routing/paths.js';

/** The two work-order tabs (spec 3: distribution and orderDone) as one page each. */
export function WorkOrderList({ flag }: { flag: WorkOrderFlag }) {
  const { t } = useTranslation('accident');
  return (
    <div className="rc-acc" data-testid={`work-orders-${flag}`}>
      <nav className="rc-acc-tabs">
        <Link to={pathTo('/accident/doorder')} aria-current={flag === '0' ? 'page' : undefined}>
          {t('list.distribution')}
        </Link>
        <Link to={pathTo('/accident/order')} aria-current={flag === '1' ? 'page' : undefined}>
          {t('list.done')}
        </Link>
      </nav>
      <PagedList<WorkOrder>
        queryKey={workOrdersKey(flag)}
        fetchPage={(page, signal) => fetchWorkOrders(flag, page, signal)}
        keyOf={(w) => w.subTicketId}
        empty={<p className="rc-acc-note">{t('state.empty')}</p>}
        renderItem={(w) => (
          <Link className="rc-acc-card rc-acc-item" to={workOrderUrl(w)} data-testid="work-order-item">
            <div className="rc-acc-item__head">
              <b>{w.serviceTypeName}</b>
              <StatusBadge status={w.status} />
            </div>
            <dl className="rc-facts">
              <dt>{t('list.place')}</dt>
              <dd>{w.place.address}</dd>
              <dt>{t('list.customer')}</dt>
              <dd>
                {w.customerName} <span className="rc-acc-plate">{w.plateNumber}</span>
              </dd>
              <dt>{t('list.time')}</dt>
              <dd>{formatMonthDayTime(w.assignedAt)}</dd>
            </dl>
          </Link>
        )}
      />
    </div>
  );
}
