import { useTranslation } from 'react-i18next';
import { useRightsCollection } from '../api/rights-collection.js';
import { QueryScreen } from '../components/query-screen.js';
import { ModuleHero } from '../components/module-hero.js';
import { RightGridCard } from '../components/right-grid-card.js';
import { useThemeStylesheet } from '../../../shared/rights/theme-assets.js';

/** /rights/rightcsollection: every right and service in groups; the held ones ready to use. */
export function Page() {
  const { t } = useTranslation('rights');
  useThemeStylesheet();
  const query = useRightsCollection();
  return (
    <QueryScreen query={query} isEmpty={(d) => d.groups.length === 0}>
      {(d) => (
        <>
          <ModuleHero icon="common#more" title={t('tile.more')} hint={t('collection.intro')} />
          {d.groups.map((g) => (
            <RightGridCard
              key={g.title}
              title={g.title}
              extra={t('module.heldCount', {
                held: g.list.filter((i) => i.isHaveThisRight === '1').length,
                total: g.list.length,
              })}
              items={g.list}
            />
          ))}
        </>
      )}
    </QueryScreen>
  );
}
