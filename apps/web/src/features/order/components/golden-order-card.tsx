import { useTranslation } from 'react-i18next';
import type { GoldenOrder } from '@rc/contract';
import { StatusTag } from './status-tag.js';
import { formatMonthDayTime } from '../../../shared/format/format.js';

/** One gold-service order in the list; tapping it opens its progress. */
export function GoldenOrderCard({ order, onTrack }: { order: GoldenOrder; onTrack: () => void }) {
  const { t } = useTranslation('orderCare');
  return (
    <article className="rc-golden-card" data-testid="golden-card" data-order-id={order.id}>
      <header className="rc-golden-card__head">
        <strong>{order.serviceTypeName}</strong>
        <StatusTag status={order.status} />
      </header>
      <p className="rc-golden-card__item">{order.item}</p>
      {order.appointmentAt ? (
        <p>{t('golden.appointment', { time: formatMonthDayTime(order.appointmentAt) })}</p>
      ) : null}
      {order.plateNumber ? <p>{t('golden.plate', { plate: order.plateNumber })}</p> : null}
      <p>{t('golden.placedAt', { time: formatMonthDayTime(order.createdAt) })}</p>
      <footer className="rc-golden-card__foot">
        <span>{t('golden.ticket', { id: order.ticketId })}</span>
        <button type="button" className="rc-care-btn rc-care-btn--primary" onClick={onTrack}>
          {t('golden.track')}
        </button>
      </footer>
    </article>
  );
}
