import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocationLink } from '../api/rescue-location-link.js';
import '../i18n/rescue-register.js';
import '../components/rescue-locate.css';
import { pathTo } from '../../../shared/routing/paths.js';

/**
 * /order/locationLogin: where a location link lands (no session). The track
 * code works once and for 1800 s (spec 9); an old or used link says so.
 */
export function Page() {
  const { t } = useTranslation('orderRescue');
  const [search] = useSearchParams();
  const code = search.get('sd_track_code') ?? '';
  const link = useLocationLink(code);
  const usable = link.data?.usable === true;
  return (
    <div className="rc-or-locate" data-testid="location-login">
      <section className="rc-or-card">
        <div className={`rc-or-pin${link.isFetched && !usable ? ' rc-or-pin--warn' : ''}`} aria-hidden="true">
          ⌖
        </div>
        <h1>{t('locate.title')}</h1>
        {link.isPending && code ? <p>{t('locate.checking')}</p> : null}
        {(link.isFetched || !code) && !usable ? (
          <p data-testid="location-link-expired">{t('locate.expired')}</p>
        ) : null}
        {usable ? (
          <>
            <p>{t('locate.lead')}</p>
            <Link
              className="rc-form-primary"
              style={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                textDecoration: 'none',
              }}
              to={pathTo('/order/intelligentRescue', { search: { sd_track_code: code } })}
            >
              {t('locate.start')}
            </Link>
          </>
        ) : null}
      </section>
      <p className="rc-or-safety">{t('locate.safety')}</p>
    </div>
  );
}
