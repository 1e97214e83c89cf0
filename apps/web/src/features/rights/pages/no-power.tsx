import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { StatusView } from '../../../shared/ui/status-view.js';
import { RightIcon } from '../../../shared/rights/right-tiles.js';
import { useGoBack } from '../../../shared/ui/use-go-back.js';
import { session } from '../../../shared/session/session-store.js';
import { useThemeStylesheet } from '../../../shared/rights/theme-assets.js';
import '../i18n/register.js';
import '../components/rights.css';
import { pathTo } from '../../../shared/routing/paths.js';

/**
 * /rights/nopower (no auth): "you don't hold this right yet". With a session
 * the customer goes on to their rights; without one, back is all there is.
 */
export function Page() {
  const { t } = useTranslation('rights');
  useThemeStylesheet();
  const navigate = useNavigate();
  const goBack = useGoBack(pathTo('/mine/persional'));
  const signedIn = Boolean(session.token());
  return (
    <div className="rc-rights-page" data-testid="nopower">
      <StatusView
        art={<RightIcon icon="common#lock" size={96} />}
        title={t('nopower.title')}
        description={t('nopower.description')}
      >
        {signedIn ? (
          <>
            <Button
              block
              color="primary"
              shape="rounded"
              onClick={() => void navigate(pathTo('/mine/persional'), { replace: true })}
            >
              {t('nopower.home')}
            </Button>
            <Button
              block
              color="primary"
              fill="outline"
              shape="rounded"
              onClick={() => void navigate(pathTo('/rights/rightcsollection'))}
            >
              {t('nopower.collection')}
            </Button>
          </>
        ) : null}
        <Button block fill="none" shape="rounded" onClick={goBack}>
          {t('nopower.back')}
        </Button>
      </StatusView>
    </div>
  );
}
