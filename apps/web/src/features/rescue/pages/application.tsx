import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Skeleton from 'antd-mobile/es/components/skeleton';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useRescueLoadInfo } from '../api/rescue-load-info.js';
import { useSubmitRescue } from '../api/submit-rescue.js';
import { useAddressPrompt } from '../api/address-prompt.js';
import { useAppointmentSlots } from '../api/appointment-slots.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { coordinatesText, locate, type Located } from '../components/locate.js';
import { faultCodes, type FaultCode } from '../components/faults.js';
import { HighwayWarning } from '../components/highway-warning.js';
import { DestinationField, type PickedDestination } from '../components/destination-picker.js';
import '../i18n/register.js';
import '../components/rescue.css';
import { formatTime, formatYuan } from '../../../shared/format/format.js';
import { isMobile } from '@rc/contract';
import { pathTo } from '../../../shared/routing/paths.js';

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
  const [where, setWhere] = useState<LocateState>({ kind: 'locating' });
  const [address, setAddress] = useState('');
  const [onHighway, setOnHighway] = useState(false);
  const [fault, setFault] = useState<FaultCode>('tow');
  const [plate, setPlate] = useState(info.plateNumbers[0] ?? '');
  const [contactName, setContactName] = useState(info.contactName);
  const [mobile, setMobile] = useState('');
  const [loadInfo, setLoadInfo] = useState('');
  const [destination, setDestination] = useState<PickedDestination | null>(null);
  const [remark, setRemark] = useState('');
  const [later, setLater] = useState(false);
  const [slot, setSlot] = useState<string | null>(null);
  const slots = useAppointmentSlots(later);
  // The coupon tapped (coupon detail, issue 19) when it is one of the usable rescue coupons; else the first.
  const wanted = useSearchParams()[0].get('couponId');
  const coupon = info.coupons.find((c) => c.id === wanted) ?? info.coupons[0] ?? null;

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

  const price = useMemo(() => info.prices.find((p) => p.code === fault)?.price ?? 0, [info.prices, fault]);

  const send = () => {
    const typed = address.trim();
    const fix = where.kind === 'ok' ? where.at : null;
    if (!fix && !typed) return showToast(t('application.needPlace'));
    if (!plate.trim()) return showToast(t('application.needPlate'));
    if (!contactName.trim() || (mobile && !isMobile(mobile))) return showToast(t('application.needContact'));
    submit.mutate(
      {
        serviceType: '1',
        faultType: fault,
        plateNumber: plate.trim(),
        contactName: contactName.trim(),
        ...(mobile ? { contactMobile: mobile } : {}),
        ...(coupon ? { couponId: coupon.id } : {}),
        place: {
          address: typed || (fix ? coordinatesText(fix) : ''),
          lng: fix?.lng ?? 0,
          lat: fix?.lat ?? 0,
        },
        onHighway,
        ...(loadInfo.trim() ? { loadInfo: loadInfo.trim() } : {}),
        ...(towed && destination ? { destination } : {}),
        ...(remark.trim() ? { remark: remark.trim() } : {}),
        ...(later && slot ? { appointmentAt: slot } : {}),
      },
      {
        onSuccess: (created) => {
          showToast(t('application.submitted'));
          void navigate(
            pathTo('/rescue/applicationStatus', {
              search: { orderPrimaryId: created.orderPrimaryId, primaryCheck: created.primaryCheck },
            }),
            { replace: true },
          );
        },
      },
    );
  };

  return (
    <div className="rc-rescue" data-testid="rescue-application">
      <header className="rc-rescue-hero">
        <h1>{t('application.heroTitle')}</h1>
        <p>{t('application.heroLead')}</p>
      </header>

      <HighwayWarning strong={onHighway}>
        <label className="rc-rescue-check">
          <input
            type="checkbox"
            checked={onHighway}
            onChange={(e) => setOnHighway(e.target.checked)}
            data-testid="rescue-on-highway"
          />
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
        <label className="rc-form-field">
          <span>{t('application.addressLabel')}</span>
          <textarea
            className="rc-form-input"
            value={address}
            maxLength={200}
            placeholder={t('application.addressPlaceholder')}
            onChange={(e) => setAddress(e.target.value)}
            data-testid="rescue-address"
          />
        </label>
        {promptAddress || where.kind === 'failed' ? (
          <p className="rc-rescue-hint">{t('application.addressPrompt')}</p>
        ) : null}
      </section>

      <section className="rc-rescue-card">
        <h2>{t('application.whatTitle')}</h2>
        <div className="rc-rescue-faults" role="group">
          {faultCodes.map((code) => (
            <button
              key={code}
              type="button"
              className="rc-rescue-chip"
              aria-pressed={fault === code}
              onClick={() => setFault(code)}
              data-testid={`rescue-fault-${code}`}
            >
              {t(`fault.${code}`)}
              <small>{t(`faultHint.${code}`)}</small>
            </button>
          ))}
        </div>
        {towed ? (
          <DestinationField
            value={destination}
            near={where.kind === 'ok' ? where.at : { lng: 0, lat: 0 }}
            onChange={setDestination}
          />
        ) : null}
      </section>

      <section className="rc-rescue-card">
        <h2>{t('application.carTitle')}</h2>
        {info.plateNumbers.length > 1 ? (
          <div className="rc-rescue-chips" role="group">
            {info.plateNumbers.map((p) => (
              <button
                key={p}
                type="button"
                className="rc-rescue-chip"
                aria-pressed={plate === p}
                onClick={() => setPlate(p)}
              >
                {p}
              </button>
            ))}
          </div>
        ) : (
          <label className="rc-form-field">
            <span>{t('application.plate')}</span>
            <input
              className="rc-form-input"
              value={plate}
              maxLength={10}
              onChange={(e) => setPlate(e.target.value)}
            />
          </label>
        )}
        <label className="rc-form-field">
          <span>{t('application.contactName')}</span>
          <input
            className="rc-form-input"
            value={contactName}
            maxLength={32}
            onChange={(e) => setContactName(e.target.value)}
          />
        </label>
        <label className="rc-form-field">
          <span>{t('application.contactMobile')}</span>
          <input
            className="rc-form-input"
            value={mobile}
            inputMode="numeric"
            maxLength={11}
            placeholder={info.contactMobile || t('application.contactMobilePlaceholder')}
            onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
          />
        </label>
        <label className="rc-form-field">
          <span>{t('application.loadInfo')}</span>
          <input
            className="rc-form-input"
            value={loadInfo}
            maxLength={200}
            placeholder={t('application.loadInfoPlaceholder')}
            onChange={(e) => setLoadInfo(e.target.value)}
          />
        </label>
        <div className="rc-form-field">
          <span>{t('application.when')}</span>
          <div className="rc-rescue-chips" role="group">
            <button
              type="button"
              className="rc-rescue-chip"
              aria-pressed={!later}
              onClick={() => setLater(false)}
            >
              {t('application.whenNow')}
            </button>
            <button
              type="button"
              className="rc-rescue-chip"
              aria-pressed={later}
              onClick={() => setLater(true)}
            >
              {t('application.whenLater')}
            </button>
          </div>
          {later ? (
            <div className="rc-rescue-chips" role="group" style={{ marginTop: 8 }}>
              {(slots.data?.slots ?? []).map((s) => (
                <button
                  key={s.start}
                  type="button"
                  className="rc-rescue-chip"
                  aria-pressed={slot === s.start}
                  disabled={!s.available}
                  onClick={() => setSlot(s.start)}
                >
                  {formatTime(s.start)}
                </button>
              ))}
            </div>
          ) : null}
        </div>
        <label className="rc-form-field">
          <span>{t('application.remark')}</span>
          <textarea
            className="rc-form-input"
            value={remark}
            maxLength={500}
            placeholder={t('application.remarkPlaceholder')}
            onChange={(e) => setRemark(e.target.value)}
          />
        </label>
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
        <button type="button" onClick={send} disabled={submit.isPending} data-testid="rescue-submit">
          {submit.isPending ? t('application.submitting') : t('application.submit')}
        </button>
      </div>
    </div>
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
