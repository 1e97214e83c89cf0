import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateLocationLink } from '../api/create-location-link.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { shortTime } from '../components/status-badge.js';
import '../i18n/register.js';
import '../components/accident.css';

/** /accident/getlink: a one-time location link to text to a customer who cannot say where they are. */
export function Page() {
  const { t } = useTranslation('accident');
  const create = useCreateLocationLink();
  const [mobile, setMobile] = useState('');
  const link = create.data;
  const full = link ? `${window.location.origin}${link.url}` : '';
  return (
    <div className="rc-acc">
      <section className="rc-acc-card">
        <h2>{t('link.title')}</h2>
        <p className="rc-acc-note" style={{ margin: 0 }}>
          {t('link.lead')}
        </p>
        <label className="rc-acc-field">
          <span>{t('link.mobile')}</span>
          <input
            className="rc-acc-input"
            value={mobile}
            inputMode="numeric"
            maxLength={11}
            onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
          />
        </label>
        <button
          type="button"
          className="rc-acc-primary"
          disabled={create.isPending || (mobile.length > 0 && mobile.length !== 11)}
          onClick={() => create.mutate(mobile)}
        >
          {t('link.create')}
        </button>
      </section>
      {link ? (
        <section className="rc-acc-card" data-testid="location-link">
          <h2>{t('link.url')}</h2>
          <div className="rc-acc-link-box">{full}</div>
          <p className="rc-acc-note" style={{ margin: '0 0 8px' }}>
            {t('link.expires', { time: shortTime(link.expiresAt) })}
          </p>
          <button
            type="button"
            className="rc-acc-secondary"
            onClick={() => void navigator.clipboard.writeText(full).then(() => showToast(t('link.copied')))}
          >
            {t('link.copy')}
          </button>
        </section>
      ) : null}
    </div>
  );
}
