import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Skeleton from 'antd-mobile/es/components/skeleton';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Form from 'antd-mobile/es/components/form';
import { isMobile, type RescueOrderPayload } from '@rc/contract';
import { useRescueLoadInfo } from '../api/rescue-load-info.js';
import { useSubmitRescue } from '../api/submit-rescue.js';
import { useAddressPrompt } from '../api/address-prompt.js';
import { useAppointmentSlots } from '../api/appointment-slots.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { FormField } from '../../../shared/forms/form-field.js';
import { useFormSubmit, type ServerFields } from '../../../shared/forms/use-form-submit.js';
import { locate, type Located } from '../components/locate.js';
import { formatCoordinates } from '../../../shared/format/format.js';
import type { FaultCode } from '../components/faults.js';
import { HighwayWarning } from '../components/highway-warning.js';
import { DestinationField, type PickedDestination } from '../components/destination-picker.js';
import { ChoiceChips, FaultChips, PlateInput, SlotChips } from '../components/application-fields.js';
import { pathTo } from '../../../shared/routing/paths.js';
import '../i18n/register.js';
import '../components/rescue.css';
import { formatYuan } from '../../../shared/format/format.js';

type LocateState = { kind: 'locating' } | { kind: 'ok'; at: Located } | { kind: 'failed' };

const defaultLocateSeconds = 15;

/**
 * /rescue/application: the rescue request. Position from the browser (typed
 * when it cannot be had), what is wrong, car and contact, and what the rescue
 * covers, then one big button. Nothing here blocks a stranded customer: no
 * coupon, no fix and no booking time all still send a request.
 */
export function Page() {
  const { t } = useTranslation('rescue');
  const info = useRescueLoadInfo();
  const prompt = useAddressPrompt();

  if (info.isPending) {
    return (
      <div className="rc-rescue">
        <div className="rc-rescue-card">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={8} animated />
        </div>
      </div>
    );
  }
  if (info.isError) {
    return (
      <div className="rc-rescue">
        <ErrorBlock status="disconnected" title={t('state.loadFailed')} description="">
          <button type="button" className="rc-form-ghost" onClick={() => void info.refetch()}>
            {t('state.retry')}
          </button>
        </ErrorBlock>
      </div>
    );
  }
  return (
    <RescueForm
      info={info.data}
      promptAddress={prompt.data?.promptAddress ?? true}
      locateSeconds={prompt.data?.locateTimeoutSeconds ?? defaultLocateSeconds}
    />
  );
}

type LoadInfo = NonNullable<ReturnType<typeof useRescueLoadInfo>['data']>;

interface RescueValues {
  onHighway: boolean;
  address: string;
  fault: FaultCode;
  destination: PickedDestination | null;
  plate: string;
  contactName: string;
  mobile: string;
  loadInfo: string;
  later: boolean;
  slot: string | null;
  remark: string;
}

/** The request fields a -5 may name, and the Form.Item that shows it. */
const serverFields: ServerFields = {
  place: 'address',
  faultType: 'fault',
  destination: 'destination',
  plateNumber: 'plate',
  contactName: 'contactName',
  contactMobile: 'mobile',
  loadInfo: 'loadInfo',
  appointmentAt: 'slot',
  remark: 'remark',
};

const digitsOnly = (v: unknown) => (typeof v === 'string' ? v.replace(/\D/g, '') : v);

