import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import type { MerchantBooking } from '@rc/contract';
import { showToast } from '../../../shared/ui/overlays.js';
import { useAcceptBooking } from '../api/bookings.js';
import { formatDateTime } from '../../../shared/format/format.js';

/**
 * One booking at the merchant's store: service, time, plate and the contact
 * (masked), and the accept button while it waits. Serving it is scanning the customer's code on the home screen.
 */
export function BookingCard({ booking }: { booking: MerchantBooking }) {
  const { t } = useTranslation('merchant');
  const accept = useAcceptBooking();
  return (
    <article className="rc-m-order" data-testid="merchant-booking">
      <header>
        <strong>{booking.serviceTypeName}</strong>
        <span className={`rc-m-state rc-m-state--${booking.status}`} data-testid="booking-status">
          {t(`booking.status.${booking.status}`)}
        </span>
      </header>
      <p>
        {booking.contactShared ? `${booking.contactName} ${booking.contactMobile}` : t('ticket.notShared')}
        {booking.plateNumber ? ` · ${booking.plateNumber}` : ''}
      </p>
      <p>
        {t('booking.at', { time: booking.appointmentAt ? formatDateTime(booking.appointmentAt) : '—' })}
        {booking.remark ? ` · ${booking.remark}` : ''}
      </p>
      <footer>
        <span>{booking.storeName}</span>
        <span>{booking.orderNo}</span>
      </footer>
      {booking.status === 'toAccept' ? (
        <>
          <p className="rc-m-hint">{t('booking.acceptBy', { time: formatDateTime(booking.acceptBy) })}</p>
          <Button
            block
            color="primary"
            loading={accept.isPending}
            data-testid="booking-accept"
            onClick={() => accept.mutate(booking.id, { onSuccess: () => showToast(t('booking.accepted')) })}
          >
            {t('booking.accept')}
          </Button>
        </>
      ) : booking.status === 'accepted' ? (
        <p className="rc-m-hint">{t('booking.scanToServe')}</p>
      ) : null}
    </article>
  );
}
