import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import Popup from 'antd-mobile/es/components/popup';
import TextArea from 'antd-mobile/es/components/text-area';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { UploadedImage } from '@rc/contract';
import { showToast } from '../../../shared/ui/overlays.js';
import { useOrderDetail, useTicketDetail } from '../api/ticket-detail.js';
import { useVerify } from '../api/verify.js';
import { TicketCard } from '../components/ticket-card.js';
import { PhotoUploader } from '../components/photo-uploader.js';
import { CustomerPhotos } from '../components/customer-photos.js';
import { formatDateTime, formatTime, formatYuan } from '../../../shared/format/format.js';
import '../i18n/register.js';
import '../components/merchant.css';

/**
 * /merchant/workOrderVerificationDetails?ticketid=&id=: the ticket, the order
 * (this merchant's redemption), photos and completion, and undo within 30 minutes.
 */
export function Page() {
  const { t } = useTranslation('merchant');
  const [params] = useSearchParams();
  const ticketid = params.get('ticketid') ?? '';
  const id = params.get('id') ?? '';
  const ticket = useTicketDetail(ticketid);
  const byId = useOrderDetail(id);
  const verify = useVerify();
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  const [undoOpen, setUndoOpen] = useState(false);
  const [reason, setReason] = useState('');

  if (ticket.isPending && ticketid) {
    return (
      <div className="rc-m-page">
        <DotLoading />
      </div>
    );
  }
  const order = byId.data ?? ticket.data?.order ?? null;
  const rows: [string, string][] = order
    ? [
        [t('order.store'), order.storeName],
        [t('order.redeemedAt'), formatDateTime(order.createdAt)],
        ...(order.completedAt
          ? [[t('order.completedAt'), formatDateTime(order.completedAt)] as [string, string]]
          : []),
        [t('order.settlement'), t('order.yuan', { yuan: formatYuan(order.settlementAmount) })],
        ...(order.customerRemark
          ? [[t('order.customerRemark'), order.customerRemark] as [string, string]]
          : []),
        ...(order.merchantRemark ? [[t('order.remark'), order.merchantRemark] as [string, string]] : []),
        ...(order.cancelReason ? [[t('order.cancelReason'), order.cancelReason] as [string, string]] : []),
      ]
    : [];
  const undoable = order?.undoableUntil && new Date(order.undoableUntil) > new Date();

  return (
    <div className="rc-m-page" style={{ paddingTop: 12 }}>
      {ticket.data ? <TicketCard ticket={ticket.data} /> : null}
      {order ? (
        <section className="rc-m-card" style={{ marginTop: 12 }} data-testid="merchant-order-detail">
          <h3>
            {t('order.redeemed', { count: order.redeemedCount })}{' '}
            <span className={`rc-m-state rc-m-state--${order.status}`} data-testid="order-status">
              {t(`order.status.${order.status}`)}
            </span>
          </h3>
          <dl className="rc-m-rows">
            {rows.map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : (
        <ErrorBlock status="empty" title={t('order.notFound')} description="" />
      )}
      {order ? (
        <CustomerPhotos photos={order.customerImages} withheld={order.customerImagesWithheld} />
      ) : null}
      {order ? (
        <section className="rc-m-card">
          <h3>{t('order.photos')}</h3>
          {order.status === 'toServe' ? (
            <>
              <PhotoUploader images={photos} onChange={setPhotos} />
              <p className="rc-m-hint">{t('order.photoHint')}</p>
            </>
          ) : (
            <div className="rc-m-photos">
              {order.images.map((img) => (
                <figure key={img.imageId} className="rc-m-photo">
                  <img src={img.url} alt="" />
                </figure>
              ))}
            </div>
          )}
        </section>
      ) : null}
      {order && (order.status === 'toServe' || undoable) ? (
        <div className="rc-m-bar">
          {undoable ? (
            <Button color="danger" fill="outline" onClick={() => setUndoOpen(true)} data-testid="undo-open">
              {t('order.undo')}
              <small style={{ display: 'block', fontSize: 11 }}>
                {t('order.undoUntil', { time: formatTime(order.undoableUntil ?? '') })}
              </small>
            </Button>
          ) : null}
          {order.status === 'toServe' ? (
            <Button
              color="primary"
              disabled={photos.length === 0}
              loading={verify.isPending}
              data-testid="complete-service"
              onClick={() =>
                verify.mutate(
                  { action: 'complete', orderId: order.id, imageIds: photos.map((p) => p.imageId) },
                  { onSuccess: () => showToast(t('order.completed')) },
                )
              }
            >
              {t('order.complete')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {order ? (
        <Popup visible={undoOpen} onMaskClick={() => setUndoOpen(false)} bodyClassName="rc-m-sheet">
          <h3 className="rc-m-sheet__title">{t('order.undoTitle')}</h3>
          <p className="rc-m-sheet__sub">{t('order.undoReason')}</p>
          <TextArea
            value={reason}
            onChange={setReason}
            placeholder={t('order.undoPlaceholder')}
            maxLength={200}
            rows={3}
          />
          <div className="rc-m-sheet__actions">
            <Button onClick={() => setUndoOpen(false)}>{t('confirm.cancel')}</Button>
            <Button
              color="danger"
              disabled={reason.trim().length < 2}
              loading={verify.isPending}
              onClick={() =>
                verify.mutate(
                  { action: 'undo', orderId: order.id, reason: reason.trim() },
                  {
                    onSuccess: () => {
                      setUndoOpen(false);
                      showToast(t('order.undone'));
                    },
                  },
                )
              }
            >
              {t('order.undoConfirm')}
            </Button>
          </div>
        </Popup>
      ) : null}
    </div>
  );
}
