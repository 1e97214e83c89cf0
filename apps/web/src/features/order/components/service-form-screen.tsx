import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { ServiceFormValue } from '@rc/contract';
import { fieldErrorsOf, isApiError } from '../../../shared/api/api-error.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { ServiceForm } from '../../../shared/service-form/service-form.js';
import { useServiceFormInit } from '../api/service-form-init.js';
import { useSubmitServiceForm } from '../api/submit-service-form.js';
import { UpcomingAppointments } from './upcoming-appointments.js';
import { OrderLoading } from './order-summary.js';
import '../i18n/services-register.js';
import './order.css';
import { pathTo } from '../../../shared/routing/paths.js';

/**
 * The screen of one form-based booking: loads the service's description and
 * coupons, draws the shared form, books through the service's door and opens
 * the screen the reply names. Every form page is this with its form's code;
 * `?couponId=` preselects the coupon the customer came from.
 */
export function ServiceFormScreen(props: {
  formCode: string;
  initialValues?: Record<string, ServiceFormValue>;
}) {
  const { t } = useTranslation('services');
  const navigate = useNavigate();
  // The coupon tapped (coupon detail, issue 19); the form keeps it only if it is one of the usable coupons listed.
  const [params] = useSearchParams();
  const initialCouponId = params.get('couponId');
  const init = useServiceFormInit(props.formCode);
  const submit = useSubmitServiceForm();
  const [errors, setErrors] = useState<{ field: string; message: string }[]>([]);

  if (init.isPending) return <OrderLoading />;
  if (init.isError && isApiError(init.error) && init.error.status === -2) {
    // The service is paused by the operator (ops/catalogue/serviceTypes): say so, nothing to retry.
    return (
      <div className="rc-order-page">
        <ErrorBlock
          status="disconnected"
          title={init.error.statusText}
          description=""
          data-testid="service-paused"
        >
          <Button color="primary" fill="outline" onClick={() => void navigate(-1)}>
            {t('back')}
          </Button>
        </ErrorBlock>
      </div>
    );
  }
  if (init.isError) {
    return (
      <div className="rc-order-page">
        <ErrorBlock status="default" title={t('loadFailed')} description="">
          <Button color="primary" fill="outline" onClick={() => void init.refetch()}>
            {t('retry')}
          </Button>
        </ErrorBlock>
      </div>
    );
  }
  const data = init.data;
  if (data.coupons.length === 0) {
    return (
      <div className="rc-order-page">
        <ErrorBlock status="empty" title={t('noCouponTitle')} description={t('noCouponLead')}>
          <Button color="primary" onClick={() => void navigate(pathTo('/rights/mycoupons'))}>
            {t('myCoupons')}
          </Button>
        </ErrorBlock>
      </div>
    );
  }
  return (
    <div className="rc-order-page" data-testid="service-form-screen">
      {(data.form.family === 'home' || data.form.family === 'health') &&
      data.form.fields.some((f) => f.kind === 'timeSlot') ? (
        <UpcomingAppointments serviceType={data.form.serviceType} />
      ) : null}
      <ServiceForm
        init={data}
        initialCouponId={initialCouponId}
        {...(props.initialValues ? { initialValues: props.initialValues } : {})}
        submitting={submit.isPending}
        serverErrors={errors}
        onSubmit={({ couponId, values }) => {
          setErrors([]);
          submit.mutate(
            { formCode: props.formCode, couponId, values },
            {
              onSuccess: (created) => {
                showToast(t('submitted'));
                void navigate(created.jumpUrl, { replace: true });
              },
              onError: (e) => {
                if (!isApiError(e) || e.kind !== 'status') return;
                const fieldErrors = fieldErrorsOf(e.data);
                setErrors(fieldErrors);
                showToast(fieldErrors[0]?.message ?? e.statusText);
              },
            },
          );
        }}
      />
    </div>
  );
}
