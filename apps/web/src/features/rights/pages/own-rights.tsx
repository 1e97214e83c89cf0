import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { useRightsCollection } from '../api/rights-collection.js';
import { useRightsTips } from '../api/rights-tips.js';
import { QueryScreen } from '../components/query-screen.js';
import { RightGridCard } from '../components/right-grid-card.js';
import { StatusView } from '../../../shared/ui/status-view.js';
import { ExpiryNotice } from '../../../shared/rights/expiry-notice.js';
import { RightIcon } from '../../../shared/rights/right-tiles.js';
import { useThemeStylesheet } from '../../../shared/rights/theme-assets.js';
import { pathTo } from '../../../shared/routing/paths.js';

/** /rights/ownrights: the rights the customer holds, by module, with the expiry reminder. */
export function Page() {
  const { t } = useTranslation('rights');
  useThemeStylesheet();
  const navigate = useNavigate();
  const query = useRightsCollection();
  const tips = useRightsTips();
  const heldOnly = (d: NonNullable<typeof query.data>) =>
    d.groups
      .map((g) => ({ ...g, list: g.list.filter((i) => i.isHaveThisRight === '1') }))
      .filter((g) => g.list.length > 0);
  return (
    <QueryScreen
      query={query}
      isEmpty={(d) => heldOnly(d).length === 0}
      empty={
        <StatusView art={<RightIcon icon="common#empty" size={72} />} title={t('ownrights.none')}>
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => void navigate(pathTo('/rights/rightcsollection'))}
          >
            {t('ownrights.collection')}
          </Button>
        </StatusView>
      }
    >
      {(d) => (
        <>
          <ExpiryNotice
            tips={tips.data?.tips ?? []}
            title={t('expiry.title')}
            moreLabel={(n) => t('expiry.count', { count: n + 1 })}
          />
          {heldOnly(d).map((g) => (
            <RightGridCard key={g.title} title={g.title} items={g.list} />
          ))}
          <Button
            block
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => void navigate(pathTo('/rights/rightcsollection'))}
          >
            {t('ownrights.collection')}
          </Button>
        </>
      )}
    </QueryScreen>
  );
}
