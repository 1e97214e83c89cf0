import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { OrderSummary } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { queryRecord } from '../../../shared/session/entry-query.js';
import { expiredPath } from '../../../shared/api/client.js';
import { fetchOngoingOrders, ongoingOrdersKey } from '../api/ongoing-orders.js';
import { endedOrdersKey, fetchEndedOrders } from '../api/ended-orders.js';
import { postRescueNote } from '../api/rescue-note.js';
import { OrderCard } from '../components/order-card.js';
import { orderListEntry } from '../list-entry.js';
import { LinkIntake } from '../components/link-intake.js';
import '../i18n/register.js';
import '../components/order.css';
import { pathTo } from '../../../shared/routing/paths.js';

type Tab = 'ongoing' | 'ended';

function OrderLists() {
  const { t } = useTranslation('order');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'ended' ? 'ended' : 'ongoing';
  const pick = (next: Tab) => setParams(next === 'ongoing' ? {} : { tab: next }, { replace: true });
  return (
    <div className="rc-order-page">
      <div className="rc-order-tabs" role="tablist">
        {(['ongoing', 'ended'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            onClick={() => pick(k)}
            data-testid={`tab-${k}`}
          >
            {t(`list.${k}`)}
          </button>
        ))}
      </div>
      <div className="rc-order-list" role="tabpanel">
        {tab === 'ongoing' ? (
          <PagedList<OrderSummary>
            key="ongoing"
            queryKey={[...ongoingOrdersKey]}
            fetchPage={fetchOngoingOrders}
            keyOf={(o) => o.id}
            renderItem={(o) => <OrderCard order={o} />}
            empty={
              <ErrorBlock status="empty" title={t('list.emptyOngoing')} description={t('list.emptyHint')} />
            }
          />
        ) : (
          <PagedList<OrderSummary>
            key="ended"
            queryKey={[...endedOrdersKey]}
            fetchPage={fetchEndedOrders}
            keyOf={(o) => o.id}
            renderItem={(o) => <OrderCard order={o} />}
            empty={
              <ErrorBlock status="empty" title={t('list.emptyEnded')} description={t('list.emptyHint')} />
            }
          />
        )}
      </div>
      <div className="rc-order-fab">
        <Link
          className="rc-order-btn rc-order-btn--primary"
          to={pathTo('/order/choiceStore', { search: { serviceType: '9' } })}
        >
          {t('list.bookWash')}
        </Link>
      </div>
    </div>
  );
}

/** /order/list: the spec 4 entry, then the customer's ongoing and ended orders. */
export function Page() {
  const { t } = useTranslation('order');
  const [params] = useSearchParams();
  const entry = orderListEntry(queryRecord(params));
  const navigate = useNavigate();
  useEffect(() => {
    if (entry.kind === 'expired') void navigate(expiredPath, { replace: true });
  }, [entry.kind, navigate]);
  if (entry.kind === 'note')
    return <LinkIntake sid={entry.sid} open={postRescueNote} opening={t('list.opening')} />;
  if (entry.kind === 'expired') return null;
  return <OrderLists />;
}
