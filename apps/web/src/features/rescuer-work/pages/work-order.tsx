import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { WorkOrderDetail } from '@rc/contract';
import { useWorkOrderDetail } from '../api/work-order-detail.js';
import { useRescuerCallRelay } from '../api/call-relay.js';
import { useUpdateProgress, type ProgressStep } from '../api/update-progress.js';
import { useTowVehicles } from '../api/tow-vehicles.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { StatusBadge } from '../components/status-badge.js';
import { currentPosition, usePositionReporter } from '../components/use-position-reporter.js';
import {
  MeetingStep,
  OfferNotice,
  PhotoStrip,
  UnsuccessfulStep,
  type Go,
} from '../components/work-order-steps.js';
import '../i18n/register.js';
import '../components/accident.css';
import { formatMonthDayTime } from '../../../shared/format/format.js';
import { pathTo } from '../../../shared/routing/paths.js';

/** What the rescuer can do next from each status. */
const nextSteps: Partial<
  Record<
    WorkOrderDetail['status'],
    { step: ProgressStep; label: 'accept' | 'depart' | 'arrive' | 'tow' | 'finish' }[]
  >
> = {
  offered: [{ step: 'accepted', label: 'accept' }],
  accepted: [
    { step: 'departed', label: 'depart' },
    { step: 'arrived', label: 'arrive' },
  ],
  departed: [{ step: 'arrived', label: 'arrive' }],
  arrived: [
    { step: 'inService', label: 'tow' },
    { step: 'finished', label: 'finish' },
  ],
  inService: [{ step: 'finished', label: 'finish' }],
};
/** Towing and completing need the customer's meeting code first. */
const needsMeeting: readonly ProgressStep[] = ['inService', 'finished'];

/** /accident/workorder: one work order: the customer, the place, and the next step. */
export function Page() {
  const { t } = useTranslation('accident');
  const [search] = useSearchParams();
  const ref = {
    ticketId: search.get('ticketid') ?? '',
    subTicketId: search.get('subTicketid') ?? '',
    vehicleNo: search.get('vehicleNo') ?? '',
  };
  const detail = useWorkOrderDetail(ref);
  if (detail.isError) {
    return (
      <div className="rc-acc">
        <ErrorBlock status="empty" title={t('work.notMine')} description="">
          <Link className="rc-form-ghost" to={pathTo('/accident/doorder')}>
            {t('list.distribution')}
          </Link>
        </ErrorBlock>
      </div>
    );
  }
  if (!detail.data) {
    return (
      <div className="rc-acc">
        <div className="rc-acc-card">
          <Skeleton.Paragraph lineCount={8} animated />
        </div>
      </div>
    );
  }
  return <WorkOrderView w={detail.data} />;
}

