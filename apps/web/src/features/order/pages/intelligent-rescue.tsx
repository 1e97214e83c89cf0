import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocateConfig, useReportLinkLocation } from '../api/rescue-location-link.js';
import { locateOnce } from '../components/rescue-locate.js';
import '../i18n/rescue-register.js';
import '../components/rescue-locate.css';
import { pathTo } from '../../../shared/routing/paths.js';
import { formatCoordinates } from '../../../shared/format/format.js';

/** Used only when the configuration cannot be read: a stranded customer is never kept waiting for it. */
const fallbackLocateSeconds = 15;

/**
 * /order/intelligentRescue: locates the customer within the configured time
 * (location/switchConfig, locateTimeoutSeconds) and sends the position through
 * the link; past that time, /order/locateTimeoutPage.
 */
export function Page() {
  const { t } = useTranslation('orderRescue');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const code = search.get('sd_track_code') ?? '';
  const report = useReportLinkLocation();
  const config = useLocateConfig();
  const seconds = config.data?.locateTimeoutSeconds ?? (config.isError ? fallbackLocateSeconds : null);
  const started = useRef(false);

  useEffect(() => {
    if (seconds === null || started.current) return;
    started.current = true;
    locateOnce(seconds * 1000).then(
      (at) =>
        report.mutate(
          { trackCode: code, place: { ...at, address: formatCoordinates(at) } },
          {
            onSuccess: () => void navigate(pathTo('/order/successfullyLocatedPage'), { replace: true }),
            onError: () =>
              void navigate(pathTo('/order/locationLogin', { search: { sd_track_code: code } }), {
                replace: true,
              }),
          },
        ),
      () =>
        void navigate(pathTo('/order/locateTimeoutPage', { search: { sd_track_code: code } }), {
          replace: true,
        }),
    );
  }, [seconds, code, navigate, report]);

  return (
    <div className="rc-or-locate">
      <section className="rc-or-card">
        <div className="rc-or-pin" aria-hidden="true">
          ⌖
        </div>
        <h1>{report.isPending ? t('locate.sending') : t('locate.locating')}</h1>
        <p>{t('locate.lead')}</p>
      </section>
    </div>
  );
}
