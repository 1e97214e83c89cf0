import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RightsModule } from '@rc/contract';
import Button from 'antd-mobile/es/components/button';
import { StatusView } from '../../../shared/ui/status-view.js';
import { RightIcon, visibleHere } from '../../../shared/rights/right-tiles.js';
import { ModuleHero } from './module-hero.js';
import { QueryScreen } from './query-screen.js';
import { RightList } from './right-list.js';
import { pathTo } from '../../../shared/routing/paths.js';

interface ModuleScreenProps {
  query: UseQueryResult<RightsModule>;
  icon: string;
  title?: string;
  hint?: string;
  /** Under the hero's words (a plate or branch switch). */
  heroExtra?: ReactNode;
}

/** A catalogue module screen (car steward, car life, branch area, origin): hero, held count, the list. */
export function ModuleScreen({ query, icon, title, hint, heroExtra }: ModuleScreenProps) {
  const { t } = useTranslation('rights');
  const navigate = useNavigate();
  return (
    <QueryScreen
      query={query}
      isEmpty={(m) => visibleHere(m.list).length === 0}
      empty={
        <StatusView
          art={<RightIcon icon="common#empty" size={72} />}
          title={t('module.emptyTitle')}
          description={t('module.emptyHint')}
        >
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => void navigate(pathTo('/rights/rightcsollection'))}
          >
            {t('module.toCollection')}
          </Button>
        </StatusView>
      }
    >
      {(m) => {
        const list = visibleHere(m.list);
        return (
          <>
            <ModuleHero icon={icon} title={title ?? m.title} hint={hint}>
              <p className="rc-rights-hero__hint">
                {t('module.heldCount', {
                  held: list.filter((i) => i.isHaveThisRight === '1').length,
                  total: list.length,
                })}
              </p>
              {heroExtra}
            </ModuleHero>
            <RightList items={list} />
          </>
        );
      }}
    </QueryScreen>
  );
}
