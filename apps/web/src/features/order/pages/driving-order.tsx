import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { appointmentsKey, fetchAppointmentsPage } from '../api/appointments.js';
import { formatDateTime } from '../../../shared/format/format.js';
import '../i18n/services-register.js';
import '../components/order.css';
import '../components/services.css';
import { pathTo } from '../../../shared/routing/paths.js';

const driverServiceType = '6';

/** /order/drivingOrder: the customer's designated-driver bookings (person/R00021013), newest first. */
export function Page() {
  const { t } = useTranslation('services');
  return (
    <div className="rc-order-page rc-svc" data-testid="driving-orders">
      <PagedList
        queryKey={appointmentsKey(driverServiceType)}
        fetchPage={fetchAppointmentsPage(driverServiceType)}
        keyOf={(a) => a.id}
        header={
          <Link className="rc-svc-button rc-svc-button--primary" to={pathTo('/order/replaceDrive')}>
            {t('drive.book')}
          </Link>
        }
        empty={<p className="rc-svc-lead rc-svc-lead--center">{t('drive.empty')}</p>}
        renderItem={(a) => (
          <Link className="rc-svc-item" to={pathTo('/order/driveDetail', { search: { id: a.id } })}>
            <span className="rc-svc-item__head">
              <strong>{formatDateTime(a.appointmentAt)}</strong>
              <span>{t(`appointments.${a.status}`)}</span>
            </span>
            {a.place ? <small>{a.place.address}</small> : null}
          </Link>
        )}
      />
    </div>
  );
}
