import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { canLeaveApp, leaveApp } from '../../../shared/browser/external.js';
import { ExpiredArt } from '../components/expired-art.js';
import { StatusView } from '../../../shared/ui/status-view.js';
import '../components/account.css';

/** The entry has expired or the session has ended: say so, and say what to do. */
export function Page() {
  const { t } = useTranslation();
  return (
    <div className="rc-account">
      <StatusView
        art={<ExpiredArt />}
        title={t('expired.title')}
        description={t('expired.lead')}
        details={
          <div className="rc-steps">
            <h2 className="rc-steps__title">{t('expired.stepsTitle')}</h2>
            <ol>
              <li>{t('expired.step1')}</li>
              <li>{t('expired.step2')}</li>
              <li>{t('expired.step3')}</li>
            </ol>
          </div>
        }
      >
        {canLeaveApp() ? (
          <Button block color="primary" shape="rounded" onClick={leaveApp}>
            {t('expired.back')}
          </Button>
        ) : null}
      </StatusView>
    </div>
  );
}
