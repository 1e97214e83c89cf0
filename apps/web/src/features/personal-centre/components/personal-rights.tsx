import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyRightsHome } from '@rc/contract';
import { homeRows } from '../../../shared/rights/home-rows.js';
import { RightRows, RightTile, visibleHere } from '../../../shared/rights/right-tiles.js';
import { useRightTap } from '../../../shared/rights/use-right-tap.js';
import { pathTo } from '../../../shared/routing/paths.js';

/**
 * "My rights": the rights in rows by spec 5 (7/15 with VIP rights, whose entry
 * takes the eighth place of the first row; 8/16 without; the rest in the third).
 */
export function PersonalRights({ home }: { home: MyRightsHome }) {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  const tap = useRightTap();
  const items = visibleHere(home.comRightsBos);
  const held = items.filter((i) => i.isHaveThisRight === '1').length;
  const rows = homeRows(items, home.isHaveVipRights).map((row) =>
    row.map((item) => (
      <RightTile
        key={item.serviceType}
        icon={item.iconUrl}
        label={item.showName}
        held={item.isHaveThisRight === '1'}
        badge={
          item.isHaveThisRight === '1' && item.remainCount && item.remainCount > 1
            ? `×${String(item.remainCount)}`
            : undefined
        }
        onTap={() => void tap(item)}
        testId={`right-${item.serviceType}`}
      />
    )),
  );
  const first = rows[0];
  if (home.isHaveVipRights && first)
    first.push(
      <RightTile
        key="vip"
        icon="common#vip"
        label={t('vipTile')}
        onTap={() => void navigate(pathTo('/rights/viprights'))}
        testId="right-vip-entry"
      />,
    );
  return (
    <section className="rc-personal-card" data-testid="my-rights">
      <div className="rc-personal-card__head">
        <h2 className="rc-personal-card__title">{t('myRights')}</h2>
        <button
          type="button"
          className="rc-personal-card__more"
          onClick={() => void navigate(pathTo('/rights/rightcsollection'))}
        >
          {t('allRights')} ›
        </button>
      </div>
      <p className="rc-personal-card__sub">{held > 0 ? t('held', { count: held }) : t('noneHeld')}</p>
      <RightRows rows={rows} />
    </section>
  );
}
