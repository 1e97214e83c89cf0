import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import TextArea from 'antd-mobile/es/components/text-area';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Picker from 'antd-mobile/es/components/picker';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { ownMobileValue, type BodyOf, isMobile } from '@rc/contract';
import type { submitValueAddedOrder } from '@rc/contract/refs';
import { session } from '../../../shared/session/session-store.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { useOrderCoupons } from '../api/order-coupons.js';
import {
  usePlaceNames,
  usePlaceTypes,
  useStandardServiceInit,
  useSubmitValueAdded,
} from '../api/standard-service.js';
import { ContactItems } from './contact-items.js';
import { AppointmentItem, OrderSubmitBar } from './order-form-parts.js';
import { useOrderPlaced } from './use-order-placed.js';
import { CouponPick, keepCoupon } from './coupon-pick.js';
import { formatYuan } from '../../../shared/format/format.js';
import { defaultSlot } from './appointment-slot.js';
import { OrderLoading } from './order-summary.js';
import { PlaceAddress, type CarPlace } from './place-address.js';
import '../i18n/register.js';
import '../i18n/network-register.js';
import './order.css';
import './network.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** The car is in a garage or an estate's car park; on-street parking (2) leaves out the store. */
const parkingMode = '1';

/**
 * The standard and value-added network services of /order/writeorder (paint,
 * disinfection, tyres, battery...): where (coonetwork/placeType), which store
 * (coonetwork/placeName: at the store, or the store sends a technician to the
 * address given), the priced options and the plate (coonetwork/tyorderInit),
 * the coupon that pays (order/R00010080, by plate), then vasOrderSubmit.
 */
