import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../i18n/network-register.js';
import './network.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** The way from a service's own screen to booking it at a partner store (/order/writeorder). */
export function StoreBookingLink({ serviceType }: { serviceType: string }) {
  const { t } = useTranslation('orderNetwork');
  return (
    <Link
      className="rc-store-booking"
      to={pathTo('/order/writeorder', { search: { serviceType } })}
      data-testid="book-at-store"
    >
      <span className="rc-store-booking__body">
        <strong>{t('service.bookAtStore')}</strong>
        <small>{t('service.bookAtStoreLead')}</small>
      </span>
      <span className="rc-place-pick__arrow" aria-hidden="true" />
    </Link>
  );
}
