import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QRCodeSVG } from 'qrcode.react';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useOrderDetail } from '../api/order-detail.js';
import { useOrderQr } from '../api/order-qr-code.js';
import { StatusTag } from '../components/status-tag.js';
import { readable } from '../components/status-timeline.js';
import { formatDateTime } from '../../../shared/format/format.js';
import { OrderLoading } from '../components/order-summary.js';
import '../i18n/register.js';
import '../components/order.css';
import { pathTo } from '../../../shared/routing/paths.js';

function useSecondsLeft(
  expiresAt: string | undefined,
  refreshAfter: number | undefined,
  fetchedAt: number,
): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!expiresAt || !refreshAfter) return 0;
  return Math.max(0, Math.ceil((fetchedAt + refreshAfter * 1000 - now) / 1000));
}

/** /order/washCarErcode/:id: the car-wash service code, refreshed before it lapses (order/R00010039). */
export function Page() {
  const { t } = useTranslation('order');
  const { id = '' } = useParams();
  const detail = useOrderDetail(id);
  const live = detail.data && ['submitted', 'accepted', 'inService', 'toVerify'].includes(detail.data.status);
  const qr = useOrderQr(
    live && detail.data ? { orderPrimaryId: detail.data.id, primaryCheck: detail.data.primaryCheck } : null,
  );
  const seconds = useSecondsLeft(qr.data?.expiresAt, qr.data?.refreshAfterSeconds, qr.dataUpdatedAt);

  if (detail.isPending) return <OrderLoading />;
  if (detail.isError) return <ErrorBlock status="default" title={t('detail.loadFailed')} description="" />;
  const o = detail.data;
  const cancelled = [...o.history].reverse().find((e) => e.status === 'cancelled')?.note ?? '';
  const cancelNote = cancelled && readable(cancelled) ? cancelled : '';
  return (
    <div className="rc-order-page">
      <section className="rc-order-hero">
        <div>
          <h1 className="rc-order-hero__title">{t('qr.title')}</h1>
          <StatusTag status={o.status} />
        </div>
      </section>
      <div className="rc-qr-card" data-testid="wash-qr">
        <h2 className="rc-qr-card__shop">{o.shopName ?? o.serviceTypeName}</h2>
        {o.appointmentAt ? <p className="rc-qr-card__meta">{formatDateTime(o.appointmentAt)}</p> : null}
        {live ? (
          <>
            <p className="rc-qr-card__lead">{t('qr.lead')}</p>
            <div className="rc-qr-card__code" aria-label={t('qr.title')} data-qr={qr.data?.qrContent ?? ''}>
              {qr.data ? (
                <QRCodeSVG value={qr.data.qrContent} size={200} level="M" data-testid="qr-svg" />
              ) : (
                <div style={{ width: 200, height: 200, display: 'grid', placeItems: 'center' }}>
                  <DotLoading color="primary" />
                </div>
              )}
            </div>
            <p className="rc-qr-card__ticket">{t('qr.ticket', { id: o.ticketId ?? '' })}</p>
            <p className="rc-qr-card__meta">
              {seconds > 0 ? t('qr.expiresIn', { seconds }) : ''} · {t('qr.screenshot')}
            </p>
            <button type="button" className="rc-order-btn" onClick={() => void qr.refetch()}>
              {t('qr.refresh')}
            </button>
          </>
        ) : o.status === 'cancelled' ? (
          // A booking the store did not take in time (or one the customer cancelled): said in words, with why.
          <div className="rc-qr-card__lead" data-testid="qr-cancelled">
            <p>{t('qr.cancelled')}</p>
            {cancelNote ? <p className="rc-qr-card__meta">{cancelNote}</p> : null}
          </div>
        ) : (
          <p className={o.status === 'completed' ? 'rc-qr-done' : 'rc-qr-card__lead'}>
            {o.status === 'completed' ? t('qr.verified') : t('qr.notAvailable')}
          </p>
        )}
      </div>
      <div className="rc-order-actions" style={{ justifyContent: 'center' }}>
        <Link className="rc-order-btn" to={pathTo('/order/checkDetail/:id', { params: { id: o.id } })}>
          {t('list.view')}
        </Link>
        <Link className="rc-order-btn rc-order-btn--primary" to={pathTo('/order/list')}>
          {t('qr.toOrders')}
        </Link>
      </div>
    </div>
  );
}
