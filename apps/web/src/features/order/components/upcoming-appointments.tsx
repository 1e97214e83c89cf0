import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appointmentsKey, fetchAppointmentsPage } from '../api/appointments.js';
import { formatDateTime } from '../../../shared/format/format.js';
import '../i18n/services-register.js';
import './services.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** The customer's booked appointments of a service (person/R00021013), above its booking form. */
export function UpcomingAppointments({ serviceType }: { serviceType: string }) {
  const { t } = useTranslation('services');
  const page = useQuery({
    queryKey: [...appointmentsKey(serviceType), 'first'],
    queryFn: ({ signal }) => fetchAppointmentsPage(serviceType)(1, signal),
  });
  const booked = (page.data?.list ?? []).filter((a) => a.status === 'booked').slice(0, 3);
  if (booked.length === 0) return null;
  return (
    <section className="rc-svc-card rc-svc-upcoming" data-testid="upcoming-appointments">
      <h2 className="rc-svc-subtitle">{t('appointments.title')}</h2>
      <ul>
        {booked.map((a) => (
          <li key={a.id}>
            <Link to={pathTo('/order/checkDetail/:id', { params: { id: a.id } })}>
              <span>{formatDateTime(a.appointmentAt)}</span>
              <span>{t('appointments.booked')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
