import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { yuan } from '../../../shared/service-form/pick-text.js';
import { useServiceFormOrder } from '../api/service-form-order.js';
import { CancelSheet } from './cancel-sheet.js';
import { StatusTag } from './status-tag.js';
import { StatusTimeline } from './status-timeline.js';
import { ServiceGlyph } from './service-glyph.js';
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
  if (order.isPending) {
    return (
      <div className="rc-order-page rc-order-page--center">
        <DotLoading color="primary" />
      </div>
    );
  }
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
      <section className={`rc-order-hero rc-order-hero--${o.status}`}>
        <ServiceGlyph serviceType={o.serviceType} />
        <div>
          <h1 className="rc-order-hero__title">{o.title}</h1>
          <StatusTag status={o.status} />
        </div>
      </section>
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
            <strong>{o.quote.payableFen > 0 ? yuan(o.quote.payableFen) : tOrder('detail.free')}</strong>
          </p>
        </section>
        <section className="rc-svc-card">
          <StatusTimeline history={o.history} />
        </section>
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