export function NetworkServiceForm({ serviceType }: { serviceType: string }) {
  const { t } = useTranslation('orderNetwork');
  const { t: tOrder } = useTranslation('order');
  const placed = useOrderPlaced();
  const [params] = useSearchParams();
  const init = useStandardServiceInit(serviceType);
  const submit = useSubmitValueAdded();
  const lookup = useMemo(
    () => ({
      branchCode: session.userVo()?.branchCompanyCode ?? '',
      serviceType,
      subServiceType: params.get('subServiceType') ?? '0',
    }),
    [serviceType, params],
  );
  const types = usePlaceTypes(lookup, parkingMode);
  const [placeType, setPlaceType] = useState(params.get('shopSnCode') ? 'store' : '');
  const names = usePlaceNames(lookup, placeType);
  const [shopSnCode, setShopSnCode] = useState(params.get('shopSnCode') ?? '');
  const [pickingShop, setPickingShop] = useState(false);
  const [carPlace, setCarPlace] = useState<CarPlace>({ address: '' });
  const [optionCodes, setOptionCodes] = useState<string[] | null>(null);
  const [plate, setPlate] = useState('');
  const coupons = useOrderCoupons(serviceType, plate);
  const [couponId, setCouponId] = useState(params.get('couponId') ?? '');
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState<string>(ownMobileValue);
  const [slot, setSlot] = useState(() => defaultSlot());
  const [remark, setRemark] = useState('');
  const minSlot = useMemo(() => new Date(Date.now() + 3_600_000).toISOString(), []);

  useEffect(() => {
    const list = types.data?.list;
    if (list) setPlaceType((p) => (list.some((x) => x.code === p) ? p : (list[0]?.code ?? '')));
  }, [types.data]);
  useEffect(() => {
    const list = names.data?.list;
    if (!list) return;
    // The store asked for stays picked while it serves here; a single store is picked for the customer.
    setShopSnCode((s) =>
      list.some((x) => x.code === s) ? s : list.length === 1 ? (list[0]?.code ?? '') : '',
    );
  }, [names.data]);
  useEffect(() => {
    const d = init.data;
    if (!d) return;
    setPlate((p) => p || (d.plateNumbers[0] ?? ''));
    setName((n) => n || d.contactName);
    // The options the coupon covers (no extra price) start ticked.
    setOptionCodes((o) => o ?? d.options.filter((x) => x.price === 0).map((x) => x.code));
  }, [init.data]);
  useEffect(() => {
    const list = coupons.data?.list;
    if (list) setCouponId((c) => keepCoupon(c, list));
  }, [coupons.data]);

  if (init.isPending) return <OrderLoading />;
  if (init.isError) {
    return (
      <div className="rc-order-page">
        <ErrorBlock status="default" title={tOrder('detail.loadFailed')} description="">
          <Button color="primary" fill="outline" onClick={() => void init.refetch()}>
            {tOrder('detail.retry')}
          </Button>
        </ErrorBlock>
      </div>
    );
  }
  const d = init.data;
  const picked = optionCodes ?? [];
  const extra = d.options.filter((o) => picked.includes(o.code)).reduce((n, o) => n + o.price, 0);
  const shop = names.data?.list.find((s) => s.code === shopSnCode);
  const atStore = placeType === 'store';
  const couponList = coupons.data?.list ?? [];

  const onSubmit = () => {
    if (!shop) return showToast(tOrder('form.required', { field: t('service.store') }));
    const missing =
      !atStore && !carPlace.address.trim()
        ? t('service.address')
        : !couponId
          ? tOrder('form.coupon')
          : !plate
            ? tOrder('form.plate')
            : !name.trim()
              ? tOrder('form.contactName')
              : '';
    if (missing) return showToast(tOrder('form.required', { field: missing }));
    if (!atStore && (carPlace.lng === undefined || carPlace.lat === undefined))
      return showToast(t('service.needLocate'));
    if (mobile !== ownMobileValue && !isMobile(mobile.trim())) return showToast(tOrder('form.badMobile'));
    const place =
      atStore && shop.place
        ? {
            address: shop.place.address,
            lng: shop.place.lng,
            lat: shop.place.lat,
            ...(shop.place.cityCode ? { cityCode: shop.place.cityCode } : {}),
            ...(shop.place.cityName ? { cityName: shop.place.cityName } : {}),
          }
        : carPlace.lng !== undefined && carPlace.lat !== undefined
          ? { address: carPlace.address.trim(), lng: carPlace.lng, lat: carPlace.lat }
          : undefined;
    const body: BodyOf<typeof submitValueAddedOrder> = {
      serviceType,
      shopSnCode: shop.code,
      couponId,
      plateNumber: plate,
      contactName: name.trim(),
      contactMobile: mobile.trim(),
      appointmentAt: new Date(slot).toISOString(),
      optionCodes: picked,
      ...(place ? { place } : {}),
      ...(params.get('subServiceType') ? { subServiceType: lookup.subServiceType } : {}),
      ...(remark.trim() ? { remark: remark.trim() } : {}),
    };
    submit.mutate(body, placed);
  };

  return (
    <div className="rc-order-page" data-testid="network-service-form">
      <section className="rc-form-card">
        <h2 className="rc-form-section-title">{t('service.where')}</h2>
        {types.isPending && lookup.branchCode ? (
          <div className="rc-form-empty">
            <DotLoading color="primary" />
          </div>
        ) : (
          <div className="rc-plate-chips rc-place-types" role="group" aria-label={t('service.where')}>
            {(types.data?.list ?? []).map((p) => (
              <button
                key={p.code}
                type="button"
                aria-pressed={p.code === placeType}
                onClick={() => setPlaceType(p.code)}
                data-testid="place-type"
                data-code={p.code}
              >
                {p.name}
              </button>
            ))}
          </div>
        )}
        {names.data?.list.length === 0 || !lookup.branchCode ? (
          <p className="rc-form-empty" data-testid="no-store">
            {t('service.noStore')}
          </p>
        ) : (
          <button
            type="button"
            className="rc-place-pick"
            onClick={() => setPickingShop(true)}
            disabled={!names.data}
            data-testid="place-pick"
          >
            <span className="rc-place-pick__body">
              {shop ? (
                <>
                  <span className="rc-place-pick__name">{shop.name}</span>
                  {shop.place ? <span className="rc-place-pick__address">{shop.place.address}</span> : null}
                </>
              ) : (
                <span className="rc-place-pick__placeholder">{t('service.pickStore')}</span>
              )}
            </span>
            <span className="rc-place-pick__arrow" aria-hidden="true" />
          </button>
        )}
        {placeType && !atStore ? <PlaceAddress value={carPlace} onChange={setCarPlace} /> : null}
        <Picker
          title={t('service.pickStore')}
          columns={[(names.data?.list ?? []).map((s) => ({ label: s.name, value: s.code }))]}
          visible={pickingShop}
          value={shopSnCode ? [shopSnCode] : []}
          onClose={() => setPickingShop(false)}
          onConfirm={(v) => setShopSnCode(typeof v[0] === 'string' ? v[0] : '')}
        />
      </section>
      {d.options.length > 0 ? (
        <section className="rc-form-card">
          <h2 className="rc-form-section-title">{t('service.options')}</h2>
          <ul className="rc-option-list">
            {d.options.map((o) => (
              <li key={o.code}>
                <label>
                  <input
                    type="checkbox"
                    checked={picked.includes(o.code)}
                    onChange={(e) =>
                      setOptionCodes(
                        e.target.checked ? [...picked, o.code] : picked.filter((c) => c !== o.code),
                      )
                    }
                    data-testid={`option-${o.code}`}
                  />
                  <span className="rc-option-list__name">{o.name}</span>
                  <span
                    className={`rc-option-list__price${o.price > 0 ? ' rc-option-list__price--extra' : ''}`}
                  >
                    {o.price > 0 ? t('service.extra', { price: formatYuan(o.price) }) : t('service.included')}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <p className="rc-form-total" data-testid="order-total">
            {extra > 0 ? t('service.payAtStore', { amount: formatYuan(extra) }) : t('service.covered')}
          </p>
        </section>
      ) : null}
      <section className="rc-form-card">
        <h2 className="rc-form-section-title">
          {plate ? t('service.couponsFor', { plate }) : tOrder('form.coupon')}
        </h2>
        <CouponPick
          coupons={couponList}
          loading={coupons.isPending}
          value={couponId}
          onChange={setCouponId}
          emptyText={t('service.noCoupon')}
        />
        {!coupons.isPending && couponList.length === 0 ? (
          <Link className="rc-order-section__link" to={pathTo('/rights/mycoupons')}>
            {t('service.myCoupons')}
          </Link>
        ) : null}
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
          <AppointmentItem value={slot} min={minSlot} onChange={setSlot} />
          <List.Item title={tOrder('form.remark')}>
            <TextArea value={remark} onChange={setRemark} maxLength={200} rows={2} />
          </List.Item>
        </List>
      </section>
      <p className="rc-form-notice">{d.notice}</p>
      <OrderSubmitBar pending={submit.isPending} disabled={couponList.length === 0} onSubmit={onSubmit} />
    </div>
  );
}
