import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useOrderDetail } from '../api/order-detail.js';
import { useServiceFormOrder } from '../api/service-form-order.js';
import { CancelSheet } from '../components/cancel-sheet.js';
import {
  OrderFacts,
  OrderHero,
  OrderLoading,
  OrderProgress,
  type OrderFact,
} from '../components/order-summary.js';
import { formatDateTime } from '../../../shared/format/format.js';
import '../i18n/register.js';
import '../i18n/care-register.js';
import '../components/order.css';
import '../components/care.css';
import { pathTo } from '../../../shared/routing/paths.js';

/**
 * /order/onlineConsultationDetail/:id: one online consultation (an order of the
 * consultation form): who it is for, what they described, its progress, and
 * cancel while no doctor has taken it (order/R00010015, R00010036, R00010040).
 */
export function Page() {
  const { t } = useTranslation('orderCare');
  const { t: tc } = useTranslation();
  const { id = '' } = useParams();
  const detail = useOrderDetail(id);
  // The form's own answers (orderNew/formOrder): what the customer described is the form's
  // `symptoms` field, with its department in words; the order remark is only a fallback.
  const form = useServiceFormOrder(id);
  const [cancelling, setCancelling] = useState(false);

  if (detail.isPending) return <OrderLoading />;
  if (detail.isError) {
    return (
      <div className="rc-order-page">
        <ErrorBlock status="empty" title={t('consult.notFound')} description="">
          <Link className="rc-care-btn" to={pathTo('/order/list')}>
            {t('consult.toList')}
          </Link>
        </ErrorBlock>
      </div>
    );
  }
  const o = detail.data;
  const answer = (key: string) => form.data?.answers.find((a) => a.key === key)?.text ?? '';
  const symptoms = answer('symptoms') || o.remark;
  const department = answer('department');
  const live = ['submitted', 'accepted', 'inService'].includes(o.status);
  const rows: OrderFact[] = [
    [t('consult.patient'), o.contactName],
    [t('consult.mobile'), o.contactMobile],
    !!department && [t('consult.department'), department],
    !!o.appointmentAt && [t('consult.appointment'), formatDateTime(o.appointmentAt)],
    [t('consult.placedAt'), formatDateTime(o.createdAt)],
    [t('consult.ticket'), o.ticketId ?? ''],
  ];
  return (
    <div className="rc-order-page" data-testid="consultation-detail">
      <PullToRefresh
        onRefresh={async () => {
          await Promise.all([detail.refetch(), form.refetch()]);
        }}
        pullingText={tc('list.pullToRefresh')}
        canReleaseText={tc('list.releaseToRefresh')}
        refreshingText={tc('list.refreshing')}
        completeText={tc('list.refreshed')}
      >
        <OrderHero serviceType={o.serviceType} title={o.serviceTypeName} status={o.status} />
        {live ? (
          <p className="rc-care-lead" style={{ margin: '12px 16px 0' }}>
            {t('consult.hint')}
          </p>
        ) : null}
        <OrderFacts rows={rows} />
        <section className="rc-order-section">
          <h2 className="rc-order-section__title">{t('consult.symptoms')}</h2>
          <p data-testid="consultation-symptoms">
            {form.isPending ? <DotLoading color="primary" /> : symptoms || t('consult.noSymptoms')}
          </p>
        </section>
        <OrderProgress title={t('consult.progress')} history={o.history} />
      </PullToRefresh>
      {o.canCancel ? (
        <div className="rc-care-bar">
          <Button
            block
            shape="rounded"
            size="large"
            color="danger"
            fill="outline"
            onClick={() => setCancelling(true)}
          >
            {t('consult.cancel')}
          </Button>
        </div>
      ) : null}
      <CancelSheet
        open={cancelling}
        orderRef={{ orderPrimaryId: o.id, primaryCheck: o.primaryCheck }}
        onClose={() => setCancelling(false)}
      />
    </div>
  );
}
