import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { session } from '../../../shared/session/session-store.js';
import { UpgradeArt } from '../../../shared/ui/upgrade-art.js';
import { StatusView } from '../../../shared/ui/status-view.js';
import '../components/account.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** The login answered HTTP 500 (spec 8): the system is being upgraded. */
export function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const retry = () => {
    // The entrance logs in again with the stored entry parameters; without them a reload is all there is.
    if (session.enterQuery()) void navigate(pathTo('/account/entrance'), { replace: true });
    else window.location.reload();
  };
  return (
    <div className="rc-account">
      <StatusView
        art={<UpgradeArt />}
        title={t('updating.title')}
        description={t('updating.lead')}
        details={<p className="rc-status__hint">{t('updating.hint')}</p>}
      >
        <Button block color="primary" shape="rounded" onClick={retry}>
          {t('updating.retry')}
        </Button>
      </StatusView>
    </div>
  );
}
