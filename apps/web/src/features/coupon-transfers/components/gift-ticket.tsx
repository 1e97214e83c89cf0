import { useTranslation } from 'react-i18next';
import type { TransferDetail, TransferSummary } from '@rc/contract';
import { formatDate } from '../../../shared/format/format.js';

/** The gift as a ticket: service, name, uses and state; used by share, claim, details and records. */
export function GiftTicket({
  transfer,
  compact = false,
}: {
  transfer: TransferSummary | TransferDetail;
  compact?: boolean;
}) {
  const { t } = useTranslation('transfer');
  return (
    <div
      className={`rc-gift-ticket rc-gift-ticket--${transfer.state}${compact ? ' rc-gift-ticket--compact' : ''}`}
    >
      <div className="rc-gift-ticket__stub" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28">
          <path
            fill="currentColor"
            d="M20 7h-2.2A3 3 0 0 0 12 3.8 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1h1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8h1a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1Zm-5-2a1 1 0 1 1 0 2h-2V6a1 1 0 0 1 1-1h1ZM8 6a1 1 0 0 1 2 0v1H9a1 1 0 0 1-1-1Zm-3 3h6v1H5V9Zm2 3h4v7H7v-7Zm10 7h-4v-7h4v7Zm2-9h-6V9h6v1Z"
          />
        </svg>
        <strong>×{transfer.quantity}</strong>
      </div>
      <div className="rc-gift-ticket__body">
        <span className="rc-gift-ticket__type">{transfer.serviceTypeName}</span>
        <strong className="rc-gift-ticket__name">{transfer.couponName}</strong>
        <span className="rc-gift-ticket__meta">
          {'validTo' in transfer
            ? t('pick.validTo', { date: formatDate(transfer.validTo) })
            : formatDate(transfer.createdAt)}
        </span>
      </div>
      <span className={`rc-gift-state rc-gift-state--${transfer.state}`}>{t(`state.${transfer.state}`)}</span>
    </div>
  );
}
