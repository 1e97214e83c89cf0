import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n/register.js';

/**
 * The 12122 warning: on a highway, elevated road or in a tunnel, people must
 * get behind the barrier and call the traffic police before anything else.
 */
export function HighwayWarning({ strong, children }: { strong: boolean; children?: ReactNode }) {
  const { t } = useTranslation('rescue');
  return (
    <section
      className={`rc-rescue-card rc-rescue-warning${strong ? ' rc-rescue-warning--strong' : ''}`}
      role={strong ? 'alert' : undefined}
      data-testid="rescue-12122"
    >
      <h2>
        <span aria-hidden="true">⚠</span>
        {t('application.call12122Title')}
      </h2>
      <p>{t('application.call12122Body')}</p>
      <div className="rc-rescue-row">
        {children}
        <a className="rc-rescue-call" href="tel:12122">
          {t('application.call12122Action')}
        </a>
      </div>
    </section>
  );
}
