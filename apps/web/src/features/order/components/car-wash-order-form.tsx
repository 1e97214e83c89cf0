import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import TextArea from 'antd-mobile/es/components/text-area';
import List from 'antd-mobile/es/components/list';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Form from 'antd-mobile/es/components/form';
import Popup from 'antd-mobile/es/components/popup';
import { ownMobileValue, isMobile, type BodyOf } from '@rc/contract';
import type { submitCarWashOrder } from '@rc/contract/refs';
import { showToast } from '../../../shared/ui/overlays.js';
import { FormField } from '../../../shared/forms/form-field.js';
import { useFormSubmit, type ServerFields } from '../../../shared/forms/use-form-submit.js';
import { useCarWashInit } from '../api/car-wash-init.js';
import { useCarWashCoupons } from '../api/car-wash-coupons.js';
import { useSubmitCarWash } from '../api/submit-car-wash.js';
import { useMobileProof } from '../api/verification-code.js';
import { VerifyMobile } from './verify-mobile.js';
import { ContactItems, useRequired } from './contact-items.js';
import { AppointmentField, OrderSubmitBar } from './order-form-parts.js';
import { useOrderPlaced } from './use-order-placed.js';
import { CouponPick, keepCoupon } from './coupon-pick.js';
import { defaultSlot } from './appointment-slot.js';
import { OrderLoading } from './order-summary.js';
import '../i18n/register.js';
import './order.css';
import { pathTo } from '../../../shared/routing/paths.js';

/**
 * The car-wash order of /order/writeorder: the store's form (coonetwork/orderInit),
 * the coupons that store takes (coonetwork/couponSelect), then the encrypted orderSubmit.
 */
export function CarWashOrderForm({ serviceType }: { serviceType: string }) {
  const { t } = useTranslation('order');
  const [params] = useSearchParams();
  const shopSnCode = params.get('shopSnCode') ?? undefined;
  const init = useCarWashInit(serviceType, shopSnCode);

  if (!shopSnCode) {
    return (
      <div className="rc-order-page">
        <ErrorBlock status="empty" title={t('form.pickShop')} description="">
          <Link
            className="rc-order-btn rc-order-btn--primary"
            to={pathTo('/order/choiceStore', { search: { serviceType } })}
          >
            {t('store.title')}
          </Link>
        </ErrorBlock>
      </div>
    );
  }
  if (init.isPending) return <OrderLoading />;
  if (init.isError) return <ErrorBlock status="default" title={t('detail.loadFailed')} description="" />;
  return (
    <CarWashForm
      serviceType={serviceType}
      shopSnCode={shopSnCode}
      init={init.data}
      wantedCoupon={params.get('couponId') ?? ''}
    />
  );
}

type CarWashInit = NonNullable<ReturnType<typeof useCarWashInit>['data']>;

interface CarWashValues {
  couponId: string;
  plate: string;
  contactName: string;
  mobile: string;
  appointmentAt: string;
  remark: string;
}

/** The request fields a -5 may name, and the Form.Item that shows it. */
const serverFields: ServerFields = {
  couponId: 'couponId',
  plateNumber: 'plate',
  contactName: 'contactName',
  contactMobile: 'mobile',
  mobileProof: 'mobile',
  appointmentAt: 'appointmentAt',
  remark: 'remark',
};