function WorkOrderView({ w }: { w: WorkOrderDetail }) {
  const { t } = useTranslation('accident');
  const progress = useUpdateProgress();
  const vehicles = useTowVehicles();
  const free = (vehicles.data?.wsWorkSheetVo ?? []).filter((v) => v.state === 'idle');
  const [picked, setPicked] = useState<string | null>(null);
  const vehicleNo = w.vehicleNo || picked || free[0]?.vehicleNo || '';
  const active = w.actionable && ['accepted', 'departed', 'arrived', 'inService'].includes(w.status);
  const relay = useRescuerCallRelay(w.subTicketId, w.status, active);
  const relayNumber = active ? (relay.data?.relayNumber ?? null) : null;
  const { pending } = usePositionReporter(
    active ? { ticketId: w.ticketId, subTicketId: w.subTicketId, vehicleNo } : null,
  );
  const steps = (w.actionable ? (nextSteps[w.status] ?? []) : []).filter(
    (s) => w.meetingConfirmed || !needsMeeting.includes(s.step),
  );

  const go: Go = (step, extra = {}) => {
    void currentPosition({ lng: w.place.lng, lat: w.place.lat }).then((at) =>
      progress.mutate(
        { ticketId: w.ticketId, subTicketId: w.subTicketId, vehicleNo, step, ...at, ...extra },
        {
          onSuccess: (d) =>
            showToast(
              step === 'accepted'
                ? t('work.accepted')
                : step === 'declined'
                  ? t('work.declined')
                  : step === 'met'
                    ? t('work.met')
                    : t('work.moved', { status: t(`status.${d.status}`) }),
            ),
        },
      ),
    );
  };

  return (
    <div className="rc-acc" data-testid="work-order">
      <section className="rc-acc-card">
        <div className="rc-acc-item__head">
          <b>{w.faultType}</b>
          <StatusBadge status={w.status} />
        </div>
        <dl className="rc-facts">
          <dt>{t('work.place')}</dt>
          <dd>{w.place.address}</dd>
          {w.destination ? (
            <>
              <dt>{t('work.destination')}</dt>
              <dd>{w.destination.address}</dd>
            </>
          ) : null}
          <dt>{t('work.customer')}</dt>
          <dd>{w.customerName}</dd>
          <dt>{t('work.mobile')}</dt>
          <dd>
            {w.customerMobile}
            {relayNumber ? (
              <a
                className="rc-acc-call"
                href={`tel:${relayNumber}`}
                aria-label={t('work.callCustomer')}
                data-testid="work-call"
              >
                {t('work.call')}
              </a>
            ) : null}
          </dd>
          <dt>{t('work.plate')}</dt>
          <dd>
            <span className="rc-acc-plate">{w.plateNumber}</span>
          </dd>
          {w.customerRemark ? (
            <>
              <dt>{t('work.remark')}</dt>
              <dd>{w.customerRemark}</dd>
            </>
          ) : null}
          <dt>{t('work.ticket')}</dt>
          <dd>{w.ticketId}</dd>
          {w.vehicleNo ? (
            <>
              <dt>{t('work.vehicle')}</dt>
              <dd>{w.vehicleNo}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <OfferNotice w={w} go={go} busy={progress.isPending} />
      {w.outcome ? (
        <section className="rc-acc-card" data-testid="work-outcome">
          <h2>{t(`work.outcome.${w.outcome}`)}</h2>
          {w.outcomeReason ? <p className="rc-acc-note">{w.outcomeReason}</p> : null}
        </section>
      ) : null}
      <MeetingStep w={w} go={go} busy={progress.isPending} />
      {w.status === 'offered' ? (
        <section className="rc-acc-card">
          <h2>{t('work.pickVehicle')}</h2>
          {vehicles.data && free.length === 0 ? (
            <p className="rc-acc-note" style={{ margin: '0 0 8px' }}>
              {t('work.noFreeVehicle')} <Link to={pathTo('/accident/car')}>{t('home.cars')}</Link>
            </p>
          ) : null}
          <div className="rc-acc-chips">
            {free.map((v) => (
              <button
                key={v.vehicleNo}
                type="button"
                className="rc-acc-chip"
                aria-pressed={vehicleNo === v.vehicleNo}
                onClick={() => setPicked(v.vehicleNo)}
              >
                {v.vehicleNo} · {v.vehicleType}
              </button>
            ))}
          </div>
        </section>
      ) : null}

      {active ? (
        <section className="rc-acc-card">
          <ul className="rc-acc-menu">
            <li>
              <Link to={pathTo('/accident/getaddress', { search: { ticketId: w.ticketId } })}>
                {t('work.address')}
              </Link>
            </li>
            {['accepted', 'departed'].includes(w.status) ? (
              <li>
                <Link
                  to={pathTo('/accident/reassignment', {
                    search: { ticketId: w.ticketId, subTicketId: w.subTicketId },
                  })}
                >
                  {t('work.reassign')}
                </Link>
              </li>
            ) : null}
          </ul>
          <p className="rc-acc-note">{pending ? t('work.pending') : t('work.reporting')}</p>
        </section>
      ) : null}

      <PhotoStrip w={w} />

      <section className="rc-acc-card">
        <h2>{t('work.history')}</h2>
        <ul className="rc-acc-history">
          {[...w.history].reverse().map((h) => (
            <li key={`${h.status}-${h.at}-${h.note}`}>
              <span>
                {h.note === 'met'
                  ? t('work.met')
                  : h.note.startsWith('urged')
                    ? t('work.urgedNote')
                    : t(`status.${h.status}`)}
              </span>
              <time dateTime={h.at}>{formatMonthDayTime(h.at)}</time>
            </li>
          ))}
        </ul>
      </section>

      {steps.length > 0 ? (
        <div className="rc-acc-actions">
          {steps.map((s) => (
            <button
              key={s.step}
              type="button"
              className="rc-form-primary"
              disabled={progress.isPending || (s.step === 'accepted' && !vehicleNo)}
              onClick={() => go(s.step)}
              data-testid={`work-step-${s.step}`}
            >
              {t(`work.${s.label}`)}
            </button>
          ))}
        </div>
      ) : null}
      <UnsuccessfulStep w={w} go={go} busy={progress.isPending} />
    </div>
  );
}
