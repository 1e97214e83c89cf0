import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBindVehicle } from '../api/bind-vehicle.js';
import { showToast } from '../../../shared/ui/overlays.js';
import '../i18n/register.js';
import '../components/accident.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** /accident/addcar: binds a company tow vehicle by its plate. */
export function Page() {
  const { t } = useTranslation('accident');
  const navigate = useNavigate();
  const bind = useBindVehicle();
  const [plate, setPlate] = useState('');
  return (
    <div className="rc-acc">
      <form
        className="rc-acc-card"
        onSubmit={(e) => {
          e.preventDefault();
          const p = plate.trim().toUpperCase();
          if (p.length < 2) return;
          bind.mutate(p, {
            onSuccess: () => {
              showToast(t('car.bound', { plate: p }));
              void navigate(pathTo('/accident/car'), { replace: true });
            },
          });
        }}
      >
        <h2>{t('car.addTitle')}</h2>
        <label className="rc-form-field">
          <span>{t('car.plate')}</span>
          <input
            className="rc-form-input"
            value={plate}
            maxLength={10}
            placeholder={t('car.platePlaceholder')}
            onChange={(e) => setPlate(e.target.value)}
          />
        </label>
        <button type="submit" className="rc-form-primary" disabled={bind.isPending}>
          {t('car.bind')}
        </button>
      </form>
    </div>
  );
}
