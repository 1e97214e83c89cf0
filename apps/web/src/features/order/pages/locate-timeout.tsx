import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useReportLinkLocation } from '../api/rescue-location-link.js';
import '../i18n/rescue-register.js';
import '../components/rescue-locate.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** /order/locateTimeoutPage: no fix in time: try again, or type the place and send it. */
export function Page() {
  const { t } = useTranslation('orderRescue');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const code = search.get('sd_track_code') ?? '';
  const report = useReportLinkLocation();
  const [typed, setTyped] = useState('');
  return (
    <div className="rc-or-locate">
      <section className="rc-or-card">
        <div className="rc-or-pin rc-or-pin--warn" aria-hidden="true">
          !
        </div>
        <h1>{t('locate.timeoutTitle')}</h1>
        <p>{t('locate.timeoutLead')}</p>
        <Link
          className="rc-form-primary"
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', textDecoration: 'none' }}
          to={pathTo('/order/intelligentRescue', { search: { sd_track_code: code } })}
          replace
        >
          {t('locate.retry')}
        </Link>
      </section>
      <section className="rc-or-card">
        <textarea
          className="rc-or-input"
          value={typed}
          maxLength={200}
          aria-label={t('locate.typed')}
          placeholder={t('locate.typedPlaceholder')}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button
          type="button"
          className="rc-form-primary"
          disabled={!typed.trim() || report.isPending}
          onClick={() =>
            report.mutate(
              { trackCode: code, place: { address: typed.trim(), lng: 0, lat: 0 } },
              { onSuccess: () => void navigate(pathTo('/order/successfullyLocatedPage'), { replace: true }) },
            )
          }
        >
          {t('locate.sendTyped')}
        </button>
      </section>
    </div>
  );
}
