import { useTranslation } from 'react-i18next';
import type { MerchantTicket } from '@rc/contract';
import { formatDate } from '../../../shared/format/format.js';

/** What the customer presented: service, holder (masked), validity and uses left. */
export function TicketCard({ ticket }: { ticket: MerchantTicket }) {
  const { t } = useTranslation('merchant');
  // A ticket not for this store carries nothing of the customer: only the service is shown.
  const foreign = ticket.state === 'notForThisMerchant';
  const owner = ticket.customerName || ticket.customerMobile;
  const rows: [string, string][] = [[t('ticket.service'), ticket.serviceTypeName || ticket.couponName]];
  if (!foreign) {
    rows.push([
      t('ticket.owner'),
      owner ? `${ticket.customerName} ${ticket.customerMobile}` : t('ticket.notShared'),
    ]);
  }
  if (ticket.validFrom && ticket.validTo) {
    rows.push([t('ticket.validity'), `${formatDate(ticket.validFrom)} ~ ${formatDate(ticket.validTo)}`]);
  }
  if (!foreign) {
    rows.push([
      t('ticket.usesLeft'),
      t('ticket.usesValue', { left: ticket.usesLeft, total: ticket.quantity }),
    ]);
  }
  if (ticket.plateNumber) rows.push([t('ticket.plate'), ticket.plateNumber]);
  return (
    <section className="rc-m-ticket" data-testid="merchant-ticket">
      <header className="rc-m-ticket__head">
        <div>
          <strong>{ticket.couponName}</strong>
          <small>
            {ticket.kind === 'order' ? `${t('ticket.orderTicket')} ` : ''}
            {ticket.ticketId}
          </small>
        </div>
        <span className={`rc-m-state rc-m-state--${ticket.state}`}>{t(`ticket.state.${ticket.state}`)}</span>
      </header>
      <dl className="rc-m-rows">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