function RescueForm({
  info,
  promptAddress,
  locateSeconds,
}: {
  info: LoadInfo;
  promptAddress: boolean;
  locateSeconds: number;
}) {
  const { t } = useTranslation('rescue');
  const navigate = useNavigate();
  const submit = useSubmitRescue();
  const [form] = Form.useForm<RescueValues>();
  const [where, setWhere] = useState<LocateState>({ kind: 'locating' });
  const onHighway = Form.useWatch('onHighway', form) ?? false;
  const fault = Form.useWatch('fault', form) ?? 'tow';
  const later = Form.useWatch('later', form) ?? false;
  const slots = useAppointmentSlots(later);
  // The coupon tapped (coupon detail, issue 19) when it is one of the usable rescue coupons; else the first.
  const wanted = useSearchParams()[0].get('couponId');
  const coupon = info.coupons.find((c) => c.id === wanted) ?? info.coupons[0] ?? null;
  const [initialValues] = useState<RescueValues>(() => ({
    onHighway: false,
    address: '',
    fault: 'tow',
    destination: null,
    plate: info.plateNumbers[0] ?? '',
    contactName: info.contactName,
    mobile: '',
    loadInfo: '',
    later: false,
    slot: null,
    remark: '',
  }));

  const findMe = useCallback(() => {
    setWhere({ kind: 'locating' });
    locate(locateSeconds * 1000).then(
      (at) => setWhere({ kind: 'ok', at }),
      () => setWhere({ kind: 'failed' }),
    );
  }, [locateSeconds]);
  useEffect(findMe, [findMe]);

  // Only a car that is towed goes somewhere; a jump-start or a tyre change is done where it stands.
  const towed = fault === 'tow' || fault === 'winch';
  const fix = where.kind === 'ok' ? where.at : null;

  const price = useMemo(() => info.prices.find((p) => p.code === fault)?.price ?? 0, [info.prices, fault]);

  const { submitting, formProps } = useFormSubmit({
    form,
    mutation: submit,
    fields: serverFields,
    toBody: (v: RescueValues): RescueOrderPayload => {
      const typed = v.address.trim();
      const loadInfo = v.loadInfo.trim();
      const remark = v.remark.trim();
      return {
        serviceType: '1',
        faultType: v.fault,
        plateNumber: v.plate.trim(),
        contactName: v.contactName.trim(),
        ...(v.mobile ? { contactMobile: v.mobile } : {}),
        ...(coupon ? { couponId: coupon.id } : {}),
        place: {
          address: typed || (fix ? formatCoordinates(fix) : ''),
          lng: fix?.lng ?? 0,
          lat: fix?.lat ?? 0,
        },
        onHighway: v.onHighway,
        ...(loadInfo ? { loadInfo } : {}),
        ...((v.fault === 'tow' || v.fault === 'winch') && v.destination
          ? { destination: v.destination }
          : {}),
        ...(remark ? { remark } : {}),
        ...(v.later && v.slot ? { appointmentAt: v.slot } : {}),
      };
    },
    onSuccess: (created) => {
      showToast(t('application.submitted'));
      void navigate(
        pathTo('/rescue/applicationStatus', {
          search: { orderPrimaryId: created.orderPrimaryId, primaryCheck: created.primaryCheck },
        }),
        { replace: true },
      );
    },
  });

  const filled = (message: string) => ({
    validator: (_: unknown, value: unknown) =>
      typeof value === 'string' && value.trim() ? Promise.resolve() : Promise.reject(new Error(message)),
  });

  return (
    <Form
      {...formProps}
      initialValues={initialValues}
      requiredMarkStyle="none"
      className="rc-form rc-form--plain rc-rescue"
      data-testid="rescue-application"
    >
      <header className="rc-rescue-hero">
        <h1>{t('application.heroTitle')}</h1>
        <p>{t('application.heroLead')}</p>
      </header>

      <HighwayWarning strong={onHighway}>
        <label className="rc-rescue-check">
          <Form.Item name="onHighway" valuePropName="checked" noStyle>
            <input type="checkbox" data-testid="rescue-on-highway" />
          </Form.Item>
          {t('application.onHighway')}
        </label>
      </HighwayWarning>

      <section className="rc-rescue-card">
        <h2>{t('application.whereTitle')}</h2>
        <div className="rc-rescue-row">
          <LocateLine state={where} />
          {where.kind !== 'locating' ? (
            <button type="button" className="rc-rescue-link" onClick={findMe}>
              {t('application.locateAgain')}
            </button>
          ) : null}
        </div>
        <FormField
          name="address"
          label={t('application.addressLabel')}
          className="rc-form-field"
          // A fix is enough; without one the customer must say where they are.
          rules={[
            {
              validator: (_, value) =>
                fix || (typeof value === 'string' && value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('application.needPlace'))),
            },
          ]}
        >
          <textarea
            className="rc-form-input"
            maxLength={200}
            placeholder={t('application.addressPlaceholder')}
            data-testid="rescue-address"
          />
        </FormField>
        {promptAddress || where.kind === 'failed' ? (
          <p className="rc-rescue-hint">{t('application.addressPrompt')}</p>
        ) : null}
      </section>

      <section className="rc-rescue-card">
        <h2>{t('application.whatTitle')}</h2>
        <FormField name="fault">
          <FaultChips />
        </FormField>
        {towed ? (
          <FormField name="destination">
            <DestinationFormField near={fix ?? { lng: 0, lat: 0 }} />
          </FormField>
        ) : null}
      </section>

      <section className="rc-rescue-card">
        <h2>{t('application.carTitle')}</h2>
        <FormField
          name="plate"
          label={info.plateNumbers.length > 1 ? undefined : t('application.plate')}
          className="rc-form-field"
          rules={[filled(t('application.needPlate'))]}
        >
          <PlateInput plates={info.plateNumbers} />
        </FormField>
        <FormField
          name="contactName"
          label={t('application.contactName')}
          className="rc-form-field"
          rules={[filled(t('application.needContactName'))]}
        >
          <input className="rc-form-input" maxLength={32} />
        </FormField>
        <FormField
          name="mobile"
          label={t('application.contactMobile')}
          className="rc-form-field"
          normalize={digitsOnly}
          // Empty: the number on the customer's account.
          rules={[
            {
              validator: (_, value) =>
                !value || (typeof value === 'string' && isMobile(value))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('application.badMobile'))),
            },
          ]}
        >
          <input
            className="rc-form-input"
            inputMode="numeric"
            maxLength={11}
            placeholder={info.contactMobile || t('application.contactMobilePlaceholder')}
          />
        </FormField>
        <FormField name="loadInfo" label={t('application.loadInfo')} className="rc-form-field">
          <input
            className="rc-form-input"
            maxLength={200}
            placeholder={t('application.loadInfoPlaceholder')}
          />
        </FormField>
        <FormField name="later" label={t('application.when')} className="rc-form-field">
          <ChoiceChips
            options={[
              { value: false, label: t('application.whenNow') },
              { value: true, label: t('application.whenLater') },
            ]}
          />
        </FormField>
        {later ? (
          <FormField name="slot">
            <SlotChips slots={slots.data?.slots ?? []} />
          </FormField>
        ) : null}
        <FormField name="remark" label={t('application.remark')} className="rc-form-field">
          <textarea
            className="rc-form-input"
            maxLength={500}
            placeholder={t('application.remarkPlaceholder')}
          />
        </FormField>
      </section>

      <section className="rc-rescue-card" data-testid="rescue-cover">
        <h2>{t('application.coverTitle')}</h2>
        <div className="rc-rescue-cover">
          <span className="rc-rescue-cover__badge">{coupon ? `${info.freeTowKm}km` : '¥'}</span>
          <div>
            {coupon ? (
              <>
                <p>{t('application.coverCoupon', { name: coupon.name, km: info.freeTowKm })}</p>
                <small>{t('application.coverCouponExtra')}</small>
              </>
            ) : (
              <>
                <p>{t('application.coverNone')}</p>
                <small>
                  {t('application.coverPrice', {
                    fault: t(`fault.${fault}`),
                    price: formatYuan(price),
                  })}
                </small>
              </>
            )}
          </div>
        </div>
      </section>

      <p className="rc-rescue-safety">
        <Link to={pathTo('/rescue/applicationStatus')} className="rc-rescue-link">
          {t('application.myRescues')}
        </Link>
      </p>

      <div className="rc-rescue-submit">
        <button type="submit" disabled={submitting} data-testid="rescue-submit">
          {submitting ? t('application.submitting') : t('application.submit')}
        </button>
      </div>
    </Form>
  );
}

/** DestinationField as a Form.Item's child (the Form gives value and onChange). */
function DestinationFormField(props: {
  near: { lng: number; lat: number };
  value?: PickedDestination | null;
  onChange?: (d: PickedDestination | null) => void;
}) {
  return (
    <DestinationField value={props.value ?? null} near={props.near} onChange={(d) => props.onChange?.(d)} />
  );
}

function LocateLine({ state }: { state: LocateState }) {
  const { t } = useTranslation('rescue');
  if (state.kind === 'locating')
    return (
      <span className="rc-rescue-locate">
        <span className="rc-rescue-dot" />
        {t('application.locating')}
      </span>
    );
  if (state.kind === 'failed')
    return (
      <span className="rc-rescue-locate rc-rescue-locate--fail">
        <span className="rc-rescue-dot" />
        {t('application.locateFailed')}
      </span>
    );
  return (
    <span className="rc-rescue-locate rc-rescue-locate--ok" data-testid="rescue-located">
      <span className="rc-rescue-dot" />
      {t('application.located', { meters: state.at.accuracy })}
    </span>
  );
}
