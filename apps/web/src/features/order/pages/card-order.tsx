import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Button from 'antd-mobile/es/components/button';
import { useCardOrder } from '../api/card-order.js';
import { StatusTag } from '../components/status-tag.js';
import { StatusTimeline } from '../components/status-timeline.js';
import { CancelSheet } from '../components/cancel-sheet.js';
import { formatDate, formatDateTime, formatYuan } from '../../../shared/format/format.js';
import { OrderLoading } from '../components/order-summary.js';
import '../i18n/register.js';
import '../components/order.css';

/** /order/cardOrder?id=: a card ordered with a right (cardorder/R00040014). */
export function Page() {
  const { t } = useTranslation('order');
  const [params] = useSearchParams();
  const id = params.get('id') ?? params.get('orderPrimaryId') ?? '';
  const card = useCardOrder(id);
  const [cancelling, setCancelling] = useState(false);
  if (!id) return <ErrorBlock status="empty" title={t('detail.loadFailed')} description="" />;
  if (card.isPending) return <OrderLoading />;
  if (card.isError) return <ErrorBlock status="default" title={t('detail.loadFailed')} description="" />;
  const c = card.data;
  const rows: [string, string][] = [
    [t('card.cardNo'), c.cardNo ?? t('card.pending')],
    [t('card.holder'), c.holderName],
    ...(c.balance !== null
      ? ([[t('card.balance'), t('card.yuan', { value: formatYuan(c.balance) })]] as [string, string][])
      : []),
    ...(c.activatedAt
      ? ([[t('card.activatedAt'), formatDateTime(c.activatedAt)]] as [string, string][])
      : []),
    ...(c.validTo ? ([[t('card.validTo'), formatDate(c.validTo)]] as [string, string][]) : []),
  ];
  return (
    <div className="rc-order-page">
      <section className="rc-order-hero">
        <div>
          <h1 className="rc-order-hero__title">{c.cardName}</h1>
          <StatusTag status={c.status} />
        </div>
      </section>
      <section className="rc-order-section">
        <dl className="rc-order-facts">
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="rc-order-section">
        <h2 className="rc-order-section__title">{t('detail.timeline')}</h2>
        <StatusTimeline history={c.history} />
      </section>
      {c.canCancel ? (
        <section className="rc-order-section">
          <p className="rc-order-section__hint">{t('card.cancelHint')}</p>
          <Button
            block
            shape="rounded"
            color="danger"
            fill="outline"
            data-testid="card-order-cancel"
            onClick={() => setCancelling(true)}
          >
            {t('card.cancel')}
          </Button>
          <CancelSheet
            open={cancelling}
            orderRef={{ orderPrimaryId: c.orderPrimaryId, primaryCheck: c.primaryCheck }}
            onClose={() => setCancelling(false)}
          />
        </section>
      ) : null}
    </div>
  );
}
