import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { CreatedLocationLink } from '@rc/contract';
import { createLocationLink } from '@rc/contract/refs';
import { callEndpoint } from '../api/client.js';
import { showToast } from '../ui/overlays.js';
import './i18n/register.js';
import './location-link.css';
import { formatTime } from '../format/format.js';

/** disaster/createLocationLink: a one-time location link for a customer (its code expires after 1800 s). */
function useCreateLocationLink() {
  return useMutation({
    mutationFn: (mobile: string) => callEndpoint(createLocationLink, { body: mobile ? { mobile } : {} }),
  });
}

/**
 * The location-link form of /accident/getlink and /geturl/createlink: an
 * optional customer mobile, the link, when it lapses, and copy.
 */
export function LocationLinkForm({
  showLead = true,
  renderAfter,
}: {
  showLead?: boolean;
  /** What the screen shows under the link made (e.g. the position the customer sends through it). */
  renderAfter?: (link: CreatedLocationLink) => ReactNode;
}) {
  const { t } = useTranslation('locationLink');
  const create = useCreateLocationLink();
  const [mobile, setMobile] = useState('');
  const link = create.data;
  const full = link ? `${window.location.origin}${link.url}` : '';
  const mobileBad = mobile.length > 0 && mobile.length !== 11;
  const copy = () =>
    void navigator.clipboard.writeText(full).then(
      () => showToast(t('copied')),
      () => showToast(t('copyFailed')),
    );
  return (
    <>
      <section className="rc-ll-card">
        <h1>{t('title')}</h1>
        {showLead ? <p>{t('lead')}</p> : null}
        <label className="rc-form-field">
          <span>{t('mobile')}</span>
          <input
            className="rc-form-input"
            value={mobile}
            inputMode="numeric"
            maxLength={11}
            aria-invalid={mobileBad}
            onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
          />
        </label>
        {mobileBad ? <p className="rc-ll-error">{t('mobileInvalid')}</p> : null}
        <button
          type="button"
          className="rc-form-primary"
          disabled={create.isPending || mobileBad}
          onClick={() => create.mutate(mobile)}
          data-testid="location-link-create"
        >
          {link ? t('again') : t('create')}
        </button>
      </section>
      {link ? (
        <section className="rc-ll-card" data-testid="location-link">
          <h1>{t('url')}</h1>
          <div className="rc-ll-link">{full}</div>
          <p>
            {t('expires', {
              time: formatTime(link.expiresAt),
            })}
          </p>
          <button type="button" className="rc-form-primary" onClick={copy}>
            {t('copy')}
          </button>
        </section>
      ) : null}
      {link && renderAfter ? renderAfter(link) : null}
    </>
  );
}
