import { useTranslation } from 'react-i18next';
import type { RescueFollow } from '@rc/contract';
import { isFaultCode } from './faults.js';
import { useCustomerCallRelay } from '../api/call-relay.js';
import type { RescueRef } from '../api/follow-rescue.js';
import '../i18n/register.js';
import { formatKm, formatMonthDayTime } from '../../../shared/format/format.js';

const stages = [
  'offered',
  'accepted',
  'departed',
  'arrived',
  'inService',
  'finished',
  'reassigned',
  'cancelled',
] as const;
type Stage = (typeof stages)[number];
function stageOf(s: string): Stage {
  return (stages as readonly string[]).includes(s) ? (s as Stage) : 'offered';
}

/** Where the rescue stands, in one sentence, with the arrival estimate. */
export function StageHeadline({ follow }: { follow: RescueFollow }) {
  const { t } = useTranslation('rescue');
  const stage = follow.status === 'cancelled' ? null : stageOf(follow.stage);
  return (
    <section className="rc-rescue-card" data-testid="rescue-stage">
      <p className="rc-rescue-stage">{stage ? t(`stage.${stage}`) : t('status.cancelled')}</p>
      {follow.etaMinutes !== null ? (
        <div className="rc-rescue-eta">
          <EtaText minutes={follow.etaMinutes} />
          {follow.distanceMeters !== null ? (
            <span>{t('follow.distance', { km: formatKm(follow.distanceMeters) })}</span>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** "About 5 minutes" with the number set large, wherever the language puts it. */
function EtaText({ minutes }: { minutes: number }) {
  const { t } = useTranslation('rescue');
  const mark = '\u0000';
  const [before = '', after = ''] = t('follow.eta', { minutes: mark }).split(mark);
  return (
    <span>
      {before}
      <strong>{minutes}</strong>
      {after}
    </span>
  );
}

/** The rescuer and their truck, once someone has accepted, with a masked call while the job is open. */
export function RescuerCard({ follow, rescueRef }: { follow: RescueFollow; rescueRef: RescueRef }) {
  const { t } = useTranslation('rescue');
  const open = follow.status !== 'completed' && follow.status !== 'cancelled';
  const relay = useCustomerCallRelay(rescueRef, `${follow.status}:${follow.stage}`, open && !!follow.rescuer);
  const relayNumber = open ? (relay.data?.relayNumber ?? null) : null;
  if (!follow.rescuer) return null;
  return (
    <section className="rc-rescue-card" data-testid="rescue-rescuer">
      <div className="rc-rescue-person">
        <span className="rc-rescue-avatar" aria-hidden="true">
          {follow.rescuer.name.slice(0, 1)}
        </span>
        <div className="rc-rescue-person__text">
          <b>{follow.rescuer.name}</b>
          <span>
            {t('follow.vehicle')} <span className="rc-rescue-plate">{follow.rescuer.vehicleNo}</span>
          </span>
        </div>
        {relayNumber ? (
          <a
            className="rc-rescue-call"
            href={`tel:${relayNumber}`}
            aria-label={t('follow.callRescuer')}
            data-testid="rescue-call"
          >
            {t('follow.call')}
          </a>
        ) : null}
      </div>
      {relayNumber ? <p className="rc-rescue-hint">{t('follow.callHint')}</p> : null}
    </section>
  );
}

export function RescueFacts({ follow }: { follow: RescueFollow }) {
  const { t } = useTranslation('rescue');
  return (
    <section className="rc-rescue-card">
      <dl className="rc-facts">
        <dt>{t('follow.fault')}</dt>
        <dd>{isFaultCode(follow.faultType) ? t(`fault.${follow.faultType}`) : follow.faultType}</dd>
        <dt>{t('application.plate')}</dt>
        <dd>{follow.plateNumber}</dd>
        <dt>{t('follow.place')}</dt>
        <dd>{follow.customerPlace.address}</dd>
        {follow.destination ? (
          <>
            <dt>{t('follow.destination')}</dt>
            <dd>{follow.destination.address}</dd>
          </>
        ) : null}
        <dt>{t('application.coverTitle')}</dt>
        <dd>
          {follow.freeTowKm > 0 ? t('follow.freeTow', { km: follow.freeTowKm }) : t('follow.noFreeTow')}
        </dd>
      </dl>
    </section>
  );
}

/** The order's history, newest first. */
export function RescueTimeline({ follow }: { follow: RescueFollow }) {
  const { t } = useTranslation('rescue');
  const events = [...follow.history].reverse();
  return (
    <section className="rc-rescue-card" data-testid="rescue-timeline">
      <h2>{t('follow.timeline')}</h2>
      <ol className="rc-rescue-timeline">
        {events.map((e) => (
          <li key={`${e.status}-${e.at}`}>
            {t(`follow.history.${e.status}`)}
            <time dateTime={e.at}>{formatMonthDayTime(e.at)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
