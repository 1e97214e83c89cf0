import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Popup from 'antd-mobile/es/components/popup';
import Button from 'antd-mobile/es/components/button';
import Stepper from 'antd-mobile/es/components/stepper';
import Selector from 'antd-mobile/es/components/selector';
import type { MerchantOrderDetail, MerchantTicket } from '@rc/contract';
import { useVerify } from '../api/verify.js';
import { newIdempotencyKey } from '../../../shared/api/idempotency-key.js';

/**
 * The confirm sheet: what will be redeemed, the count for a multi-use coupon
 * and the store; one idempotency key per opening, so a retried tap (or a
 * retried request) never redeems twice.
 */
export function ConfirmSheet({
  ticket,
  presented,
  open,
  onClose,
  onDone,
}: {
  ticket: MerchantTicket;
  /** What the counter was shown (a signed order QR is the proof for an order booked at no store). */
  presented?: string;
  open: boolean;
  onClose: () => void;
  onDone: (order: MerchantOrderDetail) => void;
}) {
  const { t } = useTranslation('merchant');
  const [count, setCount] = useState(1);
  const [storeId, setStoreId] = useState(ticket.stores[0]?.id ?? '');
  const [key] = useState(newIdempotencyKey);
  const verify = useVerify();
  const max = Math.max(1, ticket.kind === 'order' ? ticket.usesLeft : ticket.usesLeft);
  const n = ticket.kind === 'order' ? ticket.usesLeft : count;
  return (
    <Popup visible={open} onMaskClick={onClose} bodyClassName="rc-m-sheet" destroyOnClose>
      <h3 className="rc-m-sheet__title">{t('confirm.title')}</h3>
      <p className="rc-m-sheet__sub">{t('confirm.willRedeem')}</p>
      <div className="rc-m-sheet__what">
        <strong>{ticket.couponName}</strong>
        <span>
          {ticket.customerName} {ticket.customerMobile}
        </span>
      </div>
      {ticket.kind === 'coupon' && ticket.usesLeft > 1 ? (
        <div className="rc-m-sheet__row">
          <span>{t('confirm.count')}</span>
          <Stepper min={1} max={max} value={count} onChange={(v) => setCount(v)} data-testid="redeem-count" />
        </div>
      ) : null}
      {ticket.stores.length > 1 ? (
        <div className="rc-m-sheet__block">
          <span>{t('confirm.store')}</span>
          <Selector
            columns={1}
            options={ticket.stores.map((s) => ({ label: s.name, value: s.id }))}
            value={[storeId]}
            onChange={(v) => setStoreId(v[0] ?? storeId)}
          />
        </div>
      ) : null}
      <div className="rc-m-sheet__actions">
        <Button onClick={onClose}>{t('confirm.cancel')}</Button>
        <Button
          color="primary"
          loading={verify.isPending}
          data-testid="redeem-confirm"
          onClick={() =>
            verify.mutate(
              {
                action: 'redeem',
                ticketId: presented || ticket.ticketId,
                idempotencyKey: key,
                count: n,
                ...(storeId ? { storeId } : {}),
              },
              { onSuccess: onDone },
            )
          }
        >
          {t('confirm.confirm', { count: n })}
        </Button>
      </div>
    </Popup>
  );
}
