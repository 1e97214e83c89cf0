import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { canLeaveApp, leaveApp } from '../../../shared/browser/external.js';
import { ExpiredArt } from '../components/expired-art.js';
import { StatusView } from '../../../shared/ui/status-view.js';
import '../components/account.css';

const unchanging = () => () => undefined;

/**
 * Whether "leave" can do something here: only the browser knows (its history, WeChat's bridge).
 * A server drawing has no window and says no; the hydration of that drawing starts from the same
 * answer and then takes the browser's, so the two never disagree (decision 062). A screen the
 * browser draws by itself takes the browser's answer at once, as before.
 */
function useCanLeaveApp(): boolean {
  return useSyncExternalStore(unchanging, canLeaveApp, () => false);
}

/** The entry has expired or the session has ended: say so, and say what to do. */
export function Page() {
  const { t } = useTranslation();
  const canLeave = useCanLeaveApp();
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
        {canLeave ? (
          <Button block color="primary" shape="rounded" onClick={leaveApp} data-testid="expired-back">
            {t('expired.back')}
          </Button>
        ) : null}
      </StatusView>
    </div>
  );
}
