import { useTranslation } from 'react-i18next';
import '../i18n/rescue-register.js';
import '../components/rescue-locate.css';

/** /order/successfullyLocatedPage: the position reached the rescuer. */
export function Page() {
  const { t } = useTranslation('orderRescue');
  return (
    <div className="rc-or-locate" data-testid="location-sent">
      <section className="rc-or-card">
        <div className="rc-or-pin rc-or-pin--ok" aria-hidden="true">
          ✓
        </div>
        <h1>{t('locate.doneTitle')}</h1>
        <p>{t('locate.doneLead')}</p>
      </section>
      <p className="rc-or-safety">{t('locate.safety')}</p>
    </div>
  );
}
