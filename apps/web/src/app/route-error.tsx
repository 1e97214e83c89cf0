import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { StatusView } from '../shared/ui/status-view.js';
import { UpgradeArt } from '../shared/ui/upgrade-art.js';
import { revealPage } from './document-effects.js';

/** A screen failed to load or render (a chunk that timed out, a new deployment): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  useEffect(revealPage, []);
  return (
    <StatusView
      art={<UpgradeArt />}
      title={t('shell.chunkFailedTitle')}
      description={t('shell.chunkFailedBody')}
    >
      <Button block color="primary" shape="rounded" onClick={() => window.location.reload()}>
        {t('shell.reload')}
      </Button>
    </StatusView>
  );
}