function CarWashForm({
  serviceType,
  shopSnCode,
  init: d,
  wantedCoupon,
}: {
  serviceType: string;
  shopSnCode: string;
  init: CarWashInit;
  wantedCoupon: string;
}) {
  const { t } = useTranslation('order');
  const placed = useOrderPlaced();
  const required = useRequired();
  const coupons = useCarWashCoupons(serviceType, shopSnCode);
  const submit = useSubmitCarWash();
  const [form] = Form.useForm<CarWashValues>();
  const [verifying, setVerifying] = useState(false);
  const [initialValues] = useState<CarWashValues>(() => ({
    couponId: wantedCoupon,
    plate: d.plateNumbers[0] ?? '',
    contactName: d.contactName,
    mobile: ownMobileValue,
    appointmentAt: defaultSlot(),
    remark: '',
  }));
  const mobile = Form.useWatch('mobile', form) ?? ownMobileValue;
  const own = mobile === ownMobileValue;
  const proof = useMobileProof(own ? '' : mobile.trim());

  useEffect(() => {
    const list = coupons.data?.list;
    if (list) form.setFieldValue('couponId', keepCoupon(String(form.getFieldValue('couponId') ?? ''), list));
  }, [coupons.data, form]);
  const couponList = coupons.data?.list ?? [];

  const minSlot = useMemo(() => new Date(Date.now() + 3_600_000).toISOString(), []);

  const { submitting, formProps } = useFormSubmit({
    form,
    mutation: submit,
    fields: serverFields,
    toBody: (v: CarWashValues): BodyOf<typeof submitCarWashOrder> | null => {
      // Another number is confirmed by SMS code once; the customer's own needs nothing.
      if (v.mobile !== ownMobileValue && !proof) {
        setVerifying(true);
        showToast(t('form.verifyFirst'));
        return null;
      }
      return {
        serviceType,
        shopSnCode,
        couponId: v.couponId,
        plateNumber: v.plate,
        contactName: v.contactName.trim(),
        contactMobile: v.mobile.trim(),
        appointmentAt: new Date(v.appointmentAt).toISOString(),
        ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
        ...(proof ? { mobileProof: proof.mobileProof } : {}),
      };
    },
    onSuccess: placed.onSuccess,
  });

  return (
    <Form
      {...formProps}
      initialValues={initialValues}
      requiredMarkStyle="none"
      className="rc-form rc-order-page"
      data-testid="write-order"
    >
      <section className="rc-form-card">
        <div className="rc-form-shop">
          <div className="rc-form-shop__body">
            <p className="rc-form-shop__name">{d.shop?.name}</p>
            <p className="rc-form-shop__address">{d.shop?.place.address}</p>
            <Link
              className="rc-form-shop__map"
              to={pathTo('/order/loadAMap', { search: { serviceType, shopSnCode } })}
              data-testid="write-order-map"
            >
              {t('form.onMap')}
            </Link>
          </div>
          <Link
            className="rc-form-shop__change"
            to={pathTo('/order/choiceStore', { search: { serviceType, shopSnCode } })}
          >
            {t('form.change')}
          </Link>
        </div>
      </section>
      <section className="rc-form-card">
        <h2 className="rc-form-section-title">{t('form.coupon')}</h2>
        <FormField name="couponId" className="rc-form-item--plain" rules={[required(t('form.coupon'))]}>
          <CouponPick coupons={couponList} loading={coupons.isPending} emptyText={t('form.noCoupon')} />
        </FormField>
      </section>
      <section className="rc-form-card">
        <List>
          <ContactItems plates={d.plateNumbers} maskedMobile={d.contactMobile} />
          {!own && isMobile(mobile) ? (
            <List.Item
              extra={
                proof ? (
                  <span className="rc-verified" data-testid="mobile-verified">
                    {t('code.verifiedShort')}
                  </span>
                ) : (
                  <button
                    type="button"
                    className="rc-verify__open"
                    onClick={() => setVerifying(true)}
                    data-testid="verify-open"
                  >
                    {t('code.open')}
                  </button>
                )
              }
            >
              <span className="rc-verify__why">{t('code.why')}</span>
            </List.Item>
          ) : null}
          <AppointmentField min={minSlot} />
          <FormField name="remark" label={t('form.remark')}>
            <TextArea placeholder={t('form.remarkHint')} maxLength={200} rows={2} />
          </FormField>
        </List>
      </section>
      <p className="rc-form-notice">{d.notice}</p>
      <Popup
        visible={verifying}
        onMaskClick={() => setVerifying(false)}
        bodyClassName="rc-verify-sheet"
        destroyOnClose
      >
        <h2 className="rc-form-section-title">{t('code.title')}</h2>
        <VerifyMobile
          initialMobile={mobile}
          onVerified={(m) => {
            form.setFieldValue('mobile', m);
            setVerifying(false);
            showToast(t('code.verified'));
          }}
        />
      </Popup>
      <OrderSubmitBar pending={submitting} disabled={couponList.length === 0} onSubmit={form.submit} />
    </Form>
  );
}
