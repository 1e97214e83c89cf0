import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import TextArea from 'antd-mobile/es/components/text-area';
import List from 'antd-mobile/es/components/list';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Popup from 'antd-mobile/es/components/popup';
import { ownMobileValue, isMobile } from '@rc/contract';
import { showToast } from '../../../shared/ui/overlays.js';
import { useCarWashInit } from '../api/car-wash-init.js';
import { useCarWashCoupons } from '../api/car-wash-coupons.js';
import { useSubmitCarWash } from '../api/submit-car-wash.js';
import { useMobileProof } from '../api/verification-code.js';
import { VerifyMobile } from './verify-mobile.js';
import { ContactItems } from './contact-items.js';
import { AppointmentItem, OrderSubmitBar } from './order-form-parts.js';
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
  const placed = useOrderPlaced();
  const [params] = useSearchParams();
  const shopSnCode = params.get('shopSnCode') ?? undefined;
  const init = useCarWashInit(serviceType, shopSnCode);
  const coupons = useCarWashCoupons(serviceType, shopSnCode ?? '');
  const submit = useSubmitCarWash();

  const [couponId, setCouponId] = useState(params.get('couponId') ?? '');
  const [plate, setPlate] = useState('');
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState<string>(ownMobileValue);
  const [slot, setSlot] = useState(defaultSlot);
  const [remark, setRemark] = useState('');
  const [verifying, setVerifying] = useState(false);
  const own = mobile === ownMobileValue;
  const proof = useMobileProof(own ? '' : mobile.trim());

  useEffect(() => {
    if (!init.data) return;
    const d = init.data;
    setPlate((p) => p || (d.plateNumbers[0] ?? ''));
    setName((n) => n || d.contactName);
  }, [init.data]);
  useEffect(() => {
    const list = coupons.data?.list;
    if (list) setCouponId((c) => keepCoupon(c, list));
  }, [coupons.data]);
  const couponList = coupons.data?.list ?? [];

  const minSlot = useMemo(() => new Date(Date.now() + 3_600_000).toISOString(), []);

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
  const d = init.data;

  const onSubmit = () => {
    const missing = !couponId
      ? t('form.coupon')
      : !plate
        ? t('form.plate')
        : !name.trim()
          ? t('form.contactName')
          : '';
    if (missing) return showToast(t('form.required', { field: missing }));
    if (!own && !isMobile(mobile.trim())) return showToast(t('form.badMobile'));
    // Another number is confirmed by SMS code once; the customer's own needs nothing.
    if (!own && !proof) {
      setVerifying(true);
      return showToast(t('form.verifyFirst'));
    }
    submit.mutate(
      {
        serviceType,
        shopSnCode,
        couponId,
        plateNumber: plate,
        contactName: name.trim(),
        contactMobile: mobile.trim(),
        appointmentAt: new Date(slot).toISOString(),
        ...(remark.trim() ? { remark: remark.trim() } : {}),
        ...(proof ? { mobileProof: proof.mobileProof } : {}),
      },
      placed,
    );
  };

  return (
    <div className="rc-order-page" data-testid="write-order">
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
        <CouponPick
          coupons={couponList}
          loading={coupons.isPending}
          value={couponId}
          onChange={setCouponId}
          emptyText={t('form.noCoupon')}
        />
      </section>
      <section className="rc-form-card">
        <List>
          <ContactItems
            plates={d.plateNumbers}
            plate={plate}
            onPlate={setPlate}
            name={name}
            onName={setName}
            mobile={mobile}
            onMobile={setMobile}
            maskedMobile={d.contactMobile}
          />
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
          <AppointmentItem value={slot} min={minSlot} onChange={setSlot} />
          <List.Item title={t('form.remark')}>
            <TextArea
              value={remark}
              onChange={setRemark}
              placeholder={t('form.remarkHint')}
              maxLength={200}
              rows={2}
            />
          </List.Item>
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
            setMobile(m);
            setVerifying(false);
            showToast(t('code.verified'));
          }}
        />
      </Popup>
      <OrderSubmitBar pending={submit.isPending} disabled={couponList.length === 0} onSubmit={onSubmit} />
    </div>
  );
}
