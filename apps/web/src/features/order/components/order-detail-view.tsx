import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { orderScreenPath, rescueOrderServiceType } from '@rc/contract';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useOrderDetail, type OrderOpener } from '../api/order-detail.js';
import { useServiceFormOrder } from '../api/service-form-order.js';
import { CancelSheet } from './cancel-sheet.js';
import { OrderPhotos } from './order-photos.js';
import { OrderTools } from './order-tools.js';
import { OrderFacts, OrderHero, OrderLoading, OrderProgress, type OrderFact } from './order-summary.js';
import { formatDateTime, formatMoney } from '../../../shared/format/format.js';
import './order.css';
import { pathTo } from '../../../shared/routing/paths.js';

/**
 * The detail of one order: facts, progress, its code, its SMS again, the lent
 * car where there is one, and cancel while it has not started. An `opener`
 * (business type and check value from the address) opens it by order/R00010038.
 */
export function OrderDetailView({ id, opener = null }: { id: string; opener?: OrderOpener | null }) {
  const { t } = useTranslation('order');
  const detail = useOrderDetail(id, opener);
  // A form booking also shows its own answers (labels from its description, personal ones masked).
  const form = useServiceFormOrder(detail.data?.formCode ? id : '');
  const [cancelling, setCancelling] = useState(false);

  if (detail.isPending) return <OrderLoading />;
  if (detail.isError) {
    return (
      <div className="rc-order-page">
        <ErrorBlock status="default" title={t('detail.loadFailed')} description="">
          <Button color="primary" fill="outline" onClick={() => void detail.refetch()}>
            {t('detail.retry')}
          </Button>
        </ErrorBlock>
      </div>
    );
  }
  const o = detail.data;
  // A rescue reached by id (a notice, an old link) is followed on its own screen, with its own rules.
  if (o.serviceType === rescueOrderServiceType) return <Navigate replace to={orderScreenPath(o)} />;
  const live = ['submitted', 'accepted', 'inService', 'toVerify'].includes(o.status);
  const rows: OrderFact[] = [
    [t('detail.ticket'), o.ticketId ?? ''],
    [t('detail.service'), o.serviceTypeName],
    !!o.shopName && [t('detail.shop'), o.shopName],
    !!o.place && [t('detail.address'), o.place.address],
    !!o.plateNumber && [t('detail.plate'), o.plateNumber],
    [t('detail.contact'), `${o.contactName} ${o.contactMobile}`],
    !!o.appointmentAt && [t('detail.appointment'), formatDateTime(o.appointmentAt)],
    [t('detail.placedAt'), formatDateTime(o.createdAt)],
    !!o.remark && [t('detail.remark'), o.remark],
    [t('detail.amount'), o.amount > 0 ? formatMoney(o.amount) : t('detail.free')],
  ];
  return (
    <div className="rc-order-page" data-testid="order-detail">
      <OrderHero serviceType={o.serviceType} title={o.serviceTypeName} status={o.status} />
      {live && o.businessType === 'carWash' ? (
        <Link
          className="rc-order-code-link"
          to={pathTo('/order/washCarErcode/:id', { params: { id: o.id } })}
        >
          <span className="rc-order-code-link__icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
              <path d="M3 3h8v8H3zm2 2v4h4V5zm8-2h8v8h-8zm2 2v4h4V5zM3 13h8v8H3zm2 2v4h4v-4zm10-2h2v2h-2zm2 2h2v2h-2zm-2 2h2v2h-2zm4 0h2v4h-4v-2h2zm-4 2h2v2h-2z" />
            </svg>
          </span>
          {t('detail.showCode')}
        </Link>
      ) : null}
      <OrderFacts rows={rows} />
      {o.readOnly ? null : <OrderTools order={o} />}
      {form.data && form.data.answers.length > 0 ? (
        <section className="rc-order-section" data-testid="order-form-answers">
          <h2 className="rc-order-section__title">{t('detail.answers')}</h2>
          <dl className="rc-order-facts">
            {form.data.answers.map((a) => (
              <div key={a.key}>
                <dt>{a.label}</dt>
                <dd>{a.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {o.images.length > 0 || o.canCancel ? (
        <section className="rc-order-section">
          <h2 className="rc-order-section__title">{t('photos.title')}</h2>
          {o.canCancel ? <p className="rc-order-section__hint">{t('photos.detailHint')}</p> : null}
          {o.canCancel ? (
            <Link
              className="rc-order-section__link"
              to={pathTo('/order/camera', { search: { orderPrimaryId: o.id, primaryCheck: o.primaryCheck } })}
              data-testid="order-camera"
            >
              {t('photos.camera')}
            </Link>
          ) : null}
          <OrderPhotos
            images={o.images}
            editable={o.canCancel}
            orderRef={{ orderPrimaryId: o.id, primaryCheck: o.primaryCheck }}
          />
        </section>
      ) : null}
      <OrderProgress title={t('detail.timeline')} history={o.history} />
      {/* Read through an SMS link (an order pass): the order is shown, no action offered. */}
      {o.readOnly ? null : (
        <div className="rc-order-actions">
          <Link
            className="rc-order-btn"
            to={pathTo('/order/orderquestion', {
              search: { orderPrimaryId: o.id, primaryCheck: o.primaryCheck },
            })}
          >
            {t('detail.ask')}
          </Link>
          {o.canCancel ? (
            <button
              type="button"
              className="rc-order-btn rc-order-btn--danger"
              onClick={() => setCancelling(true)}
            >
              {t('detail.cancel')}
            </button>
          ) : null}
        </div>
      )}
      <CancelSheet
        open={cancelling}
        orderRef={{ orderPrimaryId: o.id, primaryCheck: o.primaryCheck }}
        onClose={() => setCancelling(false)}
      />
    </div>
  );
}
