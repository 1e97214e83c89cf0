import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDriverProgress } from '../api/driver-progress.js';
import { useDriverTrail } from '../api/driver-trail.js';
import { formatDateTime } from '../../../shared/format/format.js';
import '../i18n/services-register.js';
import './services.css';
import './care.css';

// Leaflet loads only when there is a trail to draw.
const TrailMap = lazy(() => import('./golden-trail-map.js').then((m) => ({ default: m.GoldenTrailMap })));

/**
 * The designated driver's live progress (driverOrder/R00010065): who, where,
 * and when they arrive; while the driver is on the way or driving, their trail
 * on a map (order/R00020066).
 */
export function DriverProgressCard({
  orderPrimaryId,
  primaryCheck,
}: {
  orderPrimaryId: string;
  primaryCheck: string;
}) {
  const { t } = useTranslation('services');
  const progress = useDriverProgress(orderPrimaryId, primaryCheck);
  const p = progress.data;
  const driving = p?.status === 'accepted' || p?.status === 'inService';
  const trail = useDriverTrail(orderPrimaryId, primaryCheck, driving);
  if (!p || p.status === 'cancelled' || p.status === 'completed') return null;
  const points = driving ? (trail.data?.points ?? []) : [];
  return (
    <section className="rc-svc-card" data-testid="driver-progress">
      <h2 className="rc-svc-subtitle">{t('drive.driver')}</h2>
      {p.driver ? (
        <div className="rc-svc-driver">
          <strong>{p.driver.name}</strong>
          <span>{p.driver.mobile}</span>
          {p.driver.vehicleNo ? <span>{t('drive.jobNo', { no: p.driver.vehicleNo })}</span> : null}
        </div>
      ) : (
        <p className="rc-svc-lead">{t('drive.waiting')}</p>
      )}
      {p.etaMinutes !== null ? (
        <p className="rc-svc-lead">
          {/* A booking made for later: the time of arrival reads better than hundreds of minutes. */}
          {p.etaMinutes > 90
            ? t('drive.etaAt', {
                time: formatDateTime(new Date(Date.now() + p.etaMinutes * 60_000).toISOString()),
              })
            : t('drive.eta', { minutes: p.etaMinutes })}
        </p>
      ) : null}
      {p.driverPosition ? (
        <p className="rc-svc-lead">{t('drive.position', { time: formatDateTime(p.driverPosition.at) })}</p>
      ) : null}
      {points.length > 0 ? (
        <div className="rc-svc-trail" data-testid="driver-trail" data-points={points.length}>
          <Suspense fallback={<div className="rc-golden-map" />}>
            <TrailMap points={points} fallback={t('drive.mapUnavailable')} />
          </Suspense>
        </div>
      ) : driving && p.driver && trail.isSuccess ? (
        <p className="rc-svc-lead" data-testid="driver-trail-empty">
          {t('drive.noTrail')}
        </p>
      ) : null}
    </section>
  );
}
