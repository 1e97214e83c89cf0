import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import TextArea from 'antd-mobile/es/components/text-area';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Form from 'antd-mobile/es/components/form';
import Picker from 'antd-mobile/es/components/picker';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { ownMobileValue, type BodyOf } from '@rc/contract';
import type { submitValueAddedOrder } from '@rc/contract/refs';
import { session } from '../../../shared/session/session-store.js';
import { FormField } from '../../../shared/forms/form-field.js';
import { useFormSubmit, type ServerFields } from '../../../shared/forms/use-form-submit.js';
import { useOrderCoupons } from '../api/order-coupons.js';
import {
  usePlaceNames,
  usePlaceTypes,
  useStandardServiceInit,
  useSubmitValueAdded,
} from '../api/standard-service.js';
import { ContactItems, useRequired } from './contact-items.js';
import { AppointmentField, OrderSubmitBar } from './order-form-parts.js';
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
  const { t: tOrder } = useTranslation('order');
  const init = useStandardServiceInit(serviceType);
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
  return <ServiceForm serviceType={serviceType} init={init.data} />;
}

type ServiceInit = NonNullable<ReturnType<typeof useStandardServiceInit>['data']>;

interface ServiceValues {
  placeType: string;
  shopSnCode: string;
  place: CarPlace;
  optionCodes: string[];
  couponId: string;
  plate: string;
  contactName: string;
  mobile: string;
  appointmentAt: string;
  remark: string;
}

/** The request fields a -5 may name, and the Form.Item that shows it. */
const serverFields: ServerFields = {
  shopSnCode: 'shopSnCode',
  place: 'place',
  optionCodes: 'optionCodes',
  couponId: 'couponId',
  plateNumber: 'plate',
  contactName: 'contactName',
  contactMobile: 'mobile',
  appointmentAt: 'appointmentAt',
  remark: 'remark',
};

