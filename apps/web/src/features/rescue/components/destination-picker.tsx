import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Popup from 'antd-mobile/es/components/popup';
import { useRescueDestinations } from '../api/rescue-destinations.js';
import '../i18n/register.js';
import { formatKm } from '../../../shared/format/format.js';

/** Where the car is towed to: a repair shop's name and address and its point. */
export interface PickedDestination {
  address: string;
  lng: number;
  lat: number;
}

/**
 * The repair shops to tow to (rescueOrder/R00010078), nearest to `near` first.
 * Without a fix (0, 0) the distances mean nothing and are not shown. With
 * `onNone`, the first choice leaves it to the rescuer.
 */
export function DestinationPicker(props: {
  visible: boolean;
  near: { lng: number; lat: number };
  busy?: boolean;
  onPick: (d: PickedDestination) => void;
  onNone?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('rescue');
  const shops = useRescueDestinations(props.near, props.visible);
  const located = props.near.lng !== 0 || props.near.lat !== 0;
  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} bodyClassName="rc-rescue-sheet">
      <h2>{t('destination.pick')}</h2>
      {shops.isError ? (
        <p className="rc-rescue-hint">
          {t('state.loadFailed')}{' '}
          <button type="button" className="rc-form-ghost" onClick={() => void shops.refetch()}>
            {t('state.retry')}
          </button>
        </p>
      ) : !shops.data ? (
        <p className="rc-rescue-hint">{t('state.loading')}</p>
      ) : (
        <ul className="rc-rescue-menu" data-testid="rescue-destination-list">
          {props.onNone ? (
            <li>
              <button type="button" onClick={props.onNone} data-testid="rescue-destination-none">
                {t('application.destinationNone')}
              </button>
            </li>
          ) : null}
          {shops.data.list.length === 0 ? <li className="rc-rescue-hint">{t('destination.none')}</li> : null}
          {shops.data.list.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                disabled={props.busy}
                onClick={() =>
                  props.onPick({
                    address: `${s.name} ${s.place.address}`,
                    lng: s.place.lng,
                    lat: s.place.lat,
                  })
                }
              >
                {s.name}
                <small>
                  {s.place.address}
                  {located ? ` · ${t('follow.distance', { km: formatKm(s.distanceMeters) })}` : ''}
                </small>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="rc-form-ghost rc-rescue-sheet__close" onClick={props.onClose}>
        {t('destination.keep')}
      </button>
    </Popup>
  );
}

/**
 * The request form's "tow to" line: the shop chosen, or the rescuer's
 * suggestion; a tap opens the list of shops near where the customer is.
 */
export function DestinationField(props: {
  value: PickedDestination | null;
  near: { lng: number; lat: number };
  onChange: (d: PickedDestination | null) => void;
}) {
  const { t } = useTranslation('rescue');
  const [open, setOpen] = useState(false);
  return (
    <div className="rc-form-field">
      <span>{t('application.destination')}</span>
      <ul className="rc-rescue-menu rc-rescue-picker">
        <li>
          <button type="button" onClick={() => setOpen(true)} data-testid="rescue-destination">
            {props.value?.address ?? t('application.destinationNone')}
            <small>{t('application.destinationPick')}</small>
          </button>
        </li>
      </ul>
      <DestinationPicker
        visible={open}
        near={props.near}
        onClose={() => setOpen(false)}
        onNone={() => {
          props.onChange(null);
          setOpen(false);
        }}
        onPick={(d) => {
          props.onChange(d);
          setOpen(false);
        }}
      />
    </div>
  );
}
