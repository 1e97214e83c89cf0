import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsDriver, OpsDriverOrder } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { showToast } from '../../../shared/ui/overlays.js';
import {
  driverOrdersKey,
  fetchDriverOrderPage,
  useAssignDriver,
  useDrivers,
  type DriverOrderState,
} from '../api/services.js';
import { useDraftForm } from '../components/draft-form.js';
import { formatDateTime } from '../../../shared/format/format.js';
import { chinaInputOf, instantOfChinaInput } from '../components/china-time.js';
import { SelectField } from '../components/network-ui.js';
import { QueryState } from '../components/query-state.js';
import '../i18n/register.js';
import '../components/console-ui.css';

const states: readonly DriverOrderState[] = ['waiting', 'assigned', 'all'];

/** A time as the written date-time field shows it, in China time like every console field (decision 039). */
function localInput(d: Date): string {
  return chinaInputOf(d);
}

/** The appointment when it is still ahead, else half an hour from now. */
function defaultArrival(order: OpsDriverOrder): string {
  const soon = Date.now() + 30 * 60_000;
  const at = order.appointmentAt ? new Date(order.appointmentAt).getTime() : soon;
  return localInput(new Date(Math.max(at, soon)));
}

function driverLabel(d: OpsDriver, en: boolean, openOrders: string): string {
  const company = en ? d.companyNameEn || d.companyName : d.companyName;
  const job = d.jobNo ? ` · ${d.jobNo}` : '';
  return `${d.name}${job} · ${company} · ${openOrders}`;
}

function AssignDriver({ order, drivers }: { order: OpsDriverOrder; drivers: OpsDriver[] }) {
  const { t, i18n } = useTranslation('console');
  const assign = useAssignDriver();
  const others = drivers.filter((d) => d.id !== order.driver?.driverId);
  const { draft, set, field, errors, mark, submit } = useDraftForm(
    { driverId: others[0]?.id ?? '', arriveAt: defaultArrival(order) },
    (name: 'arriveAt') => t(`services.driverOrders.${name}`),
  );
  const send = (e: React.FormEvent) => {
    e.preventDefault();
    const at = instantOfChinaInput(draft.arriveAt);
    if (!draft.driverId || at === null) {
      errors.clear();
      mark(draft.driverId ? ['arriveAt'] : ['driverId']);
      return;
    }
    submit(assign.mutate, { id: order.id, driverId: draft.driverId, arriveAt: at }, () =>
      showToast(t('services.driverOrders.assigned')),
    );
  };
  if (others.length === 0) return <p className="rc-con-muted">{t('services.driverOrders.noDrivers')}</p>;
  return (
    <form className="rc-con-inline-form" onSubmit={send} data-testid="driver-assign-form">
      <SelectField
        label={t('services.driverOrders.driver')}
        name="driverId"
        value={draft.driverId}
        invalid={errors.has('driverId')}
        options={others.map((d) => ({
          value: d.id,
          label: driverLabel(
            d,
            i18n.language === 'en-US',
            t('services.driverOrders.openOrders', { count: d.openOrders }),
          ),
        }))}
        onChange={set('driverId')}
      />
      {field('arriveAt', { type: 'datetime-local' })}
      <div className="rc-con-actions">
        <button
          type="submit"
          className="rc-con-primary"
          disabled={assign.isPending || !draft.driverId}
          data-testid="driver-assign-send"
        >
          {order.driver ? t('services.driverOrders.reassign') : t('services.driverOrders.assign')}
        </button>
      </div>
    </form>
  );
}

function DriverOrderRow({ item, drivers }: { item: OpsDriverOrder; drivers: OpsDriver[] }) {
  const { t } = useTranslation('console');
  const time = (iso: string) => formatDateTime(iso);
  return (
    <article className="rc-con-row" data-testid="driver-order-row" data-order-id={item.id}>
      <header>
        <strong>
          {item.ticketId} · {item.plateNumber}
        </strong>
        <span className={item.driver ? 'rc-con-tag' : 'rc-con-tag rc-con-tag--warn'}>
          {t(`services.driverOrders.status.${item.status}`)}
        </span>
      </header>
      <p>
        {t('services.driverOrders.route', {
          from: item.pickup || '—',
          to: item.destination || '—',
        })}
      </p>
      <p className="rc-con-muted">
        {item.customer}
        {item.appointmentAt
          ? ` · ${t('services.driverOrders.appointment', { time: time(item.appointmentAt) })}`
          : ''}
      </p>
      {item.driver ? (
        <p className="rc-con-muted" data-testid="driver-order-driver">
          {t('services.driverOrders.driverLine', {
            name: item.driver.name,
            mobile: item.driver.mobile,
            jobNo: item.driver.jobNo || '—',
          })}
          {item.driver.arriveAt
            ? ` · ${t('services.driverOrders.arriving', { time: time(item.driver.arriveAt) })}`
            : ''}
        </p>
      ) : null}
      {item.canAssign ? <AssignDriver order={item} drivers={drivers} /> : null}
    </article>
  );
}

/** /console/driver-orders: designated-driver bookings; the dispatcher assigns (or changes) the driver. */
export function Page() {
  const { t } = useTranslation('console');
  const [state, setState] = useState<DriverOrderState>('waiting');
  const drivers = useDrivers();
  return (
    <>
      <p className="rc-con-muted">{t('services.driverOrders.lead')}</p>
      <div className="rc-con-tabs" role="group">
        {states.map((s) => (
          <button key={s} type="button" aria-pressed={state === s} onClick={() => setState(s)}>
            {t(`services.driverOrders.states.${s}`)}
          </button>
        ))}
      </div>
      <QueryState query={drivers}>
        {(d) => (
          <PagedList<OpsDriverOrder>
            queryKey={[...driverOrdersKey, 'list', state]}
            fetchPage={(page, signal) => fetchDriverOrderPage(state, page, signal)}
            keyOf={(o) => o.id}
            renderItem={(o) => <DriverOrderRow item={o} drivers={d.list} />}
            empty={<p className="rc-con-state">{t('services.driverOrders.empty')}</p>}
          />
        )}
      </QueryState>
    </>
  );
}