function ServiceForm({ serviceType, init: d }: { serviceType: string; init: ServiceInit }) {
  const { t } = useTranslation('orderNetwork');
  const { t: tOrder } = useTranslation('order');
  const placed = useOrderPlaced();
  const required = useRequired();
  const [params] = useSearchParams();
  const submit = useSubmitValueAdded();
  const [form] = Form.useForm<ServiceValues>();
  const [initialValues] = useState<ServiceValues>(() => ({
    placeType: params.get('shopSnCode') ? 'store' : '',
    shopSnCode: params.get('shopSnCode') ?? '',
    place: { address: '' },
    // The options the coupon covers (no extra price) start ticked.
    optionCodes: d.options.filter((x) => x.price === 0).map((x) => x.code),
    couponId: params.get('couponId') ?? '',
    plate: d.plateNumbers[0] ?? '',
    contactName: d.contactName,
    mobile: ownMobileValue,
    appointmentAt: defaultSlot(),
    remark: '',
  }));
  const lookup = useMemo(
    () => ({
      branchCode: session.userVo()?.branchCompanyCode ?? '',
      serviceType,
      subServiceType: params.get('subServiceType') ?? '0',
    }),
    [serviceType, params],
  );
  const placeType = Form.useWatch('placeType', form) ?? initialValues.placeType;
  const picked = Form.useWatch('optionCodes', form) ?? initialValues.optionCodes;
  const plate = Form.useWatch('plate', form) ?? initialValues.plate;
  const types = usePlaceTypes(lookup, parkingMode);
  const names = usePlaceNames(lookup, placeType);
  const coupons = useOrderCoupons(serviceType, plate);
  const minSlot = useMemo(() => new Date(Date.now() + 3_600_000).toISOString(), []);

  useEffect(() => {
    const list = types.data?.list;
    if (!list) return;
    const p = String(form.getFieldValue('placeType') ?? '');
    form.setFieldValue('placeType', list.some((x) => x.code === p) ? p : (list[0]?.code ?? ''));
  }, [types.data, form]);
  useEffect(() => {
    const list = names.data?.list;
    if (!list) return;
    // The store asked for stays picked while it serves here; a single store is picked for the customer.
    const s = String(form.getFieldValue('shopSnCode') ?? '');
    form.setFieldValue(
      'shopSnCode',
      list.some((x) => x.code === s) ? s : list.length === 1 ? (list[0]?.code ?? '') : '',
    );
  }, [names.data, form]);
  useEffect(() => {
    const list = coupons.data?.list;
    if (list) form.setFieldValue('couponId', keepCoupon(String(form.getFieldValue('couponId') ?? ''), list));
  }, [coupons.data, form]);

  const extra = d.options.filter((o) => picked.includes(o.code)).reduce((n, o) => n + o.price, 0);
  const atStore = placeType === 'store';
  const couponList = coupons.data?.list ?? [];

  const { submitting, formProps } = useFormSubmit({
    form,
    mutation: submit,
    fields: serverFields,
    toBody: (v: ServiceValues): BodyOf<typeof submitValueAddedOrder> | null => {
      const store = names.data?.list.find((s) => s.code === v.shopSnCode);
      if (!store) return null;
      const carPlace = v.place ?? { address: '' };
      const place =
        v.placeType === 'store' && store.place
          ? {
              address: store.place.address,
              lng: store.place.lng,
              lat: store.place.lat,
              ...(store.place.cityCode ? { cityCode: store.place.cityCode } : {}),
              ...(store.place.cityName ? { cityName: store.place.cityName } : {}),
            }
          : carPlace.lng !== undefined && carPlace.lat !== undefined
            ? { address: carPlace.address.trim(), lng: carPlace.lng, lat: carPlace.lat }
            : undefined;
      return {
        serviceType,
        shopSnCode: store.code,
        couponId: v.couponId,
        plateNumber: v.plate,
        contactName: v.contactName.trim(),
        contactMobile: v.mobile.trim(),
        appointmentAt: new Date(v.appointmentAt).toISOString(),
        optionCodes: v.optionCodes,
        ...(place ? { place } : {}),
        ...(params.get('subServiceType') ? { subServiceType: lookup.subServiceType } : {}),
        ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
      };
    },
    onSuccess: placed.onSuccess,
  });

  const noStore = names.data?.list.length === 0 || !lookup.branchCode;

  return (
    <Form
      {...formProps}
      initialValues={initialValues}
      requiredMarkStyle="none"
      className="rc-form rc-order-page"
      data-testid="network-service-form"
    >
      <section className="rc-form-card">
        <h2 className="rc-form-section-title">{t('service.where')}</h2>
        <FormField name="placeType" className="rc-form-item--plain">
          <PlaceTypeChips
            types={types.data?.list ?? []}
            loading={types.isPending && Boolean(lookup.branchCode)}
            label={t('service.where')}
          />
        </FormField>
        <FormField name="shopSnCode" className="rc-form-item--plain" rules={[required(t('service.store'))]}>
          <StoreSelect stores={names.data?.list ?? []} ready={Boolean(names.data)} noStore={noStore} />
        </FormField>
        {placeType && !atStore ? (
          <FormField
            name="place"
            className="rc-form-item--plain"
            rules={[
              {
                validator: (_, value: CarPlace | undefined) =>
                  !value?.address.trim()
                    ? Promise.reject(new Error(tOrder('form.required', { field: t('service.address') })))
                    : value.lng === undefined || value.lat === undefined
                      ? Promise.reject(new Error(t('service.needLocate')))
                      : Promise.resolve(),
              },
            ]}
          >
            <PlaceAddress />
          </FormField>
        ) : null}
      </section>
      {d.options.length > 0 ? (
        <section className="rc-form-card">
          <h2 className="rc-form-section-title">{t('service.options')}</h2>
          <FormField name="optionCodes" className="rc-form-item--plain">
            <OptionList options={d.options} />
          </FormField>
          <p className="rc-form-total" data-testid="order-total">
            {extra > 0 ? t('service.payAtStore', { amount: formatYuan(extra) }) : t('service.covered')}
          </p>
        </section>
      ) : null}
      <section className="rc-form-card">
        <h2 className="rc-form-section-title">
          {plate ? t('service.couponsFor', { plate }) : tOrder('form.coupon')}
        </h2>
        <FormField name="couponId" className="rc-form-item--plain" rules={[required(tOrder('form.coupon'))]}>
          <CouponPick coupons={couponList} loading={coupons.isPending} emptyText={t('service.noCoupon')} />
        </FormField>
        {!coupons.isPending && couponList.length === 0 ? (
          <Link className="rc-order-section__link" to={pathTo('/rights/mycoupons')}>
            {t('service.myCoupons')}
          </Link>
        ) : null}
      </section>
      <section className="rc-form-card">
        <List>
          <ContactItems plates={d.plateNumbers} maskedMobile={d.contactMobile} />
          <AppointmentField min={minSlot} />
          <FormField name="remark" label={tOrder('form.remark')}>
            <TextArea maxLength={200} rows={2} />
          </FormField>
        </List>
      </section>
      <p className="rc-form-notice">{d.notice}</p>
      <OrderSubmitBar pending={submitting} disabled={couponList.length === 0} onSubmit={form.submit} />
    </Form>
  );
}

