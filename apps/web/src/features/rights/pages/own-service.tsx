import { useTranslation } from 'react-i18next';
import { useOwnServices } from '../api/own-services.js';
import { QueryScreen } from '../components/query-screen.js';
import { ModuleHero } from '../components/module-hero.js';
import { RightList } from '../components/right-list.js';
import { StatusView } from '../../../shared/ui/status-view.js';
import { RightIcon, visibleHere } from '../../../shared/rights/right-tiles.js';
import { useThemeStylesheet } from '../../../shared/rights/theme-assets.js';

/** /rights/ownservice: the services the customer holds; WeChat-only ones hidden outside WeChat (spec 6). */
export function Page() {
  const { t } = useTranslation('rights');
  useThemeStylesheet();
  const query = useOwnServices();
  return (
    <QueryScreen
      query={query}
      isEmpty={(d) => visibleHere(d.list).length === 0}
      empty={<StatusView art={<RightIcon icon="common#empty" size={72} />} title={t('ownservice.none')} />}
    >
      {(d) => (
        <>
          <ModuleHero
            icon="common#coupon"
            title={t('ownservice.title')}
            hint={t('module.heldCount', {
              held: visibleHere(d.list).length,
              total: visibleHere(d.list).length,
            })}
          />
          <RightList items={d.list} />
        </>
      )}
    </QueryScreen>
  );
}
