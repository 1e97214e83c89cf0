import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { distanceMeters, type BoardOrder, type BoardVehicle } from '@rc/contract';
import { showToast } from '../../../shared/ui/overlays.js';
import { useDispatchBoard, useDispatchContact, useReassignRescue } from '../api/dispatch-board.js';
import { useConsoleMe } from '../api/me.js';
import { QueryState } from '../components/query-state.js';
import { formatDateTime, formatTime } from '../../../shared/format/format.js';
import '../i18n/register.js';
import '../components/console-ui.css';
import '../components/network.css';

// Leaflet is loaded with the map only, after the list can already be read.
const DispatchMap = lazy(() =>
  import('../components/dispatch-map.js').then((m) => ({ default: m.DispatchMap })),
);

/** Straight-line km between two points, one decimal: how far a truck is. */
function kmBetween(a: { lng: number; lat: number }, b: { lng: number; lat: number }): number {
  return Math.round(distanceMeters(a, b) / 100) / 10;
}

/** A wait of half an hour without a truck on site is long (the promise to customers is 30 minutes in town). */
const longWaitMinutes = 30;

function useWords() {
  const { t, i18n } = useTranslation('console');
  return {
    t,
    lang: i18n.language,
    stage: (o: BoardOrder) => t(`dispatch.stages.${o.stage}`),
    waiting: (m: number) =>
      m >= 60
        ? t('dispatch.waitingLong', { hours: Math.floor(m / 60), minutes: m % 60 })
        : t('dispatch.waiting', { minutes: m }),
  };
}

