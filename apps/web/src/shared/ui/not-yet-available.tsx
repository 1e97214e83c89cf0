import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { catalogueText } from '../i18n/catalogue.js';
import { ComingSoonArt } from './coming-soon-art.js';
import { StatusView } from './status-view.js';
import { useRouteMeta } from './route-meta.js';
import { useGoBack } from './use-go-back.js';
import { pathTo } from '../routing/paths.js';

/**
 * The screen of every route whose real screen a later issue builds: the route's
 * title, the catalogue's "not available yet" words and a way back. No sample data.
 */
export function NotYetAvailable() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const navigate = useNavigate();
  const home = meta?.home ?? pathTo('/mine/persional');
  const goBack = useGoBack(home);
  const title = meta?.titleKey ? t(meta.titleKey) : t('notYetAvailable.title');
  return (
    <StatusView art={<ComingSoonArt />} title={title} description={catalogueText('notAvailableYet')}>
      <Button block color="primary" shape="rounded" onClick={goBack}>
        {t('notYetAvailable.back')}
      </Button>
      <Button
        block
        color="primary"
        fill="outline"
        shape="rounded"
        onClick={() => void navigate(home, { replace: true })}
      >
        {t('notYetAvailable.home')}
      </Button>
    </StatusView>
  );
}
