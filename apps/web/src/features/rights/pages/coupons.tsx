import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { StatusView } from '../../../shared/ui/status-view.js';
import { RightIcon } from '../../../shared/rights/right-tiles.js';
import { useThemeStylesheet } from '../../../shared/rights/theme-assets.js';
import { couponsOfTypeKey, fetchCouponsOfType } from '../api/coupons-of-type.js';
import { useRightDetail } from '../api/right-detail.js';
import { TypeCouponCard } from '../components/type-coupon-card.js';
import { ModuleHero } from '../components/module-hero.js';
import '../i18n/register.js';
import '../components/rights.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** /rights/coupons/:type: the customer's coupons of one service type, paged, usable first. */
export function Page() {
  const { t } = useTranslation('rights');
  useThemeStylesheet();
  const type = useParams().type ?? '';
  const navigate = useNavigate();
  const detail = useRightDetail(type);
  return (
    <div className="rc-rights-page" data-testid="coupons-of-type">
      <PagedList
        queryKey={couponsOfTypeKey(type)}
        fetchPage={(page, signal) => fetchCouponsOfType(type, page, signal)}
        keyOf={(c) => c.id}
        header={
          detail.data ? (
            <div style={{ marginBottom: 12 }}>
              <ModuleHero
                icon={detail.data.iconUrl}
                title={detail.data.showName}
                hint={t('module.usesLeft', { count: detail.data.availableCount })}
              />
            </div>
          ) : null
        }
        renderItem={(c) => (
          <TypeCouponCard
            coupon={c}
            onOpen={() => void navigate(pathTo('/rights/coupondatial/:type', { params: { type: c.id } }))}
          />
        )}
        empty={
          <StatusView
            art={<RightIcon icon="common#coupon" size={72} />}
            title={t('coupons.emptyTitle')}
            description={t('coupons.emptyHint')}
          />
        }
      />
    </div>
  );
}
