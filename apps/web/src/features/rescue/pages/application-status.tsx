import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { OrderSummary } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { useFollowRescue } from '../api/follow-rescue.js';
import { fetchRescueOrders, rescueOrdersKey } from '../api/rescue-orders.js';
import { RescueTimeline, RescuerCard, StageHeadline } from '../components/rescue-progress.js';
import '../i18n/register.js';
import '../components/rescue.css';
import { formatDateTime } from '../../../shared/format/format.js';
import { pathTo } from '../../../shared/routing/paths.js';

function scheduleUrl(ref: { orderPrimaryId: string; primaryCheck: string }): string {
  return pathTo('/rescue/seeschedule', {
    search: { orderPrimaryId: ref.orderPrimaryId, primaryCheck: ref.primaryCheck },
  });
}

/**
 * /rescue/applicationStatus: the rescue just sent (when the URL names one),
 * following itself, and the customer's rescues below.
 */
export function Page() {
  const { t } = useTranslation('rescue');
  const [search] = useSearchParams();
  const orderPrimaryId = search.get('orderPrimaryId');
  const primaryCheck = search.get('primaryCheck');
  const ref = orderPrimaryId && primaryCheck ? { orderPrimaryId, primaryCheck } : null;

  return (
    <div className="rc-rescue" data-testid="rescue-status">
      {ref ? <CurrentRescue rescueRef={ref} /> : null}
      <PagedList<OrderSummary>
        queryKey={rescueOrdersKey}
        fetchPage={(page, signal) => fetchRescueOrders(page, signal)}
        keyOf={(o) => o.id}
        empty={
          <div className="rc-rescue-card">
            <p>{t('list.empty')}</p>
            <Link className="rc-rescue-call" to={pathTo('/rescue/application')}>
              {t('list.newRescue')}
            </Link>
          </div>
        }
        renderItem={(o) => (
          <Link
            className="rc-rescue-card rc-rescue-item"
            to={scheduleUrl({ orderPrimaryId: o.id, primaryCheck: o.primaryCheck })}
          >
            <div className="rc-rescue-item__head">
              <b>{o.serviceTypeName}</b>
              <span className={`rc-rescue-badge rc-rescue-badge--${o.status}`}>
                {t(`status.${o.status}`)}
              </span>
            </div>
            <dl className="rc-facts">
              <dt>{t('follow.orderNo')}</dt>
              <dd>{o.ticketId}</dd>
              <dt>{t('application.plate')}</dt>
              <dd>{o.plateNumber}</dd>
              <dt>{t('follow.timeline')}</dt>
              <dd>{formatDateTime(o.createdAt)}</dd>
            </dl>
          </Link>
        )}
      />
    </div>
  );
}

function CurrentRescue({ rescueRef }: { rescueRef: { orderPrimaryId: string; primaryCheck: string } }) {
  const { t } = useTranslation('rescue');
  const follow = useFollowRescue(rescueRef);
  if (!follow.data) return null;
  return (
    <>
      <StageHeadline follow={follow.data} />
      <RescuerCard follow={follow.data} rescueRef={rescueRef} />
      <div className="rc-rescue-card">
        <Link
          className="rc-rescue-call"
          style={{ width: '100%', boxSizing: 'border-box' }}
          to={scheduleUrl(rescueRef)}
          data-testid="rescue-follow-live"
        >
          {t('follow.detail')}
        </Link>
      </div>
      <RescueTimeline follow={follow.data} />
    </>
  );
}
