import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderScreenPath, type OrderSummary } from '@rc/contract';
import { StatusTag } from './status-tag.js';
import { formatMonthDayTime } from '../../../shared/format/format.js';
import { ServiceGlyph } from './service-glyph.js';
import { pathTo } from '../../../shared/routing/paths.js';

/** One order in the ongoing or ended list. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('order');
  // A rescue opens its live progress screen, not the common detail.
  const screen = orderScreenPath(order);
  const showCode =
    order.businessType === 'carWash' &&
    ['submitted', 'accepted', 'inService', 'toVerify'].includes(order.status);
  return (
    <article className="rc-order-card" data-testid="order-card" data-order-id={order.id}>
      <Link className="rc-order-card__main" to={screen}>
        <header className="rc-order-card__head">
          <ServiceGlyph serviceType={order.serviceType} />
          <strong className="rc-order-card__name">{order.serviceTypeName}</strong>
          <StatusTag status={order.status} />
        </header>
        {order.shopName ? <p className="rc-order-card__shop">{order.shopName}</p> : null}
        <dl className="rc-order-card__facts">
          {order.appointmentAt ? (
            <div>
              <dt className="rc-visually-hidden">{t('detail.appointment')}</dt>
              <dd>{t('list.appointment', { time: formatMonthDayTime(order.appointmentAt) })}</dd>
            </div>
          ) : null}
          {order.plateNumber ? (
            <div>
              <dt className="rc-visually-hidden">{t('detail.plate')}</dt>
              <dd>{t('list.plate', { plate: order.plateNumber })}</dd>
            </div>
          ) : null}
          <div>
            <dt className="rc-visually-hidden">{t('detail.placedAt')}</dt>
            <dd>{t('list.placedAt', { time: formatMonthDayTime(order.createdAt) })}</dd>
          </div>
        </dl>
      </Link>
      <footer className="rc-order-card__foot">
        <span className="rc-order-card__ticket">{t('list.ticket', { id: order.ticketId ?? '' })}</span>
        {showCode ? (
          <Link
            className="rc-order-btn rc-order-btn--primary"
            to={pathTo('/order/washCarErcode/:id', { params: { id: order.id } })}
          >
            {t('list.showCode')}
          </Link>
        ) : (
          <Link className="rc-order-btn" to={screen}>
            {t('list.view')}
          </Link>
        )}
      </footer>
    </article>
  );
}
