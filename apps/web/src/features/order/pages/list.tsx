import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { OrderSummary } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { queryRecord } from '../../../shared/session/entry-query.js';
import { session } from '../../../shared/session/session-store.js';
import { expiredPath } from '../../../shared/api/client.js';
import { fetchOngoingOrders, ongoingOrdersKey } from '../api/ongoing-orders.js';
import { endedOrdersKey, fetchEndedOrders } from '../api/ended-orders.js';
import { postRescueNote } from '../api/rescue-note.js';
import { OrderCard } from '../components/order-card.js';
import { noteTarget, orderListEntry } from '../list-entry.js';
import '../i18n/register.js';
import '../components/order.css';

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
        <Link className="rc-order-btn rc-order-btn--primary" to="/order/choiceStore?serviceType=9">
          {t('list.bookWash')}
        </Link>
      </div>
    </div>
  );
}

/** The rescue-note intake: the SMS link's sid becomes a login, then the order it is about. */
function NoteIntake({ sid }: { sid: string }) {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    postRescueNote(sid)
      .then((note) => {
        const target = noteTarget(note);
        // Spec 4: the returned rcNeedCode is stored as the token; the entrance turns it into a session.
        session.setToken(note.rcNeedCode);
        session.setNextUrl(target.nextUrl);
        void navigate(target.entrance, { replace: true });
      })
      .catch(() => setFailed(true));
  }, [sid, navigate]);
  useEffect(() => {
    if (failed) void navigate(expiredPath, { replace: true });
  }, [failed, navigate]);
  return (
    <div className="rc-order-page rc-order-page--center" aria-live="polite">
      <p>
        <DotLoading color="primary" /> {t(failed ? 'list.linkFailed' : 'list.opening')}
      </p>
    </div>
  );
}

/** /order/list: the spec 4 entry, then the customer's ongoing and ended orders. */
export function Page() {
  const [params] = useSearchParams();
  const entry = orderListEntry(queryRecord(params));
  const navigate = useNavigate();
  useEffect(() => {
    if (entry.kind === 'expired') void navigate(expiredPath, { replace: true });
  }, [entry.kind, navigate]);
  if (entry.kind === 'note') return <NoteIntake sid={entry.sid} />;
  if (entry.kind === 'expired') return null;
  return <OrderLists />;
}
