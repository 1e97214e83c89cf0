import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateLink } from '../api/create-link.js';
import { showToast } from '../../../shared/ui/overlays.js';
import '../i18n/register.js';
import '../components/geturl.css';

/** /geturl/createlink: a one-time location link to text to a stranded customer. */
export function Page() {
  const { t } = useTranslation('geturl');
  const create = useCreateLink();
  const [mobile, setMobile] = useState('');
  const link = create.data;
  const full = link ? `${window.location.origin}${link.url}` : '';
  return (
    <div className="rc-gu">
      <section className="rc-gu-card">
        <h1>{t('create.title')}</h1>
        <label className="rc-gu-field">
          <span>{t('create.mobile')}</span>
          <input
            className="rc-gu-input"
            value={mobile}
            inputMode="numeric"
            maxLength={11}
            onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
          />
        </label>
        <button
          type="button"
          className="rc-gu-primary"
          disabled={create.isPending || (mobile.length > 0 && mobile.length !== 11)}
          onClick={() => create.mutate(mobile)}
        >
          {link ? t('create.again') : t('create.submit')}
        </button>
      </section>
      {link ? (
        <section className="rc-gu-card">
          <h1>{t('create.url')}</h1>
          <div className="rc-gu-link">{full}</div>
          <p>
            {t('create.expires', {
              time: new Date(link.expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }),
            })}
          </p>
          <button
            type="button"
            className="rc-gu-primary"
            onClick={() => void navigator.clipboard.writeText(full).then(() => showToast(t('create.copied')))}
          >
            {t('create.copy')}
          </button>
        </section>
      ) : null}
    </div>
  );
}
