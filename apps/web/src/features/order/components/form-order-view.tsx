import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { formatMoney } from '../../../shared/format/format.js';
import { useServiceFormOrder } from '../api/service-form-order.js';
import { CancelSheet } from './cancel-sheet.js';
import { OrderHero, OrderLoading, OrderProgress } from './order-summary.js';
import '../i18n/register.js';
import '../i18n/services-register.js';
import './order.css';
import './services.css';

/**
 * A form-based order as its owner follows it (orderNew/formOrder): the
 * answers in words, the price, the progress, and cancel before it starts.
 * `extra` sits under the header (the designated driver's live progress).
 */
export function FormOrderView({
  id,
  extra,
}: {
  id: string;
  extra?: (o: { primaryCheck: string }) => ReactNode;
}) {
  const { t } = useTranslation('services');
  const { t: tOrder } = useTranslation('order');
  const order = useServiceFormOrder(id);
  const [cancelling, setCancelling] = useState(false);
  if (order.isPending) return <OrderLoading />;
  if (order.isError) {
    return (
      <div className="rc-order-page">
        <ErrorBlock status="default" title={t('loadFailed')} description="">
          <Button color="primary" fill="outline" onClick={() => void order.refetch()}>
            {t('retry')}
          </Button>
        </ErrorBlock>
      </div>
    );
  }
  const o = order.data;
  return (
    <div className="rc-order-page" data-testid="form-order">
      <OrderHero serviceType={o.serviceType} title={o.title} status={o.status} />
      <div className="rc-svc">
        {extra?.({ primaryCheck: o.primaryCheck })}
        <section className="rc-svc-card">
          <h2 className="rc-svc-subtitle">{t('answers')}</h2>
          <dl className="rc-svc-rows">
            <div>
              <dt>{t('ticket')}</dt>
              <dd>{o.ticketId}</dd>
            </div>
            {o.answers.map((a) => (
              <div key={a.key}>
                <dt>{a.label}</dt>
                <dd>{a.text}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="rc-svc-card rc-sf-price">
          <p>
            <span>{tOrder('detail.amount')}</span>
            <strong>
              {o.quote.payableFen > 0 ? formatMoney(o.quote.payableFen) : tOrder('detail.free')}
            </strong>
          </p>
        </section>
        <OrderProgress history={o.history} className="rc-svc-card" />
        {o.canCancel ? (
          <Button block shape="rounded" onClick={() => setCancelling(true)} data-testid="form-order-cancel">
            {tOrder('detail.cancel')}
          </Button>
        ) : null}
      </div>
      <CancelSheet
        open={cancelling}
        orderRef={{ orderPrimaryId: o.orderPrimaryId, primaryCheck: o.primaryCheck }}
        onClose={() => {
          setCancelling(false);
          void order.refetch();
        }}
      />
    </div>
  );
}
