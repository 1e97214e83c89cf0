import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Popup from 'antd-mobile/es/components/popup';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import type { OrderDetail } from '@rc/contract';
import { isApiError } from '../../../shared/api/api-error.js';
import { confirmDialog, showToast } from '../../../shared/ui/overlays.js';
import { useResendTicket, useSubstituteDetail } from '../api/ticket-actions.js';
import { OrderFacts } from './order-summary.js';
import { formatDateTime } from '../../../shared/format/format.js';
import '../i18n/network-register.js';
import './network.css';

/** Services that lend a car while the customer's is away: the inspection run and the courtesy car. */
const lendsACar = new Set(['12', '32']);

export function hasSubstitute(order: Pick<OrderDetail, 'serviceType' | 'businessType'>): boolean {
  return lendsACar.has(order.serviceType) || order.businessType === 'substitute';
}

const liveStatuses = new Set(['submitted', 'accepted', 'inService', 'toVerify']);

/**
 * The order's own tools under its facts: send the ticket SMS again
 * (order/R00010043, after a confirmation) and, for a service that lends a car,
 * its particulars (order/R00010042).
 */
export function OrderTools({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orderNetwork');
  const resend = useResendTicket();
  const [showCar, setShowCar] = useState(false);
  const canResend = liveStatuses.has(order.status) && !!order.ticketId && !!order.contactMobile;
  const withCar = hasSubstitute(order);
  if (!canResend && !withCar) return null;

  const onResend = async () => {
    const ok = await confirmDialog({
      title: t('ticket.resendTitle'),
      content: t('ticket.resendLead', { mobile: order.contactMobile }),
      confirmText: t('ticket.send'),
      cancelText: t('ticket.keep'),
    });
    if (!ok || !order.ticketId) return;
    resend.mutate(order.ticketId, {
      onSuccess: (r) => showToast(t('ticket.sent', { mobile: r.sentTo })),
    });
  };

  return (
    <div className="rc-order-tools">
      {canResend ? (
        <Button
          className="rc-order-btn"
          shape="rounded"
          loading={resend.isPending}
          onClick={() => void onResend()}
          data-testid="resend-ticket"
        >
          {t('ticket.resend')}
        </Button>
      ) : null}
      {withCar ? (
        <Button
          className="rc-order-btn"
          shape="rounded"
          onClick={() => setShowCar(true)}
          data-testid="substitute-open"
        >
          {t('substitute.open')}
        </Button>
      ) : null}
      {withCar ? <SubstituteSheet order={order} open={showCar} onClose={() => setShowCar(false)} /> : null}
    </div>
  );
}

function SubstituteSheet({
  order,
  open,
  onClose,
}: {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('orderNetwork');
  const detail = useSubstituteDetail(
    { orderPrimaryId: order.id, primaryCheck: order.primaryCheck },
    liveStatuses.has(order.status) ? 'doing' : 'done',
    open,
  );
  const d = detail.data;
  const arranged = !!d && (d.vehiclePlate !== null || d.worker !== null);
  return (
    <Popup visible={open} onMaskClick={onClose} bodyClassName="rc-substitute-sheet" destroyOnClose>
      <h2 className="rc-substitute-sheet__title">{t('substitute.title')}</h2>
      <div data-testid="substitute-sheet">
        {detail.isPending ? (
          <div className="rc-substitute-sheet__none">
            <DotLoading color="primary" />
          </div>
        ) : detail.isError ? (
          <p className="rc-substitute-sheet__none">
            {isApiError(detail.error) ? detail.error.statusText : t('substitute.loadFailed')}{' '}
            <Button size="small" fill="none" color="primary" onClick={() => void detail.refetch()}>
              {t('substitute.retry')}
            </Button>
          </p>
        ) : !arranged ? (
          <p className="rc-substitute-sheet__none">{t('substitute.none')}</p>
        ) : (
          <OrderFacts
            rows={[
              (!!d.vehiclePlate || !!d.vehicleModel) && [
                t('substitute.vehicle'),
                [d.vehiclePlate, d.vehicleModel].filter(Boolean).join(' · '),
              ],
              !!d.worker && [t('substitute.driver'), `${d.worker.name} ${d.worker.mobile}`],
              (!!d.pickupAt || !!d.pickupPlace) && [
                t('substitute.pickup'),
                [formatDateTime(d.pickupAt), d.pickupPlace?.address].filter(Boolean).join(' '),
              ],
              (!!d.returnAt || !!d.returnPlace) && [
                t('substitute.return'),
                [formatDateTime(d.returnAt), d.returnPlace?.address].filter(Boolean).join(' '),
              ],
            ]}
          />
        )}
      </div>
      <Button block shape="rounded" onClick={onClose}>
        {t('substitute.close')}
      </Button>
    </Popup>
  );
}
