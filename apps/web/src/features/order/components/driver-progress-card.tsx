import { useTranslation } from 'react-i18next';
import { useDriverProgress } from '../api/driver-progress.js';
import { fullTime } from './format.js';
import '../i18n/services-register.js';
import './services.css';

/** The designated driver's live progress (driverOrder/R00010065): who, where, and when they arrive. */
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
  if (!p || p.status === 'cancelled' || p.status === 'completed') return null;
  return (
    <section className="rc-svc-card" data-testid="driver-progress">
      <h2 className="rc-svc-subtitle">{t('drive.driver')}</h2>
      {p.driver ? (
        <div className="rc-svc-driver">
          <strong>{p.driver.name}</strong>
          <span>{p.driver.mobile}</span>
          {p.driver.vehicleNo ? <span>{p.driver.vehicleNo}</span> : null}
        </div>
      ) : (
        <p className="rc-svc-lead">{t('drive.waiting')}</p>
      )}
      {p.etaMinutes !== null ? (
        <p className="rc-svc-lead">{t('drive.eta', { minutes: p.etaMinutes })}</p>
      ) : null}
      {p.driverPosition ? (
        <p className="rc-svc-lead">{t('drive.position', { time: fullTime(p.driverPosition.at) })}</p>
      ) : null}
    </section>
  );
}
