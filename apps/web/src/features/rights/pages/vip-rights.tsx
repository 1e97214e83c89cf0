import { useTranslation } from 'react-i18next';
import { useVipRights } from '../api/vip-rights.js';
import { QueryScreen } from '../components/query-screen.js';
import { ModuleHero } from '../components/module-hero.js';
import { RightGridCard } from '../components/right-grid-card.js';
import { useThemeStylesheet } from '../../../shared/rights/theme-assets.js';
import { membershipName } from '../../../shared/i18n/membership.js';

/** /rights/viprights: the VIP rights of the customer's degree; to an ordinary customer, what VIP brings. */
export function Page() {
  const { t } = useTranslation('rights');
  useThemeStylesheet();
  const query = useVipRights();
  return (
    <QueryScreen query={query} isEmpty={(d) => d.list.length === 0}>
      {(d) => (
        <>
          <ModuleHero
            icon="common#vip"
            title={
              d.isVip ? t('vip.degree', { degree: membershipName(d.degree, d.degreeCode) }) : t('vip.hero')
            }
            hint={
              d.isVip
                ? t('vip.isVip', { count: d.list.filter((i) => i.isHaveThisRight === '1').length })
                : t('vip.notVip')
            }
          />
          <RightGridCard title={t('vip.hero')} items={d.list} />
          {d.isVip ? null : <p className="rc-rights-text">{t('vip.notVipHint')}</p>}
        </>
      )}
    </QueryScreen>
  );
}
