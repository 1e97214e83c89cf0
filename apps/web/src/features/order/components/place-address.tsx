import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import TextArea from 'antd-mobile/es/components/text-area';
import { showToast } from '../../../shared/ui/overlays.js';
import '../i18n/network-register.js';
import './network.css';

/** Where the car is, typed, with the phone's position so the technician can find it. */
export interface CarPlace {
  address: string;
  lng?: number;
  lat?: number;
}

/** Where the car is, as a Form.Item's child (the Form gives value and onChange). */
export function PlaceAddress({
  value = { address: '' },
  onChange = () => undefined,
  onBlur,
  id,
}: {
  value?: CarPlace;
  onChange?: (p: CarPlace) => void;
  onBlur?: () => void;
  id?: string;
}) {
  const { t } = useTranslation('orderNetwork');
  const [locating, setLocating] = useState(false);
  const located = value.lng !== undefined && value.lat !== undefined;
  const locate = () => {
    if (!('geolocation' in navigator)) return showToast(t('service.locateFailed'));
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        onChange({ ...value, lng: pos.coords.longitude, lat: pos.coords.latitude });
      },
      () => {
        setLocating(false);
        showToast(t('service.locateFailed'));
      },
      { timeout: 10_000, maximumAge: 60_000 },
    );
  };
  return (
    <div className="rc-place-address">
      <TextArea
        value={value.address}
        onChange={(address) => onChange({ ...value, address })}
        onBlur={onBlur}
        id={id}
        maxLength={200}
        autoSize={{ minRows: 1, maxRows: 3 }}
        placeholder={t('service.addressHint')}
        aria-label={t('service.address')}
        data-testid="place-address"
      />
      <button
        type="button"
        className="rc-place-address__locate"
        onClick={locate}
        disabled={locating}
        aria-pressed={located}
        data-testid="place-locate"
      >
        {locating ? t('service.locating') : located ? t('service.located') : t('service.locate')}
      </button>
    </div>
  );
}