/** Where the service happens: at a partner store or at the customer's place (the kinds the branch offers). */
function PlaceTypeChips(props: {
  types: readonly { code: string; name: string }[];
  loading: boolean;
  label: string;
  value?: string;
  onChange?: (code: string) => void;
  id?: string;
}) {
  if (props.loading) {
    return (
      <div className="rc-form-empty">
        <DotLoading color="primary" />
      </div>
    );
  }
  return (
    <div className="rc-plate-chips rc-place-types" role="group" aria-label={props.label} id={props.id}>
      {props.types.map((p) => (
        <button
          key={p.code}
          type="button"
          aria-pressed={p.code === props.value}
          onClick={() => props.onChange?.(p.code)}
          data-testid="place-type"
          data-code={p.code}
        >
          {p.name}
        </button>
      ))}
    </div>
  );
}

type Store = { code: string; name: string; place: { address: string } | null };

/** The store that serves: a picker of the branch's stores, or why there is none. */
function StoreSelect(props: {
  stores: readonly Store[];
  ready: boolean;
  noStore: boolean;
  value?: string;
  onChange?: (code: string) => void;
  id?: string;
}) {
  const { t } = useTranslation('orderNetwork');
  const [open, setOpen] = useState(false);
  const shop = props.stores.find((s) => s.code === props.value);
  if (props.noStore) {
    return (
      <p className="rc-form-empty" data-testid="no-store">
        {t('service.noStore')}
      </p>
    );
  }
  return (
    <div>
      <button
        type="button"
        id={props.id}
        className="rc-place-pick"
        onClick={() => setOpen(true)}
        disabled={!props.ready}
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
      <Picker
        title={t('service.pickStore')}
        columns={[props.stores.map((s) => ({ label: s.name, value: s.code }))]}
        visible={open}
        value={props.value ? [props.value] : []}
        onClose={() => setOpen(false)}
        onConfirm={(v) => props.onChange?.(typeof v[0] === 'string' ? v[0] : '')}
      />
    </div>
  );
}

/** The service's priced options, ticked or not; an extra one is paid at the store. */
function OptionList(props: {
  options: readonly { code: string; name: string; price: number }[];
  value?: string[];
  onChange?: (codes: string[]) => void;
  id?: string;
}) {
  const { t } = useTranslation('orderNetwork');
  const picked = props.value ?? [];
  return (
    <ul className="rc-option-list" id={props.id}>
      {props.options.map((o) => (
        <li key={o.code}>
          <label>
            <input
              type="checkbox"
              checked={picked.includes(o.code)}
              onChange={(e) =>
                props.onChange?.(e.target.checked ? [...picked, o.code] : picked.filter((c) => c !== o.code))
              }
              data-testid={`option-${o.code}`}
            />
            <span className="rc-option-list__name">{o.name}</span>
            <span className={`rc-option-list__price${o.price > 0 ? ' rc-option-list__price--extra' : ''}`}>
              {o.price > 0 ? t('service.extra', { price: formatYuan(o.price) }) : t('service.included')}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
