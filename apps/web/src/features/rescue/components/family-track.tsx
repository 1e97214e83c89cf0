import { useTranslation } from 'react-i18next';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { SharedRescue } from '@rc/contract';
import { useSharedRescue } from '../api/shared-rescue.js';
import { useMapConfig } from '../api/map-config.js';
import { TrackMap } from './track-map.js';
import { isFaultCode } from './faults.js';
import '../i18n/register.js';
import { formatKm } from '../../../shared/format/format.js';

/**
 * The read-only view behind a family tracking link: where the truck is, how
 * far and how long, and what happened so far. No numbers, no buttons that act.
 */
export function FamilyTrack({ code }: { code: string }) {
  const { t } = useTranslation('rescue');
  const shared = useSharedRescue(code);
  if (shared.isError) {
    return (
      <div className="rc-rescue" data-testid="rescue-family">
        <ErrorBlock status="default" title={t('track.ended')} description="" />
      </div>
    );
  }
  if (!shared.data) {
    return (
      <div className="rc-rescue">
        <div className="rc-rescue-card">
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      </div>
    );
  }
  return <FamilyView s={shared.data} />;
}

function FamilyView({ s }: { s: SharedRescue }) {
  const { t } = useTranslation('rescue');
  const map = useMapConfig();
  const fault = isFaultCode(s.faultType) ? t(`fault.${s.faultType}`) : s.faultType;
  const stage = (['offered', 'accepted', 'departed', 'arrived', 'inService', 'finished'] as const).find(
    (x) => x === s.stage,
  );
  const hasPlace = s.customerPlace.lng !== 0 || s.customerPlace.lat !== 0;
  return (
    <div className="rc-rescue" data-testid="rescue-family">
      <section className="rc-rescue-card" data-testid="rescue-stage">
        <h2>{t('track.title')}</h2>
        <p className="rc-rescue-hint">{t('track.lead', { fault })}</p>
        <p className="rc-rescue-stage">{t(`stage.${stage ?? 'offered'}`)}</p>
        {s.etaMinutes !== null ? (
          <div className="rc-rescue-eta">
            <span>{t('follow.eta', { minutes: s.etaMinutes })}</span>
            {s.distanceMeters !== null ? (
              <span>{t('follow.distance', { km: formatKm(s.distanceMeters) })}</span>
            ) : null}
          </div>
        ) : null}
      </section>
      {hasPlace ? (
        <TrackMap
          tileUrl={map.data?.tileUrl ?? ''}
          customer={s.customerPlace}
          truck={s.rescuerPosition}
          trail={s.trail}
          labels={{ you: t('follow.place'), truck: s.vehicleNo ?? t('follow.truck') }}
        />
      ) : null}
      {s.rescuerName ? (
        <section className="rc-rescue-card">
          <div className="rc-rescue-person">
            <span className="rc-rescue-avatar" aria-hidden="true">
              {s.rescuerName.slice(0, 1)}
            </span>
            <div className="rc-rescue-person__text">
              <b>{s.rescuerName}</b>
              <span>
                {t('follow.vehicle')} <span className="rc-rescue-plate">{s.vehicleNo}</span>
              </span>
            </div>
          </div>
        </section>
      ) : null}
      <section className="rc-rescue-card">
        <dl className="rc-facts">
          <dt>{t('follow.place')}</dt>
          <dd>{s.customerPlace.address}</dd>
          {s.destination ? (
            <>
              <dt>{t('follow.destination')}</dt>
              <dd>{s.destination.address}</dd>
            </>
          ) : null}
        </dl>
        <p className="rc-rescue-hint">{t('track.refreshing')}</p>
      </section>
    </div>
  );
}