function ReassignPanel({
  order,
  vehicles,
  onDone,
}: {
  order: BoardOrder;
  vehicles: BoardVehicle[];
  onDone: () => void;
}) {
  const { t } = useWords();
  const reassign = useReassignRescue();
  const [vehicleNo, setVehicleNo] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const free = useMemo(
    () =>
      vehicles
        .filter((v) => v.orderNo === null && v.vehicleNo !== order.vehicleNo)
        .map((v) => ({ v, km: v.point && order.point ? kmBetween(v.point, order.point) : null }))
        .sort((a, b) => (a.km ?? 1e9) - (b.km ?? 1e9)),
    [vehicles, order],
  );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!vehicleNo) return setProblem(t('dispatch.truckNeeded'));
    if (reason.trim().length < 2) return setProblem(t('dispatch.reasonNeeded'));
    setProblem('');
    reassign.mutate(
      { orderId: order.orderId, dispatchId: order.dispatchId, vehicleNo, reason: reason.trim() },
      {
        onSuccess: () => {
          showToast(t('dispatch.reassigned', { vehicleNo }));
          onDone();
        },
      },
    );
  };
  return (
    <form className="rc-disp-reassign" onSubmit={submit} data-testid="reassign-form">
      <h3 className="rc-con-subtitle">{t('dispatch.reassignTitle', { orderNo: order.orderNo })}</h3>
      <p className="rc-con-muted">{t('dispatch.reassignLead')}</p>
      <fieldset className="rc-disp-trucks">
        <legend className="rc-con-muted">{t('dispatch.chooseTruck')}</legend>
        {free.length === 0 ? <p className="rc-con-muted">{t('dispatch.noFreeTruck')}</p> : null}
        {free.map(({ v, km }) => (
          <label
            key={v.vehicleNo}
            className={vehicleNo === v.vehicleNo ? 'rc-disp-choice is-on' : 'rc-disp-choice'}
            data-testid={`truck-${v.vehicleNo}`}
          >
            <input
              type="radio"
              name="vehicleNo"
              value={v.vehicleNo}
              checked={vehicleNo === v.vehicleNo}
              onChange={() => setVehicleNo(v.vehicleNo)}
            />
            <span>
              <strong>{v.vehicleNo}</strong> · {v.rescuerName ?? ''} · {v.vehicleType}
              <small>
                {v.companyName} ·{' '}
                {km === null ? t('dispatch.distanceUnknown') : t('dispatch.distance', { km })}
              </small>
            </span>
          </label>
        ))}
      </fieldset>
      <label className="rc-con-field">
        <span>{t('dispatch.reason')}</span>
        <textarea
          name="reason"
          value={reason}
          maxLength={200}
          placeholder={t('dispatch.reasonPlaceholder')}
          onChange={(e) => setReason(e.target.value)}
          data-testid="field-reason"
        />
      </label>
      {problem ? (
        <p className="rc-con-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="rc-con-actions">
        <button
          type="submit"
          className="rc-con-primary"
          disabled={reassign.isPending}
          data-testid="reassign-confirm"
        >
          {reassign.isPending ? t('state.saving') : t('dispatch.confirmReassign')}
        </button>
        <button type="button" className="rc-con-secondary" onClick={onDone}>
          {t('state.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * The dispatcher's way to the customer: asked for on purpose (each reveal is an
 * audit line), it shows the full address and a tel: link to the relay number the
 * desk dials; the customer's own number never reaches the browser.
 */
function ContactPanel({ order }: { order: BoardOrder }) {
  const { t } = useWords();
  const contact = useDispatchContact();
  const [open, setOpen] = useState(false);
  if (!open || !contact.data)
    return (
      <button
        type="button"
        className="rc-con-secondary"
        disabled={contact.isPending}
        onClick={(e) => {
          e.stopPropagation();
          contact.mutate(order.orderId, { onSuccess: () => setOpen(true) });
        }}
        data-testid="contact-open"
      >
        {contact.isPending ? t('state.loading') : t('dispatch.contactOpen')}
      </button>
    );
  const c = contact.data;
  return (
    <div className="rc-disp-contact" onClick={(e) => e.stopPropagation()} data-testid="contact-panel">
      <h3 className="rc-con-subtitle">{t('dispatch.contactTitle')}</h3>
      <dl>
        <dt>{t('dispatch.contactName')}</dt>
        <dd>{c.contactName}</dd>
        <dt>{t('dispatch.contactAddress')}</dt>
        <dd data-testid="contact-address">{c.address}</dd>
      </dl>
      {c.relayNumber ? (
        <>
          <a className="rc-con-primary" href={`tel:${c.relayNumber}`} data-testid="contact-call">
            {t('dispatch.contactCall', { number: c.relayNumber })}
          </a>
          <p className="rc-con-muted">{t('dispatch.contactCallHint')}</p>
        </>
      ) : (
        <p className="rc-con-error">{t('dispatch.contactNoRelay')}</p>
      )}
      <p className="rc-con-muted">{t('dispatch.contactAudited')}</p>
      <button type="button" className="rc-con-secondary" onClick={() => setOpen(false)}>
        {t('dispatch.contactHide')}
      </button>
    </div>
  );
}

function OrderCard({
  order,
  vehicles,
  now,
  selected,
  reassigning,
  onSelect,
  onReassign,
  dispatcher,
}: {
  order: BoardOrder;
  vehicles: BoardVehicle[];
  now: number;
  selected: boolean;
  reassigning: boolean;
  /** The signed-in staff member dispatches: the card offers the full address and a call. */
  dispatcher: boolean;
  onSelect: () => void;
  onReassign: (open: boolean) => void;
}) {
  const w = useWords();
  const { t } = w;
  const late = order.escalatedAt !== null;
  const eta = order.etaAt ? Date.parse(order.etaAt) : null;
  const lateBy = eta !== null && eta < now ? Math.floor((now - eta) / 60_000) : 0;
  const classes = ['rc-con-row', 'rc-disp-order', late ? 'is-late' : '', selected ? 'is-selected' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <article className={classes} data-testid="board-order" data-order={order.orderNo} onClick={onSelect}>
      <header>
        <h3>
          {order.faultName} · {order.plateNumber}
        </h3>
        <span className={order.waitingMinutes >= longWaitMinutes ? 'rc-disp-wait is-long' : 'rc-disp-wait'}>
          {w.waiting(order.waitingMinutes)}
        </span>
      </header>
      <div>
        <span
          className={order.stage === 'pool' ? 'rc-con-tag rc-con-tag--warn' : 'rc-con-tag'}
          data-testid="order-stage"
        >
          {w.stage(order)}
        </span>
        {late ? (
          <span className="rc-con-tag rc-con-tag--warn">
            {t('dispatch.escalated')} · {t('dispatch.urged', { count: order.urgeCount })}
          </span>
        ) : order.urgeCount > 0 ? (
          <span className="rc-con-tag rc-con-tag--off">
            {t('dispatch.urged', { count: order.urgeCount })}
          </span>
        ) : null}
      </div>
      <dl>
        <dt>{t('dispatch.truck')}</dt>
        <dd data-testid="order-truck">
          {order.vehicleNo ? `${order.vehicleNo} · ${order.rescuerName ?? ''}` : t('dispatch.noTruck')}
        </dd>
        <dt>{t('dispatch.company')}</dt>
        <dd>{order.companyName}</dd>
        <dt>{t('dispatch.place')}</dt>
        <dd>
          {order.maskedAddress.startsWith(order.cityName)
            ? order.maskedAddress
            : `${order.cityName} ${order.maskedAddress}`}
        </dd>
        {eta !== null ? (
          <>
            <dt>{t('dispatch.etaLabel')}</dt>
            <dd className={lateBy > 0 ? 'rc-con-error' : undefined}>
              {lateBy > 0
                ? t('dispatch.etaLate', { minutes: lateBy })
                : t('dispatch.eta', {
                    time: formatTime(eta),
                  })}
            </dd>
          </>
        ) : null}
        <dt>{t('dispatch.subTicket')}</dt>
        <dd>
          {order.orderNo} / {order.subTicketId}
        </dd>
      </dl>
      {dispatcher || (order.reassignable && !reassigning) ? (
        <div className="rc-con-actions">
          {dispatcher ? <ContactPanel order={order} /> : null}
          {order.reassignable && !reassigning ? (
            <button
              type="button"
              className="rc-con-secondary"
              onClick={(e) => {
                e.stopPropagation();
                onReassign(true);
              }}
              data-testid="reassign-open"
            >
              {t('dispatch.reassign')}
            </button>
          ) : null}
        </div>
      ) : null}
      {reassigning ? (
        <div onClick={(e) => e.stopPropagation()}>
          <ReassignPanel order={order} vehicles={vehicles} onDone={() => onReassign(false)} />
        </div>
      ) : null}
    </article>
  );
}

/** /console/dispatch: the rescue dispatch board, refreshed every 15 seconds. */
export function Page() {
  const w = useWords();
  const { t } = w;
  const board = useDispatchBoard();
  // Dispatchers and admins may reveal a rescue's contact (decisions 047, 053).
  const role = useConsoleMe().data?.operator.role;
  const dispatcher = role === 'dispatcher' || role === 'admin';
  const [selected, setSelected] = useState<string | null>(null);
  const [reassigning, setReassigning] = useState<string | null>(null);
  return (
    <>
      <p className="rc-con-muted">{t('dispatch.lead')}</p>
      <QueryState query={board}>
        {(b) => {
          const now = Date.parse(b.at);
          const orders = [...b.orders].sort(
            (x, y) => Number(y.escalatedAt !== null) - Number(x.escalatedAt !== null),
          );
          const free = b.vehicles.filter((v) => v.orderNo === null).length;
          const escalated = b.orders.filter((o) => o.escalatedAt !== null).length;
          const pool = b.orders.filter((o) => o.stage === 'pool').length;
          return (
            <>
              <div className="rc-disp-stats" data-testid="board-stats">
                <div className="rc-disp-stat">
                  <strong>{b.orders.length}</strong>
                  <span>{t('dispatch.openOrders')}</span>
                </div>
                <div className={pool > 0 ? 'rc-disp-stat rc-disp-stat--alert' : 'rc-disp-stat'}>
                  <strong>{pool}</strong>
                  <span>{t('dispatch.inPool')}</span>
                </div>
                <div className={escalated > 0 ? 'rc-disp-stat rc-disp-stat--alert' : 'rc-disp-stat'}>
                  <strong>{escalated}</strong>
                  <span>{t('dispatch.escalated')}</span>
                </div>
                <div className="rc-disp-stat">
                  <strong>{free}</strong>
                  <span>{t('dispatch.freeTrucks')}</span>
                </div>
              </div>
              <div className="rc-disp-layout">
                <section className="rc-con-card rc-disp-mapcard">
                  <Suspense fallback={<div className="rc-disp-map" />}>
                    <DispatchMap
                      orders={b.orders}
                      vehicles={b.vehicles}
                      selectedOrderId={selected}
                      onSelectOrder={setSelected}
                      labels={{ stage: w.stage, cluster: (count) => t('dispatch.cluster', { count }) }}
                    />
                  </Suspense>
                  <ul className="rc-disp-legend">
                    <li>
                      <i className="rc-disp-dot rc-disp-dot--order" />
                      {t('dispatch.legendOrder')}
                    </li>
                    <li>
                      <i className="rc-disp-dot rc-disp-dot--late" />
                      {t('dispatch.legendEscalated')}
                    </li>
                    <li>
                      <i className="rc-disp-dot rc-disp-dot--free" />
                      {t('dispatch.legendFree')}
                    </li>
                    <li>
                      <i className="rc-disp-dot rc-disp-dot--busy" />
                      {t('dispatch.legendBusy')}
                    </li>
                    <li>
                      <i className="rc-disp-dot rc-disp-dot--cluster" />
                      {t('dispatch.legendCluster')}
                    </li>
                  </ul>
                  <p className="rc-con-muted" data-testid="board-updated">
                    {t('dispatch.updated', { time: formatDateTime(b.at) })}
                  </p>
                </section>
                <section className="rc-disp-list">
                  <PullToRefresh onRefresh={async () => void (await board.refetch())}>
                    {orders.length === 0 ? (
                      <div className="rc-con-card rc-con-state">
                        <p>{t('dispatch.noOrders')}</p>
                        <p className="rc-con-muted">{t('dispatch.noOrdersHint')}</p>
                      </div>
                    ) : (
                      orders.map((o) => (
                        <OrderCard
                          key={o.orderId}
                          order={o}
                          vehicles={b.vehicles}
                          now={now}
                          selected={selected === o.orderId}
                          reassigning={reassigning === o.orderId}
                          onSelect={() => setSelected(o.orderId)}
                          onReassign={(open) => setReassigning(open ? o.orderId : null)}
                          dispatcher={dispatcher}
                        />
                      ))
                    )}
                  </PullToRefresh>
                </section>
              </div>
            </>
          );
        }}
      </QueryState>
    </>
  );
}
